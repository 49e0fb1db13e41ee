import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { liveChatProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'liveChat', properties: liveChatProps.parse(raw) });

describe('liveChat block', () => {
  it('draws its words as HTML, and a launcher that starts hidden', async () => {
    const html = await render({ group: 'support', title: 'Ask us', body: 'We reply fast.', buttonText: 'Start' });
    expect(html).toContain('<h2>Ask us</h2>');
    expect(html).toContain('We reply fast.');
    expect(html).toMatch(/data-group="3"/);
    expect(html).toMatch(/<button class="button"[^>]*data-live-chat-open[^>]*hidden[^>]*>Start<\/button>/);
  });
  it('draws the secondary style and the picture', async () => {
    const html = await render({ buttonStyle: 'secondary', image: '/media/team.jpg' });
    expect(html).toMatch(/class="button secondary"/);
    expect(html).toContain('src="/media/team.jpg"');
  });
  it("escapes the owner's text", async () => {
    const html = await render({ title: '"><img src=x onerror=alert(1)>' });
    expect(html).toContain('<h2>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</h2>');
    // In the attribute the quote is escaped, so nothing leaves it.
    expect(html).not.toContain('"><img');
  });
  it('brings only its small loader script, no island', async () => {
    const html = await render({});
    expect(html).toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain('astro-island');
  });
});
