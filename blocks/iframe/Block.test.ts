import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { iframeProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, preview = false) => renderer.render({ type: 'iframe', properties: iframeProps.parse(raw) }, { preview });

describe('iframe block', () => {
  it('frames an https address sandboxed, lazily, without a referrer', async () => {
    const html = await render({ url: 'https://maps.example.com/embed?q=a&z=2', title: 'Map of our shop', caption: 'Find us' });
    expect(html).toContain('src="https://maps.example.com/embed?q=a&amp;z=2"');
    expect(html).toContain('title="Map of our shop"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerpolicy="no-referrer"');
    expect(html).toContain('data-embed-origin="https://maps.example.com"');
    expect(html).toContain('aspect-ratio:1 / 0.5625');
    expect(html).toContain('Find us');
    expect(html).not.toContain('allow-top-navigation');
  });
  it('frames embed code by its src only, never its other markup', async () => {
    const html = await render({
      embedCode: '<iframe src="https://player.example.com/v/1" style="position:fixed" class="x" width="640" height="360"></iframe>',
      ratio: 'auto',
    });
    expect(html).toContain('src="https://player.example.com/v/1"');
    expect(html).not.toContain('position:fixed');
    expect(html).toContain('aspect-ratio:640 / 360');
    expect(html).toContain('title="Embedded content"');
  });
  it('uses a fixed height when asked', async () => {
    expect(await render({ url: 'https://x.example.com/', ratio: 'fixed', height: 600 })).toContain('height:600px');
  });
  it('escapes the title so it cannot leave its attribute', async () => {
    const html = await render({ url: 'https://x.example.com/', title: '"><script>alert(1)</script>' });
    expect(html).toContain('title="&quot;><script>alert(1)</script>"');
    expect(html).not.toMatch(/title=""/);
  });
  it('shows nothing to shoppers without an address, and a hint in preview', async () => {
    expect((await render({})).trim()).toBe('');
    expect(await render({}, true)).toContain('Add a web address or embed code');
  });
});
