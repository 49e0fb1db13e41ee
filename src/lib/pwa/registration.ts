import { UPDATE_CHECK_MS, UPDATE_WINDOW_MS, WAITING_DELAY_MS, WORKER_SCRIPT, isStaleWorker, needsReloadAfterControllerChange, routeChangeReloads, updateApplies } from './update-rules.ts';

// The page's half of the service worker (spec §4, §9): registers /sw.js once the page has
// loaded, checks for a new worker hourly, lets a waiting worker in only just after the
// registration, reloads once on the next route change after a new worker took over an
// already-controlled page, and unregisters workers of any other script.
// Content pages ship no script file (tests/api/shell-budget.test.ts): this function goes
// into the inline shell script by its source text, with the rules and timings as its
// argument, so it may close over nothing: everything it uses comes in through `win` and `flow`.

/** The few parts of a worker and registration the flow touches (fakes in the unit tests). */
export interface WorkerLike extends EventTarget {
  readonly state: string;
  readonly scriptURL: string;
  postMessage(message: unknown): void;
}
export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly active: WorkerLike | null;
  update(): Promise<unknown>;
  unregister(): Promise<boolean>;
}
export interface ContainerLike extends EventTarget {
  readonly controller: unknown;
  register(script: string): Promise<RegistrationLike>;
  getRegistrations(): Promise<readonly RegistrationLike[]>;
}
interface NavigateEventLike extends Event {
  readonly destination: { url: string; sameDocument: boolean };
}
export interface PageWindow extends EventTarget {
  navigator: { serviceWorker?: ContainerLike };
  navigation?: EventTarget;
  location: { pathname: string; assign(url: string): void };
  document: { readyState: string };
  setTimeout(handler: () => void, ms: number): unknown;
  setInterval(handler: () => void, ms: number): unknown;
}
export interface UpdateFlow {
  script: string;
  checkMs: number;
  windowMs: number;
  waitingMs: number;
  applies: typeof updateApplies;
  stale: typeof isStaleWorker;
  afterChange: typeof needsReloadAfterControllerChange;
  routeReloads: typeof routeChangeReloads;
}
/** What the flow did, for the tests. */
export interface FlowState {
  needsReload: boolean;
  reloaded: boolean;
}

export function registerServiceWorker(win: PageWindow, flow: UpdateFlow): FlowState | undefined {
  let container: ContainerLike | undefined;
  try {
    // Throws in a sandboxed frame (a store page embedded by an iframe block).
    container = win.navigator.serviceWorker;
  } catch {
    return undefined;
  }
  if (!container) return undefined;
  const sw = container;
  const state: FlowState = { needsReload: false, reloaded: false };
  let controlled = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    if (flow.afterChange(controlled)) state.needsReload = true;
    controlled = true;
  });
  // A route change: the Navigation API sees every navigation, also history.pushState ones.
  // Going to another document loads it from the new worker anyway; a same-document one is
  // turned into a load of its address.
  win.navigation?.addEventListener('navigate', (event) => {
    const { destination } = event as NavigateEventLike;
    const to = new URL(destination.url);
    if (!flow.routeReloads(state, win.location.pathname, to.pathname)) return;
    state.reloaded = true;
    if (destination.sameDocument && event.cancelable) {
      event.preventDefault();
      win.location.assign(to.href);
    }
  });
  const start = (): void => {
    const registeredAt = Date.now();
    // The worker's 'waiting' moment: installed behind a controlling worker and still there
    // after the delay (not skipping waiting by itself).
    const onInstalled = (worker: WorkerLike): void => {
      win.setTimeout(() => {
        if (worker.state === 'installed' && sw.controller && flow.applies(registeredAt, Date.now(), flow.windowMs)) worker.postMessage({ type: 'SKIP_WAITING' });
      }, flow.waitingMs);
    };
    const watch = (worker: WorkerLike): void => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') onInstalled(worker);
      });
    };
    sw.register(flow.script).then((registration) => {
      if (registration.waiting) onInstalled(registration.waiting);
      if (registration.installing) watch(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) watch(registration.installing);
      });
      win.setInterval(() => {
        registration.update().catch(() => undefined);
      }, flow.checkMs);
    }, () => undefined);
    sw.getRegistrations().then((registrations) => {
      for (const registration of registrations) {
        const worker = registration.active ?? registration.waiting ?? registration.installing;
        if (worker && flow.stale(worker.scriptURL, flow.script)) registration.unregister().catch(() => undefined);
      }
    }, () => undefined);
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start);
  return state;
}

/** The flow with the spec's timings, as the shell script passes it. */
export const UPDATE_FLOW: UpdateFlow = {
  script: WORKER_SCRIPT,
  checkMs: UPDATE_CHECK_MS,
  windowMs: UPDATE_WINDOW_MS,
  waitingMs: WAITING_DELAY_MS,
  applies: updateApplies,
  stale: isStaleWorker,
  afterChange: needsReloadAfterControllerChange,
  routeReloads: routeChangeReloads,
};

/**
 * Source text without its comment lines and indentation (the shell script's budget is
 * 2 KB gzip). Line breaks stay, so no statement runs into the next.
 */
export function compactSource(source: string): string {
  return source.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('//')).join('\n');
}

/** The inline source: the function and each rule by its text, the timings as literals. */
export const REGISTRATION_SCRIPT = compactSource(
  `(${registerServiceWorker.toString()})(window,{script:${JSON.stringify(WORKER_SCRIPT)},checkMs:${UPDATE_CHECK_MS},windowMs:${UPDATE_WINDOW_MS},waitingMs:${WAITING_DELAY_MS},` +
    `applies:${updateApplies.toString()},stale:${isStaleWorker.toString()},afterChange:${needsReloadAfterControllerChange.toString()},routeReloads:${routeChangeReloads.toString()}})`,
);
