// Storefront data is a pure function of a store's content version (every change that
// a visitor could see bumps it), so a rendering's inputs are memoised by it: an
// uncached render then only runs the templates. Promises are stored, so concurrent
// renders of one page share one load.
import { LruCache } from '../../lib/lru-cache.ts';

interface Memo {
  version: number;
  value: Promise<unknown>;
}

/** One per process, owned by the runtime (src/app/runtime.ts). */
export class VersionedMemo {
  private readonly memos = new LruCache<string, Memo>(5000);

  /** Drops what was remembered under a key (a load that gave a partial result). */
  forget(divisionId: number, key: string): void {
    this.memos.delete(`${divisionId}\u0000${key}`);
  }

  get<T>(divisionId: number, version: number, key: string, compute: () => Promise<T>): Promise<T> {
    const id = `${divisionId}\u0000${key}`;
    const existing = this.memos.get(id);
    if (existing && existing.version === version) return existing.value as Promise<T>;
    const value = compute();
    // A failed load is not remembered, nor is finding nothing: a crawler asking for
    // random paths would otherwise push every store's data out.
    const forget = () => {
      if (this.memos.get(id)?.value === value) this.memos.delete(id);
    };
    value.then((found) => {
      if (found === undefined) forget();
    }, forget);
    this.memos.set(id, { version, value });
    return value;
  }
}

/** `compute()` memoised by the store's content version when the scope has a runtime (scripts and tests compute afresh). */
/** What `versioned` needs of a store scope: the store's id and content version, and the process's memo when there is one. */
export interface MemoScope {
  division: { id: number; contentVersion: number };
  runtime?: { memo: VersionedMemo } | undefined;
}

/** Forgets what `versioned` remembered under a key, so the next call computes afresh. */
export function forgetVersioned(scope: MemoScope, key: string): void {
  scope.runtime?.memo.forget(scope.division.id, key);
}

export function versioned<T>(scope: MemoScope, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = scope.runtime?.memo;
  return memo ? memo.get(scope.division.id, scope.division.contentVersion, key, compute) : compute();
}
