import { describe, expect, it } from 'vitest';
import { HostDirectory } from '../../../src/platform/front/host-directory.ts';
import type { HostMatch } from '../../../src/platform/front/host-match.ts';
import type { Division } from '../../../src/schemas/division.ts';

function directory() {
  let now = 1_000;
  const lookups: string[] = [];
  let version = 1;
  const hosts = new HostDirectory(
    async (host) => {
      lookups.push(host);
      return { kind: 'store', via: 'subdomain', division: { id: 7, contentVersion: version } as Division } satisfies HostMatch;
    },
    () => now,
  );
  return { hosts, lookups, tick: (ms: number) => (now += ms), publish: () => (version += 1) };
}

const versionOf = (match: HostMatch | undefined) => (match?.kind === 'store' ? match.division.contentVersion : undefined);

describe('host directory', () => {
  it('answers from memory for a second, then asks the database again', async () => {
    const { hosts, lookups, tick, publish } = directory();
    expect(hosts.peek('demo.localhost')).toBeUndefined();
    expect(versionOf(await hosts.resolve('demo.localhost'))).toBe(1);
    publish();
    tick(999);
    expect(versionOf(hosts.peek('demo.localhost'))).toBe(1);
    tick(1);
    expect(hosts.peek('demo.localhost')).toBeUndefined();
    expect(versionOf(await hosts.resolve('demo.localhost'))).toBe(2);
    expect(lookups).toEqual(['demo.localhost', 'demo.localhost']);
  });

  it('shares one lookup among concurrent requests for a host', async () => {
    const { hosts, lookups } = directory();
    await Promise.all([hosts.resolve('a.localhost'), hosts.resolve('a.localhost'), hosts.resolve('a.localhost')]);
    expect(lookups).toEqual(['a.localhost']);
  });

  it('forgets a store’s hosts at once when its content changes, and lists the hosts it has seen', async () => {
    const { hosts, lookups, publish } = directory();
    await hosts.resolve('demo.localhost');
    await hosts.resolve('shop.example');
    expect(hosts.hostsOf(7).sort()).toEqual(['demo.localhost', 'shop.example']);
    publish();
    hosts.forgetStore(7);
    expect(hosts.peek('demo.localhost')).toBeUndefined();
    expect(hosts.hostsOf(7).sort()).toEqual(['demo.localhost', 'shop.example']);
    expect(versionOf(await hosts.resolve('demo.localhost'))).toBe(2);
    expect(lookups).toHaveLength(3);
  });
});
