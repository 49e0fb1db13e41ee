// Policies: the four policy pages are reachable only when the store's payment
// processor type is not direct; for a direct store the routes are removed (the same path
// answers as a path without a page) and the footer no longer links to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { POLICY_PATHS } from '../../src/lib/policy-pages.ts';
import { bumpContentVersion } from '../../src/server/stores/content-version.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';

const STORE = 'north';
let original = '';

async function setProcessor(type: 'teemill' | 'direct'): Promise<void> {
  const { db } = await testDb();
  const settings = { ...JSON.parse(original), paymentProcessor: { type, accounts: type === 'direct' ? ['acct_north'] : [] } };
  await db
    .updateTable('divisions')
    .set({ settings_json: JSON.stringify(settings) })
    .where('subdomain', '=', STORE)
    .execute();
  await bumpContentVersion({ db, division: (await findDivisionBySubdomain(db, STORE))! });
}

beforeAll(async () => {
  const { db } = await testDb();
  original = (await db.selectFrom('divisions').select('settings_json').where('subdomain', '=', STORE).executeTakeFirstOrThrow()).settings_json;
});
afterAll(async () => {
  const { db } = await testDb();
  await db.updateTable('divisions').set({ settings_json: original }).where('subdomain', '=', STORE).execute();
  await bumpContentVersion({ db, division: (await findDivisionBySubdomain(db, STORE))! });
});

describe('policy pages and the payment processor', () => {
  it('are reachable and linked while the processor is not direct', async () => {
    for (const path of POLICY_PATHS) {
      const page = await storeRequest(STORE, path);
      expect(page.status, path).toBe(200);
    }
    expect((await storeRequest(STORE, '/')).text).toContain('href="/privacy-policy/"');
  });

  it('are removed for a direct processor: the same path answers 404 and the footer drops the links', async () => {
    await setProcessor('direct');
    for (const path of POLICY_PATHS) {
      const page = await eventually(
        () => storeRequest(STORE, path),
        (response) => response.status === 404,
      );
      expect(page.status, path).toBe(404);
      expect(page.headers.location, path).toBeUndefined();
    }
    const home = await eventually(
      () => storeRequest(STORE, '/'),
      (response) => !response.text.includes('href="/privacy-policy/"'),
    );
    expect(home.text).not.toContain('href="/terms-of-sale/"');
    // The other store is not affected.
    expect((await storeRequest('demo', '/terms-of-sale/')).status).toBe(200);

    await setProcessor('teemill');
    const back = await eventually(
      () => storeRequest(STORE, '/terms-of-sale/'),
      (response) => response.status === 200,
    );
    expect(back.status).toBe(200);
  });
});
