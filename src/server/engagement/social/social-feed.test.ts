import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreScope } from '../../stores/scope.ts';
import { readPlugins } from '../../stores/plugin-settings.ts';
import { socialFeedFor } from './social-feed.ts';
import { insertSocialPost } from './stored-posts.ts';
import { INSTAGRAM_PLUGIN_CODE } from './instagram-connection.ts';
import { socialTestDatabase, testStore } from './test-database.ts';

let plain: StoreScope;
let connected: StoreScope;

const instagram = (async () =>
  Response.json({
    data: [
      {
        id: '17',
        media_type: 'IMAGE',
        media_url: 'https://scontent.cdninstagram.com/17.jpg',
        permalink: 'https://www.instagram.com/p/17/',
        timestamp: '2025-05-01T09:30:00+0000',
      },
    ],
  })) as typeof fetch;

beforeAll(async () => {
  const db = await socialTestDatabase();
  plain = { db, division: await testStore(db, 'plain') };
  connected = { db, division: await testStore(db, 'connected') };
  await insertSocialPost(plain, { imageUrl: '/media/a.webp', caption: 'Stored', permalink: '/', postedAt: '2025-01-01T00:00:00.000Z' });
  await db
    .insertInto('plugin_settings')
    .values({ division_id: connected.division.id, code: INSTAGRAM_PLUGIN_CODE, enabled: 1, settings_json: JSON.stringify({ accessToken: 'IGQ-token' }) })
    .execute();
});

describe("choosing a store's social feed", () => {
  it('reads the stored posts when no Instagram account is connected', async () => {
    const feed = await socialFeedFor(plain, instagram);
    expect((await feed.recentPosts(20)).map((post) => post.caption)).toEqual(['Stored']);
  });
  it('asks Instagram when the store has an access token', async () => {
    const feed = await socialFeedFor(connected, instagram);
    expect((await feed.recentPosts(20)).map((post) => post.id)).toEqual(['17']);
  });
  it('ignores a switched-off connection', async () => {
    await connected.db.updateTable('plugin_settings').set({ enabled: 0 }).where('division_id', '=', connected.division.id).execute();
    const feed = await socialFeedFor(connected, instagram);
    expect(await feed.recentPosts(20)).toEqual([]);
  });
  it('keeps the token out of the plugin map sent to browsers', async () => {
    // Core data sends readPlugins' map, which knows only PLUGIN_SCHEMAS: not the instagram row.
    expect(JSON.stringify(await readPlugins(connected))).not.toContain('IGQ-token');
  });
});
