import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { isConnectionFailure, newChangeKey, type NewChange, type OfflineChange } from '../../src/lib/offline-sync/changes.ts';
import { keepChange, pendingChanges } from '../../src/lib/client/offline-sync/queue.ts';
import { syncChanges, type SendOutcome } from '../../src/lib/client/offline-sync/sync.ts';
import { $basket, $favourites, loadBasket } from './store.ts';

// A basket or favourites change made without a connection is kept on the
// device (IndexedDB) and shows "will sync"; when the connection returns it is sent with its
// Idempotency-Key, so a change whose answer was lost is not applied twice.

export const WILL_SYNC_TEXT = 'You’re offline: this will sync when you’re back online.';
export const SYNCED_TEXT = 'Synced.';

/** Whether a failed call failed for want of a connection. */
export function offlineFailure(error: unknown): boolean {
  const status = error instanceof ApiRequestError ? error.failure.status : error instanceof TypeError ? 0 : -1;
  return isConnectionFailure(status, navigator.onLine) && status !== -1;
}

const idempotent = (change: OfflineChange) => ({ headers: { 'Idempotency-Key': change.key } });

async function send(change: OfflineChange): Promise<SendOutcome> {
  try {
    if (change.kind === 'basket-add') {
      $basket.set((await call('basket.add', { item: change.item, name: 'main' }, idempotent(change))).items);
    } else if (change.kind === 'basket-update') {
      $basket.set((await call('basket.update', { key: change.lineKey, quantity: change.quantity }, idempotent(change))).items);
    } else if (change.kind === 'basket-remove') {
      $basket.set((await call('basket.remove', { key: change.lineKey, name: 'main' }, idempotent(change))).items);
    } else if (change.kind === 'favourite-add') {
      $favourites.set((await call('favourites.add', { item: { productId: change.productId }, name: 'favourites' }, idempotent(change))).items);
    } else {
      $favourites.set((await call('favourites.remove', { key: change.lineKey, name: 'favourites' }, idempotent(change))).items);
    }
    return 'sent';
  } catch (error) {
    return offlineFailure(error) ? 'offline' : 'refused';
  }
}

/**
 * Where a change's state is shown: the status element beside a button (add form, heart), or
 * an island's own state (the basket page), told the state and its text.
 */
export type SyncStatus = HTMLElement | ((state: 'will-sync' | 'synced' | null, text: string) => void);

function show(status: SyncStatus, state: 'will-sync' | 'synced' | null, text: string): void {
  if (typeof status === 'function') {
    status(state, text);
    return;
  }
  if (state) status.dataset.state = state;
  else delete status.dataset.state;
  status.textContent = text;
}

/** Statuses showing "will sync" on this page, and what each says once synced. */
const waiting = new Map<SyncStatus, string>();

function showSynced(): void {
  for (const [status, text] of waiting) show(status, 'synced', text);
  waiting.clear();
  document.documentElement.removeAttribute('data-offline-changes');
}

/** Marks `status` "will sync" until the queue is sent, then shows `syncedText`. */
export function awaitSync(status: SyncStatus, syncedText: string): void {
  document.documentElement.dataset.offlineChanges = '';
  show(status, 'will-sync', WILL_SYNC_TEXT);
  waiting.set(status, syncedText);
}

const isLineChange = (change: OfflineChange) => change.kind === 'basket-update' || change.kind === 'basket-remove';

export async function syncNow(): Promise<void> {
  const result = await syncChanges(send);
  // A quantity change or removal the server refused (the line went meanwhile) leaves the
  // shown basket wrong: the server's basket is the truth again.
  if (result.refused.some(isLineChange)) await loadBasket().catch(() => undefined);
  // Nothing left: whatever this page showed as "will sync" has been sent (by this run or one before it).
  if (result.left === 0) showSynced();
}

let watching = false;

/** Sends what is queued as soon as the connection is back (and now, if it already is). */
export function watchConnection(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('online', () => void syncNow());
  if (navigator.onLine) void pendingChanges().then((queue) => (queue.length > 0 ? syncNow() : undefined));
}

/** Keeps the change for later and marks `status` "will sync" until it is sent. */
export async function keepForLater(change: NewChange, status: SyncStatus | null, syncedText: string): Promise<void> {
  const queued = await keepChange({ ...change, key: newChangeKey(), at: Date.now() } as OfflineChange);
  if (!queued) {
    // It undid a change still queued (a heart, then un-heart): nothing is left to sync.
    if (status) {
      waiting.delete(status);
      show(status, null, '');
    }
    return;
  }
  if (status) awaitSync(status, syncedText);
  else document.documentElement.dataset.offlineChanges = '';
  watchConnection();
}
