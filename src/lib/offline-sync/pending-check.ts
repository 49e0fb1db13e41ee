// Changes queued offline are sent from whichever store page the shopper is on
// when the connection returns, also content pages, which load no script file before the
// shopper interacts (tests/api/shell-budget.test.ts). So the inline shell script carries
// only this check: on load and on `online`, if the device is online and the `pf_sync`
// cookie says the offline queue holds something, it imports the sync module
// (src/components/pwa/OfflineSync.astro) from a stable address the front server redirects
// to its hashed build file (src/platform/front/static-files.ts).
// Why a cookie and not a look into IndexedDB: the shell script had 51 bytes (gzip) left of
// its 2 KB budget; opening the database took 160. The queue (src/lib/client/offline-sync/queue.ts) sets the cookie
// whenever it holds changes and clears it when it is empty.

/** The offline queue's IndexedDB database and object store (src/lib/client/offline-sync/queue.ts). */
export const OFFLINE_DB = 'pf-offline';
export const OFFLINE_STORE = 'changes';
/** Set while the queue holds changes; read by the shell script (no request carries meaning in it). */
export const PENDING_COOKIE = 'pf_sync';

/** Where the shell script imports the sync module from. */
export const OFFLINE_SYNC_PATH = '/pwa/sync.js';
/** The build file that address leads to: OfflineSync.astro's script, by the name Astro gives it. */
export const OFFLINE_SYNC_FILE = /^OfflineSync\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

/** Lines of the shell script's first block, where `k(name)` reads a cookie. */
export const PENDING_CHECK_SCRIPT = `const o=()=>navigator.onLine&&k("${PENDING_COOKIE}")&&import("${OFFLINE_SYNC_PATH}");addEventListener("online",o);addEventListener("load",o)`;

/** The cookie for a queue of `count` changes (a year, like the store's other preference cookies). */
export function pendingCookie(count: number, secure: boolean): string {
  return `${PENDING_COOKIE}=${count > 0 ? '1;max-age=31536000' : ';max-age=0'};path=/;samesite=lax${secure ? ';secure' : ''}`;
}
