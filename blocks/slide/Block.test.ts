import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { slideProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, id = 'slide-1') => {
  const block = { type: 'slide', id, properties: slideProps.parse(raw) };
  return renderer.render(block);
};

describe('slide block', () => {
  it('draws the picture lazily with its words and buttons', async () => {
    const html = await render({
      title: 'Summer',
      copy: 'New prints',
      image: '/media/a.webp',
      imageAlt: 'Beach',
      actions: [
        { text: 'Shop', href: '/shop/' },
        { text: 'Story', href: '/about/', primary: false },
      ],
    });
    expect(html).toMatch(/<img[^>]+src="\/media\/a\.webp"[^>]+loading="lazy"/);
    expect(html).toContain('alt="Beach"');
    expect(html).toMatch(/<h2[^>]*>Summer<\/h2>/);
    expect(html).toContain('New prints');
    expect(html).toMatch(/<a class="button"[^>]*href="\/shop\/"/);
    expect(html).toMatch(/class="button secondary"[^>]*href="\/about\/"/);
  });
  it('carries an id a slideshow dot can link to', async () => {
    expect(await render({}, 'a b/c')).toContain('id="slide-a-b-c"');
  });
  it('plays a video muted in place of the picture', async () => {
    const html = await render({ video: '/media/v.mp4', image: '/media/poster.webp' });
    expect(html).toMatch(/<video[^>]+src="\/media\/v\.mp4"[^>]+poster="\/media\/poster\.webp"/);
    expect(html).toMatch(/<video[^>]+muted/);
    expect(html).not.toContain('<img');
  });
  it('escapes its words', async () => {
    expect(await render({ title: '<script>x</script>' })).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
