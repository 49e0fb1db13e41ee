// A page's blocks are kept as one fragment (src/components/blocks/PageBlocks.astro), beside
// the shell's: rendering a page again draws no block, and gives the same bytes. Run in a
// process of its own, as the server runs the built app.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/api.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';

function probe(host: string, ...paths: string[]) {
  const result = spawnSync(process.execPath, ['tests/support/page-fragments-probe.ts', testServer().databaseUrl, host, ...paths], {
    env: { ...process.env, DATABASE_URL: testServer().databaseUrl, SQLITE_PATH: testServer().databaseUrl, MEDIA_DIR: TEST_MEDIA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr + result.stdout.slice(-2000)).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { keys: string[]; same: Record<string, boolean> };
}

describe('page fragments', () => {
  it("a grid page's and a template page's blocks are one fragment each, re-used byte for byte", () => {
    // / is a grid page; /about/ is a template page (stacked sections).
    const { keys, same } = probe('demo.localhost', '/', '/about/');
    expect(same).toEqual({ '/': true, '/about/': true });
    const blockFragments = keys.filter((key) => key.includes(':blocks:'));
    expect(blockFragments).toHaveLength(2);
    expect(blockFragments.map((key) => key.replace(/^.*:blocks:(\/[^:]*):.*:page-blocks:[\d.]+$/, '$1')).sort()).toEqual(['/', '/about/']);
    // Nothing else is kept per block: the shell's parts and the two pages' blocks.
    expect(keys.length).toBeLessThan(10);
  }, 60_000);
});
