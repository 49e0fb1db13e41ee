import type { HostMatch } from './host-match.ts';
import { LruCache } from '../../lib/lru-cache.ts';

// Which store a Host header names, asked by the front server once per request before
// anything else. A store's host rarely changes, so a match is kept for a second: its
// content version then stays within a second of the database's, whichever process
// changed it; a change this process hears of (its own, or a NOTIFY) applies at once.

const TTL_MS = 1000;

interface Entry {
  match: HostMatch;
  at: number;
}

export class HostDirectory {
  private readonly entries = new LruCache<string, Entry>(10_000);
  private readonly lookups = new Map<string, Promise<HostMatch>>();

  private readonly lookup: (host: string) => Promise<HostMatch>;
  private readonly clock: () => number;

  /** `lookup` asks the database (resolveHost); `clock` is replaceable for tests. */
  constructor(lookup: (host: string) => Promise<HostMatch>, clock: () => number = Date.now) {
    this.lookup = lookup;
    this.clock = clock;
  }

  /** The host's match if it was looked up less than a second ago: the cache-hit path stays synchronous. */
  peek(host: string): HostMatch | undefined {
    const entry = this.entries.get(host);
    return entry && this.clock() - entry.at < TTL_MS ? entry.match : undefined;
  }

  /** Looks the host up (concurrent requests for one host share the one query). */
  resolve(host: string): Promise<HostMatch> {
    const fresh = this.peek(host);
    if (fresh) return Promise.resolve(fresh);
    let lookup = this.lookups.get(host);
    if (!lookup) {
      lookup = this.lookup(host)
        .then((match) => {
          this.entries.set(host, { match, at: this.clock() });
          return match;
        })
        .finally(() => this.lookups.delete(host));
      this.lookups.set(host, lookup);
    }
    return lookup;
  }

  /** Every host this process has seen serve the store (a rebuild renders for each). */
  hostsOf(divisionId: number): string[] {
    return [...this.entries].flatMap(([host, entry]) => (entry.match.kind === 'store' && entry.match.division.id === divisionId ? [host] : []));
  }

  /** A store's content moved on: its hosts are looked up afresh on their next request (and still listed by hostsOf). */
  forgetStore(divisionId: number): void {
    for (const [, entry] of this.entries) if (entry.match.kind === 'store' && entry.match.division.id === divisionId) entry.at = -Infinity;
  }
}
