import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { actionProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'action', properties: actionProps.parse(raw) });

describe('action block', () => {
  it('opens the basket with its label and icon by default', async () => {
    const html = await render({});
    expect(html).toContain('href="/basket"');
    expect(html).toContain('data-action="basket"');
    expect(html).toContain('View basket');
    expect(html).toContain('<svg');
  });
  it('goes to express checkout', async () => {
    const html = await render({ action: 'expressCheckout', text: 'Buy now' });
    expect(html).toContain('href="/checkout?express=true"');
    expect(html).toContain('data-action="express-checkout"');
    expect(html).toContain('Buy now');
  });
  it('falls back to the help page for live chat, for the chat island to take over', async () => {
    const html = await render({ action: 'liveChat' });
    expect(html).toContain('href="/help/"');
    expect(html).toContain('data-action="live-chat"');
  });
  it('renders a link action, new tab marked for screen readers', async () => {
    const html = await render({ action: 'link', href: 'https://example.com/', text: 'Read', newTab: true, hideIcon: true });
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain('(opens in a new tab)');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('data-action');
  });
  it('renders nothing for a link action without an address', async () => {
    expect((await render({ action: 'link' })).trim()).toBe('');
  });
  it('escapes its text and blocks unsafe links', async () => {
    const html = await render({ action: 'link', href: 'javascript:alert(1)', text: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('href="/404/"');
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('<img');
  });
  it('draws a text link or an outlined button, icon on the chosen side', async () => {
    expect(await render({ style: 'link' })).toContain('text-link');
    const html = await render({ style: 'secondary', iconPosition: 'right' });
    expect(html).toMatch(/class="[^"]*button[^"]*secondary/);
    expect(html.indexOf('<svg')).toBeGreaterThan(html.indexOf('View basket'));
  });
  it('leaves out an icon name that is not in the icon set', async () => {
    expect(await render({ action: 'link', href: '/a/', icon: 'toString' })).not.toContain('<svg');
  });
});
