import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { remillReturnProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'remillReturn', properties: remillReturnProps.parse(raw) });

describe('remillReturn block', () => {
  it('draws the offer as HTML, with a button that opens the popup', async () => {
    const html = await render({});
    expect(html).toContain('<h2>Send us your old clothes, free</h2>');
    expect(html).toContain('<li>100% cotton clothing from any brand</li>');
    expect(html).toContain('<li>Not denim or underwear</li>');
    expect(html).toMatch(/<button class="button" type="button" data-return-offer-open aria-haspopup="dialog"[^>]*>Get a free returns label<\/button>/);
    expect(html).toMatch(/<p class="status" role="status" data-return-offer-status[^>]*><\/p>/);
  });
  it("escapes the owner's text", async () => {
    const html = await render({ title: '<img src=x onerror=alert(1)>', buttonText: '<b>Go</b>' });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Go&lt;/b&gt;');
  });
  it('leaves the conditions out when told to', async () => {
    expect(await render({ showConditions: false })).not.toContain('Not denim or underwear');
  });
  it('brings only its small loader script, no island', async () => {
    const html = await render({});
    expect(html).toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain('astro-island');
  });
});
