import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreScope } from '../../stores/scope.ts';
import { insertSocialPost, storedPostsFeed } from './stored-posts.ts';
import { socialTestDatabase, testStore } from './test-database.ts';

let demo: StoreScope;
let other: StoreScope;

beforeAll(async () => {
  const db = await socialTestDatabase();
  demo = { db, division: await testStore(db, 'demo') };
  other = { db, division: await testStore(db, 'other') };
  for (const day of [1, 3, 2]) {
    await insertSocialPost(demo, {
      imageUrl: `/media/${day}.webp`,
      caption: `Day ${day}`,
      permalink: `/day/${day}/`,
      postedAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    });
  }
  await insertSocialPost(other, { imageUrl: '/media/x.webp', caption: 'Not ours', permalink: '/', postedAt: new Date(Date.UTC(2025, 1, 1)).toISOString() });
});

describe('stored social posts', () => {
  it("lists the store's own posts, newest first, up to the limit", async () => {
    const posts = await storedPostsFeed(demo).recentPosts(2);
    expect(posts.map((post) => post.caption)).toEqual(['Day 3', 'Day 2']);
    expect(posts[0]).toMatchObject({ imageUrl: '/media/3.webp', permalink: '/day/3/', postedAt: '2025-01-03T00:00:00.000Z' });
    expect(posts[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
  it("never shows another store's posts", async () => {
    expect((await storedPostsFeed(demo).recentPosts(20)).map((post) => post.caption)).not.toContain('Not ours');
    expect(await storedPostsFeed(other).recentPosts(20)).toHaveLength(1);
  });
  it('refuses a post that is not a SocialPost', async () => {
    await expect(insertSocialPost(demo, { imageUrl: '', caption: '', permalink: '/', postedAt: 'yesterday' })).rejects.toThrow();
  });
});
