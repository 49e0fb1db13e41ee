// A page the built Astro app renders carries its renderer's chunks on its Response
// (src/build/rendered-body-plugin.ts), and the front server's reader gives the same bytes
// from them as the web stream would, without reading the stream. Run in a process of its
// own, as the server runs the built app.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/api.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';

function probe(host: string, path: string) {
  const result = spawnSync(process.execPath, ['tests/support/rendered-body-probe.ts', testServer().databaseUrl, host, path], {
    env: { ...process.env, DATABASE_URL: testServer().databaseUrl, SQLITE_PATH: testServer().databaseUrl, MEDIA_DIR: TEST_MEDIA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr + result.stdout.slice(-2000)).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { status: number; carriesChunks: boolean; streamUnread: boolean; length: number; sameBytes: boolean };
}

describe('rendered body', () => {
  it('a rendered home page is read from its chunks, byte for byte what its stream holds', () => {
    const found = probe('demo.localhost', '/');
    expect(found).toMatchObject({ status: 200, carriesChunks: true, streamUnread: true, sameBytes: true });
    expect(found.length).toBeGreaterThan(10_000);
  }, 60_000);

  it('so is a not-found page', () => {
    expect(probe('north.localhost', '/no-such-page/')).toMatchObject({ status: 404, carriesChunks: true, streamUnread: true, sameBytes: true });
  }, 60_000);
});
