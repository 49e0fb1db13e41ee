// Storefront data is a pure function of a store's content version (every change that
// a visitor could see bumps it), so a rendering's inputs are memoised by it: an
// uncached render then only runs the templates. Promises are stored, so concurrent
// renders of one page share one load.

interface Memo {
  version: number;
  value: Promise<unknown>;
}

const MEMO = Symbol.for('printfront.versioned-memo');
const holder = globalThis as { [MEMO]?: Map<string, Memo> };
const memos = (holder[MEMO] ??= new Map());
const LIMIT = 5000;

export function versioned<T>(divisionId: number, version: number, key: string, compute: () => Promise<T>): Promise<T> {
  const id = `${divisionId}\u0000${key}`;
  const existing = memos.get(id);
  if (existing && existing.version === version) return existing.value as Promise<T>;
  const value = compute();
  // A failed load is not remembered: the next request tries again.
  value.catch(() => memos.delete(id));
  memos.delete(id);
  memos.set(id, { version, value });
  if (memos.size > LIMIT) memos.delete(memos.keys().next().value as string);
  return value;
}
