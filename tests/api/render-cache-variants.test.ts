// One cache decision, taken from what the page service says — including which
// visitor facts a page varies by, so a page is kept once per variant, never per visitor.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { makePage, makeStore } from '../support/factories/index.ts';
import { bumpContentVersion } from '../../src/server/stores/content-version.ts';

const state = (response: { headers: Record<string, unknown> }) => response.headers['x-render-cache'];
const text = (id: string, html: string, condition?: string) => ({
  id,
  type: 'text',
  order: 0,
  size: { w: 12 },
  properties: { text: html },
  items: [],
  flags: { deleted: false, reordered: false },
  ...(condition ? { conditions: [{ name: condition, args: [], not: false }] } : {}),
});

async function addPage(url: string, blocks: unknown[]): Promise<void> {
  const north = await testStore('north');
  await makePage(north, { url, blocks, properties: { title: url }, mode: 'unknown' });
  await bumpContentVersion(north);
}

const stamp = Date.now().toString(36);
const regional = `/shipping-${stamp}/`;
const members = `/members-${stamp}/`;

beforeAll(async () => {
  await addPage(regional, [
    text('uk', '<p>Free UK delivery</p>', 'isUK'),
    text('eu', '<p>EU delivery in 3 days</p>', 'isEU'),
    text('all', '<p>Printed to order</p>'),
  ]);
  await addPage(members, [text('in', '<p>Welcome back</p>', 'isLoggedIn'), text('out', '<p>Sign in for offers</p>', 'isLoggedOut')]);
  // Until the server has heard of the new version (the home page's ETag names it), not for a
  // fixed second, which a loaded machine can overrun.
  const { db } = await testDb();
  const { content_version: version } = await db.selectFrom('divisions').select('content_version').where('subdomain', '=', 'north').executeTakeFirstOrThrow();
  await eventually(
    () => storeRequest('north', '/'),
    (response) => String(response.headers.etag ?? '').startsWith(`"v${version}-`),
    10_000,
  );
});

describe('render cache variants', () => {
  it('keeps a page whose blocks depend on geography once per region', async () => {
    const eu = { headers: { cookie: 'geo-country=FR' } };
    const us = { headers: { cookie: 'geo-country=US' } };
    const firstUk = await storeRequest('north', regional);
    const firstEu = await storeRequest('north', regional, eu);
    expect(firstUk.text).toContain('Free UK delivery');
    expect(firstUk.text).not.toContain('EU delivery');
    expect(firstEu.text).toContain('EU delivery in 3 days');
    expect(firstEu.text).not.toContain('Free UK delivery');
    const [againUk, againEu, otherEu, firstRow] = await Promise.all([
      storeRequest('north', regional),
      storeRequest('north', regional, eu),
      storeRequest('north', regional, { headers: { cookie: 'geo-country=DE' } }),
      storeRequest('north', regional, us),
    ]);
    expect([state(againUk), state(againEu), state(otherEu)]).toEqual(['hit', 'hit', 'hit']);
    expect(againEu.text).toBe(firstEu.text);
    expect(otherEu.text).toBe(firstEu.text);
    expect(againUk.text).toBe(firstUk.text);
    // The rest of the world is a third variant: neither regional block shows.
    expect(firstRow.text).toContain('Printed to order');
    expect(firstRow.text).not.toMatch(/Free UK delivery|EU delivery/);
    expect(state(await storeRequest('north', regional, us))).toBe('hit');
  });

  it('never keeps a page whose blocks depend on who is signed in', async () => {
    const first = await storeRequest('north', members);
    expect(first.text).toContain('Sign in for offers');
    const again = await storeRequest('north', members);
    expect(state(again)).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves a host’s very first request through the cache like every other', async () => {
    // A store (and so a host) the server has never seen: its first answer is rendered and
    // kept by the same path as any other request, and the next one is a hit.
    const { db } = await testDb();
    const subdomain = `fresh${stamp}`;
    await makeStore(db, { subdomain, name: 'Fresh Prints', themeName: 'nordic', customDomainName: `${subdomain}.example`, homePage: true });
    const first = await storeRequest(`${subdomain}.example`, '/');
    const second = await storeRequest(`${subdomain}.example`, '/');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Fresh Prints');
    expect([state(first), state(second)]).toEqual(['miss', 'hit']);
  });
});
