import {
  RULE_SOURCES,
  UPDATE_CHECK_MS,
  UPDATE_WINDOW_MS,
  WAITING_DELAY_MS,
  WORKER_SCRIPT,
  isStaleWorker,
  needsReloadAfterControllerChange,
  routeChangeReloads,
  updateApplies,
} from './update-rules.ts';

// The page's half of the service worker: registers /sw.js once the page has
// loaded, checks for a new worker hourly, lets a waiting worker in only just after the
// registration, reloads once on the next route change after a new worker took over an
// already-controlled page, and unregisters workers of any other script.
// Content pages ship no script file (tests/api/shell-budget.test.ts): the flow goes into
// the inline shell script as source text, with the rules and timings as its argument.

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
/** The Navigation API's navigate event, as far as the flow reads it. */
export interface NavigateEventLike extends Event {
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

/**
 * The page's flow, as JavaScript source (the shell script carries this text; the function
 * below is compiled from it). Everything it touches comes in through `win` and `flow`.
 * A route change: the Navigation API sees every navigation, also history.pushState ones;
 * going to another document loads it from the new worker anyway, a same-document one is
 * turned into a load of its address. The worker's 'waiting' moment: installed behind a
 * controlling worker and still there after the delay (not skipping waiting by itself).
 * Reading navigator.serviceWorker throws in a sandboxed frame (an iframe block).
 */
const REGISTER_SOURCE = `function(win,flow){
let sw;try{sw=win.navigator.serviceWorker}catch(e){return}
if(!sw)return;
const state={needsReload:!1,reloaded:!1};let controlled=!!sw.controller;
sw.addEventListener("controllerchange",()=>{if(flow.afterChange(controlled))state.needsReload=!0;controlled=!0});
if(win.navigation)win.navigation.addEventListener("navigate",e=>{const to=new URL(e.destination.url);
if(!flow.routeReloads(state,win.location.pathname,to.pathname))return;state.reloaded=!0;
if(e.destination.sameDocument&&e.cancelable){e.preventDefault();win.location.assign(to.href)}});
const start=()=>{const at=Date.now();
const installed=w=>win.setTimeout(()=>{if(w.state==="installed"&&sw.controller&&flow.applies(at,Date.now(),flow.windowMs))w.postMessage({type:"SKIP_WAITING"})},flow.waitingMs);
const watch=w=>w.addEventListener("statechange",()=>{if(w.state==="installed")installed(w)});
sw.register(flow.script).then(r=>{if(!r)return;if(r.waiting)installed(r.waiting);if(r.installing)watch(r.installing);
r.addEventListener("updatefound",()=>{if(r.installing)watch(r.installing)});
win.setInterval(()=>{r.update().catch(()=>{})},flow.checkMs)},()=>{});
sw.getRegistrations().then(list=>{for(const r of list||[]){const w=r.active||r.waiting||r.installing;
if(w&&flow.stale(w.scriptURL,flow.script))r.unregister().catch(()=>{})}},()=>{})};
if(win.document.readyState==="complete")start();else win.addEventListener("load",start);
return state}`;

export const registerServiceWorker = new Function(`return (${REGISTER_SOURCE})`)() as (win: PageWindow, flow: UpdateFlow) => FlowState | undefined;

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

/** The inline source: the flow and each rule by its text, the timings as literals. */
export const REGISTRATION_SCRIPT =
  `(${REGISTER_SOURCE})(window,{script:${JSON.stringify(WORKER_SCRIPT)},checkMs:${UPDATE_CHECK_MS},windowMs:${UPDATE_WINDOW_MS},waitingMs:${WAITING_DELAY_MS},` +
  `applies:${RULE_SOURCES.applies},stale:${RULE_SOURCES.stale},afterChange:${RULE_SOURCES.afterChange},routeReloads:${RULE_SOURCES.routeReloads}})`;
