import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { gateProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'gate', properties: gateProps.parse(raw) });

describe('gate block', () => {
  it('keeps the content in a closed <details> whose summary confirms, so it opens without script', async () => {
    const html = await render({});
    expect(html).toMatch(/<details data-gate-details[^>]*>\s*<summary class="button"[^>]*>Yes, I am 18 or over<\/summary>\s*<div class="content"/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(/<h2[^>]*>Are you 18 or over\?<\/h2>/);
  });
  it('names its answer and how long it is kept, for the script', async () => {
    const html = await render({ name: 'notice', rememberDays: 0 });
    expect(html).toContain('data-gate="notice"');
    expect(html).toContain('data-gate-days="0"');
  });
  it('offers a way out, home by default, or none', async () => {
    expect(await render({})).toMatch(/<a class="button secondary decline"[^>]*href="\/"[^>]*>No, take me back<\/a>/);
    expect(await render({ declineHref: 'https://example.com/' })).toContain('href="https://example.com/"');
    expect(await render({ declineText: '' })).not.toContain('decline');
  });
});
