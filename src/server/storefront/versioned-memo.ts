// Storefront data is a pure function of a store's content version (every change that
// a visitor could see bumps it), so a rendering's inputs are memoised by it: an
// uncached render then only runs the templates. Promises are stored, so concurrent
// renders of one page share one load.
import { LruCache } from '../../lib/lru-cache.ts';

interface Memo {
  version: number;
  value: Promise<unknown>;
}

const MEMO = Symbol.for('printfront.versioned-memo');
const holder = globalThis as { [MEMO]?: LruCache<string, Memo> };
const memos = (holder[MEMO] ??= new LruCache(5000));

export function versioned<T>(divisionId: number, version: number, key: string, compute: () => Promise<T>): Promise<T> {
  const id = `${divisionId}\u0000${key}`;
  const existing = memos.get(id);
  if (existing && existing.version === version) return existing.value as Promise<T>;
  const value = compute();
  // A failed load is not remembered, nor is finding nothing: a crawler asking for
  // random paths would otherwise push every store's data out.
  const forget = () => {
    if (memos.get(id)?.value === value) memos.delete(id);
  };
  value.then((found) => {
    if (found === undefined) forget();
  }, forget);
  memos.set(id, { version, value });
  return value;
}
