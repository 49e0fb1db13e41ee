// Issue 12 §5: basket and favourites changes made offline, as the browser keeps them until
// the connection returns. Pure: the queue (queue.ts) stores them, sync.ts sends them.

export type OfflineChange =
  | { key: string; at: number; kind: 'basket-add'; item: Record<string, unknown> }
  | { key: string; at: number; kind: 'favourite-add'; productId: number }
  | { key: string; at: number; kind: 'favourite-remove'; productId: number; lineKey: string };

export type NewChange = OfflineChange extends infer C ? (C extends OfflineChange ? Omit<C, 'key' | 'at'> : never) : never;

/** The Idempotency-Key the change travels with: random, so two devices never share one. */
export function newChangeKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * The queue after `change`: a favourite hearted and un-hearted offline cancel out (nothing
 * to send); a second heart or un-heart of the same product is dropped. Basket additions
 * all stay: adding twice means two.
 */
export function withChange(queue: readonly OfflineChange[], change: OfflineChange): OfflineChange[] {
  if (change.kind === 'basket-add') return [...queue, change];
  const same = queue.find((queued) => queued.kind !== 'basket-add' && queued.productId === change.productId);
  if (!same) return [...queue, change];
  if (same.kind === change.kind) return [...queue];
  return queue.filter((queued) => queued !== same);
}

/** Oldest first: the order the shopper made them in. */
export function inOrder(queue: readonly OfflineChange[]): OfflineChange[] {
  return [...queue].sort((a, b) => a.at - b.at);
}

/** Whether a failed call failed for want of a connection (keep the change) rather than being refused. */
export function isConnectionFailure(status: number, online: boolean): boolean {
  return status === 0 || !online;
}
