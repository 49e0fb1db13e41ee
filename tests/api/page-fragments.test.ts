// A page's blocks are kept as one fragment (src/components/blocks/PageBlocks.astro), beside
// the shell's: rendering a page again draws no block, and gives the same bytes. Run in a
// process of its own, as the server runs the built app.
import { describe, expect, it } from 'vitest';
import { lastJsonLine, runRenderProbe } from '../support/render-probe-run.ts';
import { scaled } from '../support/slowdown.ts';

function probe(host: string, ...paths: string[]) {
  return lastJsonLine<{ keys: string[]; same: Record<string, boolean> }>(runRenderProbe('tests/support/page-fragments-probe.ts', [host, ...paths]));
}

describe('page fragments', () => {
  it(
    "a grid page's and a template page's blocks are one fragment each, re-used byte for byte",
    () => {
      // / is a grid page; /about/ is a template page (stacked sections).
      const { keys, same } = probe('demo.localhost', '/', '/about/');
      expect(same).toEqual({ '/': true, '/about/': true });
      const blockFragments = keys.filter((key) => key.includes(':blocks:'));
      expect(blockFragments).toHaveLength(2);
      expect(blockFragments.map((key) => key.replace(/^.*:blocks:(\/[^:]*):.*:page-blocks:[\d.]+$/, '$1')).sort()).toEqual(['/', '/about/']);
      // Nothing else is kept per block: the shell's parts and the two pages' blocks.
      expect(keys.length).toBeLessThan(10);
    },
    scaled(60_000),
  );
});
