import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { feedProps } from './schema.ts';
import type { Data as FeedData } from './load.ts';
import type { SocialPost } from '../../src/schemas/social-post.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const post = (id: string, extra: Partial<SocialPost> = {}): SocialPost => ({
  id,
  imageUrl: `/media/${id}.webp`,
  caption: `Post ${id}\nwith #tags`,
  permalink: `/product/${id}/`,
  postedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});
const render = (raw: Record<string, unknown>, data: FeedData, preview = false) =>
  renderer.render({ type: 'feed', properties: feedProps.parse(raw), data }, { preview });

describe('feed block', () => {
  it('draws each post as a lazy square linking to it, described by its first caption line', async () => {
    const html = await render({}, { posts: [post('a'), post('b')], profileUrl: 'https://instagram.com/demo' });
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<a href="\/product\/a\/"[^>]*>\s*<img src="\/media\/a\.webp" alt="Post a"[^>]*loading="lazy"/);
    expect(html).toMatch(/class="follow" href="https:\/\/instagram\.com\/demo" target="_blank" rel="noopener"/);
  });
  it('opens posts on the network in a new tab', async () => {
    const html = await render({}, { posts: [post('a', { permalink: 'https://www.instagram.com/p/abc/' })], profileUrl: undefined });
    expect(html).toMatch(/href="https:\/\/www\.instagram\.com\/p\/abc\/" target="_blank" rel="noopener"/);
    expect(html).not.toContain('class="follow"');
  });
  it('sends unsafe addresses from a provider to the not-found page', async () => {
    const html = await render({}, { posts: [post('a', { permalink: 'javascript:alert(1)', imageUrl: 'javascript:x' })], profileUrl: undefined });
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/404/"');
  });
  it('shows nothing without posts, and says so in preview', async () => {
    expect((await render({}, { posts: [], profileUrl: undefined })).trim()).toBe('');
    expect(await render({}, { posts: [], profileUrl: undefined }, true)).toContain('No posts yet.');
  });
});
