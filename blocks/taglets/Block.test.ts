import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { tagletsProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'taglets', properties: tagletsProps.parse(raw) });

describe('taglets block', () => {
  it('renders a named navigation list of pills', async () => {
    const html = await render({
      title: 'Shop by theme',
      tags: [
        { text: 'Organic', href: '/collection/organic/' },
        { text: 'Gifts', href: '/collection/gifts/' },
      ],
    });
    expect(html).toMatch(/<nav [^>]*aria-label="Shop by theme"/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('href="/collection/gifts/"');
  });
  it('is a plain list when no tag links anywhere, and can scroll on one line', async () => {
    const html = await render({ tags: [{ text: 'Organic' }], overflow: 'scroll' });
    expect(html).not.toContain('<nav');
    expect(html).toMatch(/class="taglets container scroll"/);
  });
  it('renders nothing without tags', async () => {
    expect((await render({ title: 'Tags' })).trim()).toBe('');
  });
});
