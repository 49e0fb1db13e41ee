import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { badgeProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'badge', properties: badgeProps.parse(raw) });

describe('badge block', () => {
  it('shows icon, label and caption', async () => {
    const html = await render({ label: 'Organic cotton', caption: 'GOTS certified' });
    expect(html).toContain('<svg');
    expect(html).toContain('Organic cotton');
    expect(html).toContain('GOTS certified');
    expect(html).not.toContain('<a ');
  });
  it('shows a certification image with its alt text and links when asked', async () => {
    const html = await render({ label: 'Fair Wear', image: 'https://cdn.example.com/fw.png', imageAlt: 'Fair Wear Foundation', href: '/about/' });
    expect(html).toContain('src="https://cdn.example.com/fw.png"');
    expect(html).toContain('alt="Fair Wear Foundation"');
    expect(html).toMatch(/<a [^>]*href="\/about\/"/);
  });
  it('escapes text and renders nothing without a label', async () => {
    expect(await render({ label: '<script>x</script>' })).toContain('&lt;script&gt;');
    expect((await render({})).trim()).toBe('');
  });
});
