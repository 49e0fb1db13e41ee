import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { announcementProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'announcement', properties: announcementProps.parse(raw) });

describe('announcement block', () => {
  it('renders the message and its actions in their styles', async () => {
    const html = await render({
      text: 'Free delivery this weekend',
      alignment: 'space-between',
      actions: [
        { text: 'Shop now', href: '/collection/sale/', style: 'secondary' },
        { text: 'Details', href: '/help/', style: 'none' },
      ],
    });
    expect(html).toContain('Free delivery this weekend');
    expect(html).toContain('align-space-between');
    expect(html).toMatch(/<a [^>]*class="action secondary"[^>]*href="\/collection\/sale\/"|<a [^>]*href="\/collection\/sale\/"[^>]*class="action secondary"/);
    expect(html).toMatch(/class="action none"/);
  });
  it('turns a named action into its address for islands to take over', async () => {
    const html = await render({ text: 'Questions?', actions: [{ text: 'Chat with us', action: 'liveChat' }] });
    expect(html).toContain('href="/help/"');
    expect(html).toContain('data-action="live-chat"');
  });
  it('opens links in a new tab only when asked, and says so', async () => {
    const html = await render({
      text: 'x',
      actions: [
        { text: 'Lookbook', href: 'https://lookbook.example.com/', newTab: true },
        { text: 'Basket', action: 'basket', newTab: true },
      ],
    });
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
    expect(html).toContain('rel="noopener"');
    expect(html).toContain('(opens in a new tab)');
  });
  it('applies owner colours as validated custom properties', async () => {
    expect(await render({ text: 'x', background: '#123', textColor: '#fff' })).toContain(
      'style="--announcement-block-background:#112233;--announcement-block-color:#ffffff"',
    );
  });
  it('escapes text, drops ignored actions and renders nothing when empty', async () => {
    const html = await render({ text: '<b>x</b>', actions: [{ text: 'No link' }] });
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<a ');
    expect((await render({ actions: [{ text: '', href: '/x/' }] })).trim()).toBe('');
  });
});
