import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { ROOT } from '../../support/import-graph.ts';
import { scaled } from '../../support/slowdown.ts';

/** Mark-compacts V8 ran while the floor probe grew its old generation past a memory-reducing GC. */
function markCompactsWhileGrowing(flags: string[]): number {
  const result = spawnSync(process.execPath, [...flags, '--expose-gc', '--trace-gc', `${ROOT}/tests/support/old-generation-floor-probe.ts`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(result.status, result.stderr).toBe(0);
  const out = result.stdout;
  const growing = out.slice(out.indexOf('old-generation-floor: start'), out.indexOf('old-generation-floor: end'));
  expect(growing.length).toBeGreaterThan(0);
  return growing.split('\n').filter((line) => line.includes('Mark-Compact')).length;
}

describe('server Node flags', () => {
  it('`npm start` runs the server with the flags tests and benchmarks use', () => {
    const start: string = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')).scripts.start;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  // After a memory-reducing GC (an idle spell), V8 set the next full GC a few MB above what was
  // live, and the next uncached load ran into mark-compacts every second or two. The floor lets
  // the old generation grow to 128 MB first. The probe counts bytes, not time.
  it(
    'a process with the server flags grows its old generation from 60 to 110 MB after a memory-reducing GC without a mark-compact',
    () => {
      expect(markCompactsWhileGrowing(SERVER_NODE_FLAGS)).toBe(0);
    },
    scaled(30_000),
  );

  it(
    'without the old-generation floor the same growth does run a mark-compact (the probe can tell)',
    () => {
      const withoutFloor = SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--initial-old-space-size'));
      expect(markCompactsWhileGrowing(withoutFloor)).toBeGreaterThan(0);
    },
    scaled(30_000),
  );
});
