import { describe, expect, it } from 'vitest';
import { cachedFeed } from './cached-feed.ts';
import type { SocialFeedProvider } from './provider.ts';
import type { SocialPost } from '../../../schemas/social-post.ts';

const posts: SocialPost[] = Array.from({ length: 20 }, (_, index) => ({
  id: String(index),
  imageUrl: `/media/${index}.webp`,
  caption: '',
  permalink: '/',
  postedAt: '2025-01-01T00:00:00.000Z',
}));

function countingProvider(fail = false): SocialFeedProvider & { calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    async recentPosts(limit) {
      calls.push(limit);
      if (fail && calls.length === 1) throw new Error('offline');
      return posts.slice(0, limit);
    },
  };
}

describe('cached social feed', () => {
  it('asks the provider once (for 20) and serves every limit from that answer until it expires', async () => {
    let time = 0;
    const provider = countingProvider();
    const feed = cachedFeed('store-a', provider, 1000, () => time);
    expect(await feed.recentPosts(3)).toHaveLength(3);
    expect(await feed.recentPosts(9)).toHaveLength(9);
    expect(provider.calls).toEqual([20]);
    time = 1000;
    await feed.recentPosts(3);
    expect(provider.calls).toEqual([20, 20]);
  });
  it('keeps stores apart', async () => {
    const provider = countingProvider();
    await cachedFeed('store-b', provider).recentPosts(1);
    await cachedFeed('store-c', provider).recentPosts(1);
    expect(provider.calls).toHaveLength(2);
  });
  it('does not remember a failure', async () => {
    const provider = countingProvider(true);
    const feed = cachedFeed('store-d', provider);
    await expect(feed.recentPosts(1)).rejects.toThrow('offline');
    expect(await feed.recentPosts(1)).toHaveLength(1);
    expect(provider.calls).toHaveLength(2);
  });
});
