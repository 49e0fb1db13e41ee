// "Properties ending in Order normalise to a rank 0–1". Block and theme props
// carry sibling orderings (imageOrder, textOrder, buttonOrder…) typed as any numbers;
// ranks make them comparable whatever scale an editor or an old document used.

const isOrderKey = (key: string): boolean => key.endsWith('Order');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of `value` where, in every object, the keys ending in `Order` are replaced by
 * their rank among that object's other `…Order` keys, spread evenly over [0, 1]:
 * lowest → 0, highest → 1, a lone one → 0.
 *
 * - Stable: equal values keep the order their keys appear in, and still get distinct ranks.
 * - Values that are not finite numbers (or numeric strings) sort after the numbers.
 * - Idempotent: normalising a result again changes nothing.
 * - Nested objects and arrays are normalised the same way; the input is not modified.
 */
export function normaliseOrderRanks<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => normaliseOrderRanks(item)) as T;
  if (!isPlainObject(value)) return value;

  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[key] = isOrderKey(key) ? child : normaliseOrderRanks(child);

  const orderKeys = Object.keys(value).filter(isOrderKey);
  const sortValue = (key: string): number => {
    const raw = value[key];
    const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
  };
  // Array.prototype.sort is stable, so ties keep their key order.
  const ranked = [...orderKeys].sort((a, b) => sortValue(a) - sortValue(b) || 0);
  ranked.forEach((key, index) => {
    result[key] = ranked.length === 1 ? 0 : index / (ranked.length - 1);
  });
  return result as T;
}
