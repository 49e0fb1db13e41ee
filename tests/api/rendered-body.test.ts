// A page the built Astro app renders carries its renderer's chunks on its Response
// (src/build/astro-patches.ts), and the front server's reader gives the same bytes
// from them as the web stream would, without reading the stream. Run in a process of its
// own, as the server runs the built app.
import { describe, expect, it } from 'vitest';
import { lastJsonLine, runRenderProbe } from '../support/render-probe-run.ts';
import { scaled } from '../support/slowdown.ts';

function probe(host: string, path: string) {
  return lastJsonLine<{ status: number; carriesChunks: boolean; streamUnread: boolean; length: number; sameBytes: boolean }>(
    runRenderProbe('tests/support/rendered-body-probe.ts', [host, path]),
  );
}

describe('rendered body', () => {
  it(
    'a rendered home page is read from its chunks, byte for byte what its stream holds',
    () => {
      const found = probe('demo.localhost', '/');
      expect(found).toMatchObject({ status: 200, carriesChunks: true, streamUnread: true, sameBytes: true });
      expect(found.length).toBeGreaterThan(10_000);
    },
    scaled(60_000),
  );

  it(
    'a not-found page is read from its chunks too, byte for byte what its stream holds',
    () => {
      expect(probe('north.localhost', '/no-such-page/')).toMatchObject({ status: 404, carriesChunks: true, streamUnread: true, sameBytes: true });
    },
    scaled(60_000),
  );
});
