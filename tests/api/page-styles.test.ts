// Each storefront page type carries one small stylesheet of its own, inline, with
// the CSS of the components it renders and (almost) nothing else; no render-blocking request.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';

const SCOPE = /astro-[a-z0-9]{8}/g;
/** Scoped CSS of components a page does not draw: the shell's optional parts (breadcrumbs, not-found) and a block's unused part. */
const UNUSED_BUDGET = 2048;
/** All a page's CSS, theme tokens and @font-face included, gzipped. */
const CSS_BUDGET = 8 * 1024;

async function pagesOf(store: string): Promise<[string, string][]> {
  const collection = (await storeRequest(store, '/collection/t-shirts/')).text;
  const product = /href="(\/product\/[^"]+)"/.exec(collection)?.[1];
  expect(product, 'a product on /collection/t-shirts/').toBeTruthy();
  return [
    ['home', '/'],
    ['collection', '/collection/t-shirts/'],
    ['product', product!],
    ['blog post', '/blog/how-we-print/'],
  ];
}

/** Top-level rules (at-rules with their blocks) of a stylesheet. */
function rules(css: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      found.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return found;
}

describe('page styles', () => {
  for (const store of ['demo', 'north']) {
    it(`${store}: home, collection, product and blog post load no stylesheet and carry little CSS they do not use`, async () => {
      for (const [kind, path] of await pagesOf(store)) {
        const html = (await storeRequest(store, path)).text;
        expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [], `${kind} links render-blocking stylesheets`).toEqual([]);
        const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
        expect(gzipSync(css).length, `${kind}: CSS gzip bytes`).toBeLessThanOrEqual(CSS_BUDGET);
        // A scoped rule is for a component the page draws when the page's markup carries its scope class.
        const drawn = new Set(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').match(SCOPE));
        const unused = rules(css).filter((rule) => (rule.match(SCOPE) ?? []).some((scope) => !drawn.has(scope)));
        expect(unused.join('').length, `${kind} (${path}) carries CSS of components it does not draw:\n${unused.join('\n').slice(0, 600)}`).toBeLessThanOrEqual(
          UNUSED_BUDGET,
        );
      }
    });
  }

  it('gives a page the CSS of every block type it draws (/all-blocks/)', async () => {
    const html = (await storeRequest('demo', '/all-blocks/')).text;
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
    const styled = new Set(css.match(SCOPE));
    // Every scope class on an element of a block has its rules on the page (a component without
    // a <style> has no scope class, so nothing is asked of it).
    const blockScopes = new Set(
      [...html.matchAll(/<div class="block[^"]*" data-block-type="[^"]+"[^>]*>\s*<[a-z]+[^>]*class="([^"]*)"/g)].flatMap(
        (match) => match[1]!.match(SCOPE) ?? [],
      ),
    );
    expect(blockScopes.size).toBeGreaterThan(20);
    expect([...blockScopes].filter((scope) => !styled.has(scope))).toEqual([]);
  });
});
