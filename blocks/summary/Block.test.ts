import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { summaryProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'summary', properties: summaryProps.parse(raw) });

describe('summary block', () => {
  it('renders a titled list of points with icons', async () => {
    const html = await render({
      title: 'Why us',
      points: [
        { icon: 'truck', text: 'Free delivery' },
        { icon: 'recycle', text: 'Free returns' },
      ],
    });
    expect(html).toContain('<h2');
    expect(html).toContain('Why us');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html.match(/<svg/g)).toHaveLength(2);
  });
  it('draws a dot for an unknown icon and escapes text', async () => {
    const html = await render({ points: [{ icon: 'constructor', text: '<b>x</b>' }] });
    expect(html).not.toContain('<svg');
    expect(html).toContain('class="dot"');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
  it('renders nothing without points', async () => {
    expect((await render({ title: 'Why us' })).trim()).toBe('');
  });
});
