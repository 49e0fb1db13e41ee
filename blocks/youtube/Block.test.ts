import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { youtubeProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const ID = 'dQw4w9WgXcQ';
const render = (raw: Record<string, unknown>, preview = false) => renderer.render({ type: 'youtube', properties: youtubeProps.parse(raw) }, { preview });

describe('youtube block', () => {
  it('draws a facade that asks nothing of YouTube or anyone else', async () => {
    const html = await render({ video: `https://www.youtube.com/watch?v=${ID}`, title: 'Our studio' });
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('ytimg');
    expect(html).not.toMatch(/<(img|script|link)[^>]+(src|href)="https?:/);
    expect(html).toContain('aria-label="Play video: Our studio"');
    expect(html).toContain(`data-youtube="${ID}"`);
    expect(html).toContain('Our studio');
  });
  it('links to the video itself for visitors without script', async () => {
    expect(await render({ video: ID, start: 30 })).toContain(`href="https://www.youtube.com/watch?v=${ID}&amp;t=30s"`);
  });
  it("uses the store's poster when given, lazily", async () => {
    expect(await render({ video: ID, poster: '/media/p.webp' })).toMatch(/<img[^>]+src="\/media\/p\.webp"[^>]+loading="lazy"/);
  });
  it('sizes the frame by its ratio', async () => {
    expect(await render({ video: ID, ratio: '9:16' })).toContain(`--youtube-ratio:${9 / 16}`);
  });
  it('shows nothing without a video, and a hint in preview', async () => {
    expect((await render({})).replace(/<script[^>]*><\/script>/, '').trim()).toBe('');
    expect(await render({}, true)).toContain('Add youtube');
  });
});
