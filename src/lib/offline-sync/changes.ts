// Basket and favourites changes made offline, as the browser keeps them until
// the connection returns. Pure: the queue (src/lib/client/offline-sync/queue.ts) stores them, sync.ts beside it sends them.

export type OfflineChange =
  | { key: string; at: number; kind: 'basket-add'; item: Record<string, unknown> }
  | { key: string; at: number; kind: 'basket-update'; lineKey: string; quantity: number }
  | { key: string; at: number; kind: 'basket-remove'; lineKey: string }
  | { key: string; at: number; kind: 'favourite-add'; productId: number }
  | { key: string; at: number; kind: 'favourite-remove'; productId: number; lineKey: string };

export type NewChange = OfflineChange extends infer C ? (C extends OfflineChange ? Omit<C, 'key' | 'at'> : never) : never;

/** The Idempotency-Key the change travels with: random, so two devices never share one. */
export function newChangeKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '');
}

type LineChange = Extract<OfflineChange, { kind: 'basket-update' | 'basket-remove' }>;
type FavouriteChange = Extract<OfflineChange, { kind: 'favourite-add' | 'favourite-remove' }>;
const isLineChange = (change: OfflineChange): change is LineChange => change.kind === 'basket-update' || change.kind === 'basket-remove';
const isFavouriteChange = (change: OfflineChange): change is FavouriteChange => change.kind === 'favourite-add' || change.kind === 'favourite-remove';

/**
 * The queue after `change`: a favourite hearted and un-hearted offline cancel out (nothing
 * to send); a second heart or un-heart of the same product is dropped. Basket additions
 * all stay: adding twice means two. A basket line's quantity change or removal replaces
 * what was queued for that line: only what the shopper last asked for is sent (a quantity
 * is set, not added to, so the last one is the result; a removal makes earlier changes moot).
 */
export function withChange(queue: readonly OfflineChange[], change: OfflineChange): OfflineChange[] {
  if (change.kind === 'basket-add') return [...queue, change];
  if (isLineChange(change)) return [...queue.filter((queued) => !(isLineChange(queued) && queued.lineKey === change.lineKey)), change];
  const same = queue.find((queued): queued is FavouriteChange => isFavouriteChange(queued) && queued.productId === change.productId);
  if (!same) return [...queue, change];
  if (same.kind === change.kind) return [...queue];
  return queue.filter((queued) => queued !== same);
}

/**
 * A basket as the shopper left it offline: the server's lines with the quantity changes and
 * removals still queued laid over them (additions have no line yet; they show once synced).
 */
export function withQueuedLineChanges<T extends { key: string; quantity: number }>(items: readonly T[], queue: readonly OfflineChange[]): T[] {
  let result = [...items];
  for (const change of inOrder(queue)) {
    if (change.kind === 'basket-update') result = result.map((item) => (item.key === change.lineKey ? { ...item, quantity: change.quantity } : item));
    else if (change.kind === 'basket-remove') result = result.filter((item) => item.key !== change.lineKey);
  }
  return result;
}

/** Oldest first: the order the shopper made them in. */
export function inOrder(queue: readonly OfflineChange[]): OfflineChange[] {
  return [...queue].sort((a, b) => a.at - b.at);
}

/** Whether a failed call failed for want of a connection (keep the change) rather than being refused. */
export function isConnectionFailure(status: number, online: boolean): boolean {
  return status === 0 || !online;
}
