// The service worker's update flow (spec §4 "Service worker", §9 timings) as pure rules.
// They are shipped inside the shell script by their source text (registration.ts), so
// each is a self-contained function: no imports, no module constants, nothing closed over.

/** Spec §9: the registration asks the server for a new worker every hour. */
export const UPDATE_CHECK_MS = 3_600_000;
/** Spec §9: a waiting worker is let in only within 60 s of the registration. */
export const UPDATE_WINDOW_MS = 60_000;
/** Spec §9: an installed worker that has not moved on after 200 ms counts as waiting. */
export const WAITING_DELAY_MS = 200;
/** The one worker script of every store: anything else registered on the origin is stale. */
export const WORKER_SCRIPT = '/sw.js';

/**
 * Whether a worker found waiting now may take over (be told to skip waiting). Only just
 * after the page registered, before the shopper is busy on it: later the new worker waits
 * for the next visit rather than swapping the code under an open page.
 */
export function updateApplies(registeredAt: number, now: number, windowMs: number): boolean {
  return now - registeredAt <= windowMs;
}

/** A registration whose worker is not the expected script (an old name, another tool's worker). */
export function isStaleWorker(scriptUrl: string, expectedPath: string): boolean {
  try {
    return new URL(scriptUrl).pathname !== expectedPath;
  } catch {
    return true;
  }
}

/** What a controllerchange means: a page already controlled by a worker now runs old code. */
export function needsReloadAfterControllerChange(wasControlled: boolean): boolean {
  return wasControlled;
}

/**
 * Whether a route change reloads the page: only once a new worker has taken control of a
 * page that already had one, only towards a different path, and only once.
 */
export function routeChangeReloads(state: { needsReload: boolean; reloaded: boolean }, fromPath: string, toPath: string): boolean {
  return state.needsReload && !state.reloaded && fromPath !== toPath;
}
