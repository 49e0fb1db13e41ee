// The patch that leaves a rendered page's chunks on its Response (page.js,
// src/build/astro-patches.ts), and the reader that uses them
// (src/platform/front/rendered-body.ts): the patch must apply to the Astro installed here and
// parse, refuse an Astro whose text has moved, and the reader must give the body's bytes
// from the chunks without reading the stream, or from the stream when there are no chunks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroPatches, patchAstroFile, RENDER_PAGE } from '../../../src/build/astro-patches.ts';
import { bodyOf, RENDERED_BODY_KEY } from '../../../src/platform/front/rendered-body.ts';

const require = createRequire(import.meta.url);
const PAGE = path.join(path.dirname(require.resolve('astro/package.json')), 'dist/runtime/server/render/page.js');
const original = readFileSync(PAGE, 'utf8');
const patchRenderPage = (code: string) => patchAstroFile(RENDER_PAGE, code);

/** An iterable like Astro's renderer yields, counting the chunks taken from it. */
function chunks(...texts: string[]) {
  const taken = { count: 0 };
  const iterable = {
    async *[Symbol.asyncIterator]() {
      for (const text of texts) {
        taken.count++;
        yield new TextEncoder().encode(text);
      }
    },
  };
  return { iterable, taken };
}

/** A Response made the way the patched renderPage makes one. */
function renderedResponse(iterable: AsyncIterable<Uint8Array>): Response {
  const response = new Response(iterable as unknown as BodyInit, { headers: { 'content-type': 'text/html' } });
  (response as unknown as Record<symbol, unknown>)[Symbol.for(RENDERED_BODY_KEY)] = iterable;
  return response;
}

describe('rendered body plugin', () => {
  it('rewrites the installed page.js into a module that parses and keeps the chunks on the Response', () => {
    const patched = patchRenderPage(original);
    expect(patched).toContain(`response[Symbol.for("${RENDERED_BODY_KEY}")] = body;`);
    expect(patched.match(/new Response\(body, \{ \.\.\.init, headers/g)).toHaveLength(2);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rendered-body-')), 'page.mjs');
    writeFileSync(file, patched);
    const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('refuses an Astro whose text has moved', () => {
    expect(() => patchRenderPage(original.replace('return new Response(body, { ...init, headers });', 'return new Response(body, init);'))).toThrow(
      /does not match astro\/dist\/runtime\/server\/render\/page\.js/,
    );
  });

  it('transforms page.js only', () => {
    const transform = astroPatches().transform as (code: string, id: string) => { code: string } | null;
    expect(transform.call({}, original, '/x/node_modules/astro/dist/runtime/server/render/page.js?v=1')?.code).toContain(RENDERED_BODY_KEY);
    expect(transform.call({}, original, '/x/node_modules/astro/dist/runtime/server/render/slot.js')).toBeNull();
  });
});

describe('bodyOf', () => {
  it('reads a rendered page from its chunks, leaving the stream unread', async () => {
    const { iterable, taken } = chunks('<!DOCTYPE html><p>', 'Ünïcode – €', '</p>');
    const response = renderedResponse(iterable);
    const body = await bodyOf(response);
    expect(body.toString()).toBe('<!DOCTYPE html><p>Ünïcode – €</p>');
    expect(taken.count).toBe(3);
    expect(response.bodyUsed).toBe(false);
  });

  it('gives a single chunk as it is, without copying it', async () => {
    const only = new TextEncoder().encode('<p>one</p>');
    const response = renderedResponse({
      async *[Symbol.asyncIterator]() {
        yield only;
      },
    });
    const body = await bodyOf(response);
    expect(body.buffer).toBe(only.buffer);
    expect(body.toString()).toBe('<p>one</p>');
  });

  it('reads any other Response through its stream', async () => {
    expect((await bodyOf(new Response('plain'))).toString()).toBe('plain');
    // Chunks left on a Response whose body someone already read are not read again.
    const { iterable, taken } = chunks('a', 'b');
    const response = renderedResponse(iterable);
    expect(await response.text()).toBe('ab');
    await expect(bodyOf(response)).rejects.toThrow();
    expect(taken.count).toBe(2);
  });
});
