import { LruCache } from './lru-cache.ts';

/**
 * Remembers the results of a pure text → text function (sanitising a 20 KB blog post
 * takes about 5 ms, and a link with a query string renders it afresh), keeping the
 * most recently used up to `budget` characters of input and output together.
 */
export function memoText(transform: (input: string) => string, budget = 2_000_000): (input: string) => string {
  const results = new LruCache<string, string>(budget);
  return (input) => {
    const known = results.get(input);
    if (known !== undefined) return known;
    const output = transform(input);
    results.set(input, output, input.length + output.length);
    return output;
  };
}
