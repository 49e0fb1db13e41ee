/**
 * Remembers the results of a pure text → text function (sanitising the same block's
 * HTML on every render is wasted work), keeping at most `limit` entries.
 */
export function memoText(transform: (input: string) => string, limit = 2000): (input: string) => string {
  const results = new Map<string, string>();
  return (input) => {
    const known = results.get(input);
    if (known !== undefined) return known;
    const output = transform(input);
    if (results.size >= limit) results.delete(results.keys().next().value as string);
    results.set(input, output);
    return output;
  };
}
