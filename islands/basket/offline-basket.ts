import { withQueuedLineChanges } from '../../src/lib/offline-sync/changes.ts';
import { pendingChanges } from '../../src/lib/client/offline-sync/queue.ts';
import { awaitSync, keepForLater, offlineFailure, syncNow, watchConnection, type SyncStatus } from './offline-changes.ts';
import { $basket, removeFromBasket, updateQuantity } from './store.ts';

// On /basket/ a quantity change or removal made without a connection is shown
// at once, kept in the offline queue with its own Idempotency-Key (offline-changes.ts) and
// sent when the connection returns; the server's answer then sets the basket and header.

export const BASKET_SYNCED_TEXT = 'Synced: your basket is up to date.';

/** Sets a line's quantity; offline, the change is kept for later and shown as made. */
export async function changeQuantity(lineKey: string, quantity: number, status: SyncStatus): Promise<void> {
  try {
    await updateQuantity(lineKey, quantity);
  } catch (error) {
    if (!offlineFailure(error)) throw error;
    $basket.set(($basket.get() ?? []).map((item) => (item.key === lineKey ? { ...item, quantity } : item)));
    await keepForLater({ kind: 'basket-update', lineKey, quantity }, status, BASKET_SYNCED_TEXT);
  }
}

/** Removes a line; offline, the removal is kept for later and the line goes at once. */
export async function removeLine(lineKey: string, status: SyncStatus): Promise<void> {
  try {
    await removeFromBasket(lineKey);
  } catch (error) {
    if (!offlineFailure(error)) throw error;
    $basket.set(($basket.get() ?? []).filter((item) => item.key !== lineKey));
    await keepForLater({ kind: 'basket-remove', lineKey }, status, BASKET_SYNCED_TEXT);
  }
}

/**
 * The basket page opened with changes still queued (a kept copy of the page read offline,
 * or the connection back before they were sent): shows them laid over the server's lines,
 * "will sync", and sends them when it can.
 */
export async function showQueuedChanges(status: SyncStatus): Promise<void> {
  const queue = (await pendingChanges().catch(() => [])).filter((change) => change.kind === 'basket-update' || change.kind === 'basket-remove');
  if (queue.length === 0) return;
  $basket.set(withQueuedLineChanges($basket.get() ?? [], queue));
  awaitSync(status, BASKET_SYNCED_TEXT);
  watchConnection();
  // Online already: send them now (a run under way is joined; one just finished leaves nothing to send and says so).
  if (navigator.onLine) await syncNow();
}
