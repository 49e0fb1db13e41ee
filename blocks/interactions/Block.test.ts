import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { interactionsProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'interactions', properties: interactionsProps.parse(raw) });

describe('interactions block', () => {
  it('renders working share links for the given address without script', async () => {
    const html = await render({ url: 'https://shop.example.com/about/', text: 'Our story' });
    expect(html).toContain('href="https://x.com/intent/post?url=https%3A%2F%2Fshop.example.com%2Fabout%2F&amp;text=Our+story"');
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example.com%2Fabout%2F"');
    expect(html).toContain('href="mailto:?subject=Our%20story&amp;body=https%3A%2F%2Fshop.example.com%2Fabout%2F"');
    expect(html).toMatch(/aria-label="Share on WhatsApp"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html).toContain('data-share-url="https://shop.example.com/about/"');
  });
  it("falls back to this page's own address, and lets the script rebuild it", async () => {
    const html = await render({});
    expect(html).toMatch(/href="https:\/\/x\.com\/intent\/post\?url=http[^"]+"/);
    expect(html).not.toContain('data-share-url');
  });
  it('hides copy link until the script finds a clipboard', async () => {
    expect(await render({})).toMatch(/data-share-copy[^>]*aria-label="Copy link"[^>]*hidden/);
    expect(await render({ copyLink: false })).not.toContain('data-share-copy');
  });
  it('offers only the chosen networks', async () => {
    const html = await render({ networks: ['pinterest'] });
    expect(html.match(/data-share-network=/g)).toHaveLength(1);
    expect(html).toContain('Save to Pinterest');
  });
});
