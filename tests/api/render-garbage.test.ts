// A finished render must die in V8's young generation. If an old object (an accessor pair, a
// map, an allocation site V8 pretenured) points at a render's objects, every scavenge copies
// them and they are promoted; a mark-compact (10–16 ms, the uncached page's p99) then follows
// every few seconds under load. src/build/astro-patches.ts rewrites Astro's
// per-request getters for this, and the server runs without allocation-site pretenuring
// (scripts/server-node-flags.mjs). This test renders one path after another in a process
// with the server's flags and adds up what the scavenges promoted: it counts bytes, which
// depend on allocation, not on time, so a busy machine does not change the answer.
import { describe, expect, it } from 'vitest';
import { runRenderProbe } from '../support/render-probe-run.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { scaled } from '../support/slowdown.ts';

const RENDERS = 1500;
// Measured here (bytes promoted a render): a home page 1,350–1,530 with both fixes, 13,800–14,000
// without the plugin, about 31,000 with pretenuring; /robots.txt 51 with the plugin, 8,800 without.
// Since the probe reads the body as the front server does (bytes, not text) after 1,000 renders
// of warm-up, and a page's blocks are one fragment: a home page 7–24.

function promotedPerRender(host: string, path: string): number {
  const stdout = runRenderProbe('tests/support/render-garbage-probe.ts', [host, path, String(RENDERS)], [...SERVER_NODE_FLAGS, '--trace-gc-nvp']);
  const measured = stdout.slice(stdout.indexOf('render-garbage: start'), stdout.indexOf('render-garbage: end'));
  let promoted = 0;
  let scavenges = 0;
  for (const line of measured.split('\n')) {
    if (!/\bgc=s\b/.test(line)) continue;
    scavenges++;
    promoted += Number(/\bpromoted=(\d+)/.exec(line)?.[1] ?? 0);
  }
  // The renders allocate enough for V8 to scavenge many times; no scavenge would prove nothing.
  expect(scavenges).toBeGreaterThan(5);
  return promoted / RENDERS;
}

describe('render garbage', () => {
  it(
    'an uncached home page render leaves (almost) nothing for the old generation',
    () => {
      expect(promotedPerRender('demo.localhost', '/')).toBeLessThan(4 * 1024);
    },
    scaled(60_000),
  );

  it(
    'an endpoint (/robots.txt) render leaves (almost) nothing for the old generation',
    () => {
      expect(promotedPerRender('north.localhost', '/robots.txt')).toBeLessThan(1024);
    },
    scaled(60_000),
  );
});
