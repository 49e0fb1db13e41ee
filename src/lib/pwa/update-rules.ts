// The service worker's update flow and its timings as pure rules.
// Each rule is written once, as JavaScript source: the shell script carries that text
// (registration.ts) and the functions below are compiled from the same text, so what the
// unit tests run is what the page runs. (Not Function.prototype.toString of TypeScript:
// the server's processes transpile differently, and the CSP hash of the inline script
// must come out the same in all of them.)

/** The registration asks the server for a new worker every hour. */
export const UPDATE_CHECK_MS = 3_600_000;
/** A waiting worker is let in only within 60 s of the registration. */
export const UPDATE_WINDOW_MS = 60_000;
/** An installed worker that has not moved on after 200 ms counts as waiting. */
export const WAITING_DELAY_MS = 200;
/** The one worker script of every store: anything else registered on the origin is stale. */
export const WORKER_SCRIPT = '/sw.js';

// Short parameter names: this text ships in every page's inline shell script (2,048 B gzip budget);
// the typed signatures below name them in full.
export const RULE_SOURCES = {
  /**
   * Whether a worker found waiting now may take over (be told to skip waiting): only just
   * after the page registered, before the shopper is busy on it; later the new worker waits
   * for the next visit rather than swapping the code under an open page.
   */
  applies: '(at,now,ms)=>now-at<=ms',
  /** A registration whose worker is not the expected script (an old name, another tool's worker). */
  stale: '(url,path)=>{try{return new URL(url).pathname!==path}catch(e){return!0}}',
  /** A controllerchange on a page a worker already controlled: the page now runs old code. */
  afterChange: 'c=>c',
  /** A route change reloads only after that, only towards a different path, and only once. */
  routeReloads: '(s,from,to)=>s.needsReload&&!s.reloaded&&from!==to',
} as const;

const compile = <F>(source: string): F => new Function(`return ${source}`)() as F;

export const updateApplies = compile<(registeredAt: number, now: number, windowMs: number) => boolean>(RULE_SOURCES.applies);
export const isStaleWorker = compile<(scriptUrl: string, expectedPath: string) => boolean>(RULE_SOURCES.stale);
export const needsReloadAfterControllerChange = compile<(wasControlled: boolean) => boolean>(RULE_SOURCES.afterChange);
export const routeChangeReloads = compile<(state: { needsReload: boolean; reloaded: boolean }, fromPath: string, toPath: string) => boolean>(
  RULE_SOURCES.routeReloads,
);
