import type { Db } from '../db/database.ts';
import { resolveHost, type HostMatch } from './resolve-host.ts';
import { onContentChanged } from './content-version.ts';
import { LruCache } from '../../lib/lru-cache.ts';

// Host resolution runs on every request that reaches Astro; a store's host rarely
// changes, so a match is kept for a second (a content change in this process drops
// it at once; other processes' changes are seen within the second).

const TTL = 1000;
const MEMO = Symbol.for('printfront.host-memo');
const holder = globalThis as { [MEMO]?: LruCache<string, { match: HostMatch; at: number }> };
const memo = (holder[MEMO] ??= new LruCache(10_000));

onContentChanged((divisionId) => {
  for (const [host, entry] of memo) if (entry.match.kind === 'store' && entry.match.division.id === divisionId) memo.delete(host);
});

export async function resolveHostMemo(db: Db, host: string, platformDomain: string): Promise<HostMatch> {
  const entry = memo.get(host);
  if (entry && Date.now() - entry.at < TTL) return entry.match;
  const match = await resolveHost(db, host, platformDomain);
  memo.set(host, { match, at: Date.now() });
  return match;
}
