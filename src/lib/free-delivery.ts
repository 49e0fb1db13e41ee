// The basket's progress towards free delivery, shared by the server and the basket island.

/** How far goods worth `goodsValue` are from free delivery at `threshold`: the amount left and the share done (0–100). */
export function freeDeliveryProgress(threshold: number, goodsValue: number): { remaining: number; percent: number } {
  const remaining = Math.max(0, threshold - goodsValue);
  const percent = threshold <= 0 ? 100 : Math.min(100, Math.floor((Math.max(0, goodsValue) * 100) / threshold));
  return { remaining, percent };
}
