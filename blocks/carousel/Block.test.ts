import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { carouselProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const item = (id: string) => ({ id, type: 'pod' });
const render = (raw: Record<string, unknown>, items: unknown[] = [item('a'), item('b')]) => {
  const block = { type: 'carousel', properties: carouselProps.parse(raw), items };
  return renderer.render(block);
};

describe('carousel block', () => {
  it('is a keyboard-scrollable snap row sized by its items in view', async () => {
    const html = await render({ title: 'Best sellers', perView: { xs: 2, md: 3, lg: 5 }, spacing: '2rem' });
    expect(html).toContain('aria-label="Best sellers"');
    expect(html).toMatch(/<h2[^>]*>Best sellers<\/h2>/);
    expect(html).toMatch(/data-carousel-track[^>]*tabindex="0"/);
    expect(html).toContain('--carousel-xs:2;--carousel-md:3;--carousel-lg:5;--carousel-gap:2rem');
  });
  it('keeps its buttons hidden until the script runs', async () => {
    const html = await render({});
    expect(html).toMatch(/data-carousel-prev[^>]*aria-label="Scroll back"[^>]*hidden/);
    expect(html).toMatch(/data-carousel-next[^>]*aria-label="Scroll forward"[^>]*hidden/);
    expect(html).toMatch(/<script[^>]+type="module"/);
  });
  it('has no buttons with navigation off or a single item', async () => {
    expect(await render({ navigation: false })).not.toContain('data-carousel-next');
    expect(await render({}, [item('a')])).not.toContain('data-carousel-next');
  });
});
