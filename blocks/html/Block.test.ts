import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { htmlProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'html', properties: htmlProps.parse(raw) });

describe('html block', () => {
  it('renders owner HTML sanitised, in the content column', async () => {
    const html = await render({ html: '<h2>Size guide</h2><table><tr><td>S</td></tr></table><script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(html).toMatch(/class="html-block container"/);
    expect(html).toContain('<h2>Size guide</h2>');
    expect(html).toContain('<td>S</td>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });
  it('can run edge to edge', async () => {
    expect(await render({ html: '<p>x</p>', contained: false })).not.toContain('container');
  });
  it('renders nothing when nothing survives sanitising', async () => {
    expect((await render({ html: '<script>alert(1)</script>' })).trim()).toBe('');
  });
});
