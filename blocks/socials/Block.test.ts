import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { socialsProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'socials', properties: socialsProps.parse(raw) });

describe('socials block', () => {
  it('links each network with an inline icon and a spoken name', async () => {
    const html = await render({
      title: 'Follow us',
      links: [
        { network: 'instagram', href: 'https://instagram.com/shop' },
        { network: 'tiktok', href: 'https://tiktok.com/@shop' },
      ],
    });
    expect(html).toMatch(/<nav [^>]*aria-label="Follow us"/);
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('href="https://instagram.com/shop"');
    expect(html).toContain('rel="noopener me"');
    expect(html).toContain('Instagram (opens in a new tab)');
    expect(html).toContain('TikTok (opens in a new tab)');
  });
  it('drops links that are not https before rendering', async () => {
    const html = await render({
      links: [
        { network: 'x', href: 'http://x.com/shop' },
        { network: 'pinterest', href: 'https://pinterest.com/shop' },
      ],
    });
    expect(html).not.toContain('x.com');
    expect(html).toContain('Pinterest');
  });
  it('renders nothing without links', async () => {
    expect((await render({ title: 'Follow us' })).trim()).toBe('');
  });
});
