import { withChange, inOrder, type OfflineChange } from '../../offline-sync/changes.ts';
import { OFFLINE_DB, OFFLINE_STORE, pendingCookie } from '../../offline-sync/pending-check.ts';

// The offline changes kept in IndexedDB (one database per store origin): they outlive the
// page, so a change made offline on one page is sent from the next store page that is
// open once the connection is back (pending-check.ts).

const DB_NAME = OFFLINE_DB;
const STORE = OFFLINE_STORE;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// biome-ignore lint/suspicious/noConfusingVoidType: a write's `run` is a block that returns nothing
async function transaction<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Tells every page's shell script whether there is anything to sync (pending-check.ts). */
function noteQueued(count: number): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the shell script reads; the Cookie Store API is not in every browser
    document.cookie = pendingCookie(count, location.protocol === 'https:');
  } catch {
    // A sandboxed frame has no cookies: its pages sync when they load the basket scripts.
  }
}

/** What is queued, oldest first (and the pending cookie set right: it may outlive a queue emptied elsewhere). */
export async function pendingChanges(): Promise<OfflineChange[]> {
  const queue = inOrder((await transaction<OfflineChange[]>('readonly', (store) => store.getAll() as IDBRequest<OfflineChange[]>)) ?? []);
  noteQueued(queue.length);
  return queue;
}

/** Keeps a change, folding it into what is queued (changes.ts withChange); false when it cancelled out. */
export async function keepChange(change: OfflineChange): Promise<boolean> {
  const before = await pendingChanges();
  const after = withChange(before, change);
  const kept = new Set(after.map((queued) => queued.key));
  await transaction('readwrite', (store) => {
    for (const queued of before) if (!kept.has(queued.key)) store.delete(queued.key);
    for (const queued of after) store.put(queued);
  });
  noteQueued(after.length);
  return kept.has(change.key);
}

export async function dropChange(key: string): Promise<void> {
  const left = await transaction<number>('readwrite', (store) => {
    store.delete(key);
    return store.count();
  });
  noteQueued(left ?? 0);
}
