import { beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import type { StoreScope } from '../../stores/scope.ts';
import { GET } from '../../../pages/omnis/v3/divisions/[division]/social/instagram/posts.ts';
import { insertSocialPost } from './stored-posts.ts';
import { socialTestDatabase, testStore } from './test-database.ts';

// The route file of GET /omnis/v3/divisions/{division}/social/instagram/posts, called
// directly with the store the middleware would have resolved.

let scope: StoreScope;

beforeAll(async () => {
  const db = await socialTestDatabase();
  scope = { db, division: await testStore(db, 'demo') };
  for (let day = 1; day <= 25; day += 1) {
    await insertSocialPost(scope, {
      imageUrl: `/media/${day}.webp`,
      caption: `Day ${day}`,
      permalink: '/',
      postedAt: new Date(Date.UTC(2025, 0, day)).toISOString(),
    });
  }
});

async function get(division: string, query = '') {
  const url = new URL(`http://demo.localhost/omnis/v3/divisions/${division}/social/instagram/posts${query}`);
  const response = await GET({ params: { division }, url, request: new Request(url), locals: { scope } } as unknown as APIContext);
  return { status: response.status, body: await response.json() };
}

describe('GET /omnis/v3/divisions/{division}/social/instagram/posts', () => {
  it('answers { data } with 20 posts at most by default, newest first', async () => {
    const { status, body } = await get('demo');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({ caption: 'Day 25', imageUrl: '/media/25.webp', permalink: '/', postedAt: '2025-01-25T00:00:00.000Z' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['caption', 'id', 'imageUrl', 'permalink', 'postedAt']);
  });
  it('takes the division as id or sub-domain, and a limit of 1 to 20', async () => {
    expect((await get(String(scope.division.id), '?limit=3')).body.data).toHaveLength(3);
    expect((await get('demo', '?limit=0')).status).toBe(422);
    expect((await get('demo', '?limit=21')).status).toBe(422);
    expect((await get('demo', '?limit=ten')).status).toBe(422);
  });
  it("refuses another store's division with the spec's 403 text", async () => {
    const { status, body } = await get('elsewhere');
    expect(status).toBe(403);
    expect(body.message).toBe("Oops... Looks like you're trying to access a page from another store");
  });
});
