// Proves the API harness: the server runs, picks stores by Host, and the database is reachable.
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';

describe('API harness smoke', () => {
  it('serves the demo store core data by Host', async () => {
    const response = await storeRequest<{ state?: { subdomain?: { subdomain?: string } } }>('demo', '/omnis/v3/frontend/getStoreCoreData/json/');
    expect(response.status, response.text.slice(0, 500)).toBe(200);
    expect(response.headers['content-type']).toMatch(/json/);
    // `state.subdomain` is the store's public record (spec: getStoreCoreData), named by its subdomain.
    expect(response.json.state?.subdomain).toMatchObject({ subdomain: 'demo' });
  });

  // An unused subdomain of the platform and a custom domain no store claims.
  it.each(['no-such-store', 'shop.unknown-domain.example'])('answers 404 for host %s', async (host) => {
    const response = await storeRequest(host, '/omnis/v3/frontend/getStoreCoreData/json/');
    expect(response.status).toBe(404);
  });

  it('opens the same seeded database the server uses', async () => {
    const { db, dialect } = await testDb();
    expect(dialect).toBe(testServer().db);
    const demo = await db.selectFrom('divisions').select(['subdomain']).where('subdomain', '=', 'demo').executeTakeFirst();
    expect(demo?.subdomain).toBe('demo');
  });
});
