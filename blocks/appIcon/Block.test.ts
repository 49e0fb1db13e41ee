import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { appIconProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'appIcon', properties: appIconProps.parse(raw) });

describe('appIcon block', () => {
  it('draws a linked tile with its icon and label', async () => {
    const html = await render({ label: 'Shop', icon: 'basket', href: '/collection/t-shirts/', background: '#112233' });
    expect(html).toMatch(/<a [^>]*href="\/collection\/t-shirts\/"/);
    expect(html).toContain('<svg');
    expect(html).toContain('>Shop<');
    expect(html).toContain('--app-icon-background:#112233');
    expect(html).toContain('--app-icon-size:72px');
  });
  it('uses an image instead of the icon, decorative beside its label', async () => {
    const html = await render({ label: 'Blog', image: '/media/logo.png' });
    expect(html).toContain('src="/media/logo.png"');
    expect(html).toMatch(/<img [^>]*\balt(="")?[\s>]/); // Astro writes an empty alt as a bare attribute
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<a ');
  });
  it('escapes the label and blocks unsafe links', async () => {
    const html = await render({ label: '<b>x</b>', href: 'javascript:alert(1)' });
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('href="/404/"');
  });
  it('renders nothing with no label, image or known icon', async () => {
    expect((await render({ icon: 'nope' })).trim()).toBe('');
  });
});
