// The request a server's warm-up sends itself before it listens (src/app/warm-up.ts),
// as the front server answers it: the store's home page in full, and nothing kept or started,
// so that thousands of them at every start write nothing.
import { describe, expect, it } from 'vitest';
import { requestStore } from '../support/http.ts';
import { testServer } from '../support/api.ts';
import { WARM_UP_PATH } from '../../src/app/warm-up.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { findOpenDivisions } from '../../src/server/stores/divisions.ts';

describe('the warm-up request', () => {
  it('gets the home page with its length, no cookie, and is never kept by the render cache', async () => {
    const home = await requestStore(testServer().port, 'demo', '/');
    for (let round = 0; round < 2; round += 1) {
      const warm = await requestStore(testServer().port, 'demo', WARM_UP_PATH);
      expect(warm.status).toBe(200);
      expect(Number(warm.headers['content-length'])).toBe(Buffer.byteLength(warm.text));
      expect(warm.headers['set-cookie']).toBeUndefined();
      expect(warm.headers['x-render-cache']).toBeUndefined();
      // The same page as a visitor gets (the same blocks and shell), only not from the cache.
      expect(warm.text.match(/<main[\s\S]*<\/main>/)?.[0]).toBe(home.text.match(/<main[\s\S]*<\/main>/)?.[0]);
    }
  });
});

describe('the stores a warm-up asks for', () => {
  it('are the first open stores, oldest first, as many as asked', async () => {
    const { db } = await openDatabase(testServer().databaseUrl);
    try {
      const open = await db.selectFrom('divisions').select(['id', 'subdomain']).where('enabled', '=', 1).orderBy('id').execute();
      expect(open.length).toBeGreaterThanOrEqual(2);
      expect((await findOpenDivisions(db, 2)).map((division) => division.subdomain)).toEqual(open.slice(0, 2).map((row) => row.subdomain));
      expect((await findOpenDivisions(db, 1000)).map((division) => division.id)).toEqual(open.map((row) => row.id));
    } finally {
      await db.destroy();
    }
  });
});
