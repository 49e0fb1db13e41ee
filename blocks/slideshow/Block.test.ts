import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { slideshowProps } from './schema.ts';
import { slideProps } from '../slide/schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const slide = (id: string, image?: string) => ({
  id,
  type: 'slide',
  size: { w: 12 },
  items: [],
  faded: false,
  data: undefined,
  generatedBy: undefined,
  properties: slideProps.parse({ image }),
});
const render = (raw: Record<string, unknown>, items: unknown[]) => {
  const block = { type: 'slideshow', id: 'show-1', properties: slideshowProps.parse(raw), items };
  return renderer.render(block);
};

describe('slideshow block', () => {
  it('is a labelled carousel that carries its speed and mode for the script', async () => {
    const html = await render({ speed: 7000, mode: 'random', label: 'Summer' }, [slide('a'), slide('b')]);
    expect(html).toMatch(/<section[^>]+aria-roledescription="carousel"/);
    expect(html).toContain('aria-label="Summer"');
    expect(html).toContain('data-speed="7000"');
    expect(html).toContain('data-mode="random"');
    expect(html).toContain('data-slideshow-index="0"');
    expect(html).toMatch(/class="track"[^>]*data-slideshow-track[^>]*tabindex="0"/);
  });
  it('links a dot to each slide, the first marked current, so slides are reachable without script', async () => {
    const html = await render({}, [slide('a'), slide('b'), slide('c')]);
    expect(html.match(/data-slideshow-dot=/g)).toHaveLength(3);
    expect(html).toMatch(/href="#slide-a"[^>]*data-slideshow-dot="0"[^>]*aria-label="Slide 1 of 3"[^>]*aria-current="true"/);
    expect(html).toMatch(/href="#slide-c"[^>]*data-slideshow-dot="2"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
  it('keeps the arrows and pause button hidden until the script runs', async () => {
    const html = await render({}, [slide('a'), slide('b')]);
    expect(html).toMatch(/data-slideshow-prev[^>]*aria-label="Previous slide"[^>]*hidden/);
    expect(html).toMatch(/data-slideshow-next[^>]*aria-label="Next slide"[^>]*hidden/);
    expect(html).toMatch(/data-slideshow-toggle[^>]*aria-label="Pause slideshow"[^>]*hidden/);
  });
  it('draws no controls for one slide or when navigation is off', async () => {
    expect(await render({}, [slide('a')])).not.toContain('data-slideshow-dot');
    expect(await render({ navigation: false }, [slide('a'), slide('b')])).not.toContain('data-slideshow-next');
  });
  it('brings its script along (Astro emits it once per page)', async () => {
    expect(await render({}, [slide('a'), slide('b')])).toMatch(/<script[^>]+type="module"/);
  });
  it('preloads nothing unless it opens the page', async () => {
    expect(await render({}, [slide('a', '/media/first.webp'), slide('b')])).not.toContain('rel="preload"');
  });
});
