/**
 * Runs `create` once per key and shares its promise with every caller (e.g. one pooled
 * mail or SMS client per set of credentials); a rejected promise is forgotten, so the
 * next call tries again instead of failing forever.
 */
export function memoAsync<V>(create: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const made = new Map<string, Promise<V>>();
  return (key) => {
    let value = made.get(key);
    if (!value) {
      value = create(key);
      made.set(key, value);
      value.catch(() => made.delete(key));
    }
    return value;
  };
}
