// Store approval (an approval item per store; Approved, Not modded yet or No approval item): a store made
// through sign-up waits for staff; its visitors see /store-under-review/ (blank layout) while
// its owner and staff see the store with a banner; staff deny (the owner reads why, the store
// stays under review) or approve (visitors see the store). The render cache never answers a
// visitor of a store under review. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { SessionClient, signIn } from '../support/session-client.ts';
import { newAccount, type TestAccount } from './accounts/accounts-support.ts';
import { makeStore } from '../support/factories/index.ts';
import { openApprovalItem } from '../../src/server/stores/approval/approval-items.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

let account: TestAccount;
let subdomain: string;
let storeId: number;
let owner: SessionClient;
let staff: SessionClient;
let shopper: SessionClient;

const visitor = (path: string) => storeRequest(subdomain, path);
const cacheState = (response: { headers: Record<string, unknown> }) => response.headers['x-render-cache'];

beforeAll(async () => {
  account = await newAccount({ underReview: true });
  subdomain = account.subdomain!;
  const { db } = await testDb();
  storeId = (await db.selectFrom('divisions').select('id').where('subdomain', '=', subdomain).executeTakeFirstOrThrow()).id;
  owner = await signIn(account, subdomain);
  staff = await signIn(DEMO_USERS.staff, subdomain);
  shopper = await signIn(DEMO_USERS.shopper, subdomain);
});

describe('a store made through sign-up', () => {
  it('has an approval item, not approved', async () => {
    const { db } = await testDb();
    const item = await db.selectFrom('approval_items').selectAll().where('division_id', '=', storeId).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ approved: 0, denial_reason: null, reviewed_by: null });
  });

  it('sends its visitors and other signed-in people to /store-under-review/ from every storefront page', async () => {
    for (const path of ['/', '/collection/anything/', '/basket/', '/search/?search=tee']) {
      const response = await visitor(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe('/store-under-review/');
    }
    const signedInShopper = await shopper.request('/');
    expect(signedInShopper.status).toBe(302);
    expect(signedInShopper.headers.location).toBe('/store-under-review/');
  });

  it('shows visitors the under-review page in the blank layout, never kept', async () => {
    const page = await visitor('/store-under-review/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-layout="blank"');
    expect(page.text).toContain('This store is under review');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(cacheState(await visitor('/store-under-review/'))).toBeUndefined();
  });

  it('leaves the login, the sign-up pages and the API alone', async () => {
    expect((await visitor('/login/')).status).toBe(200);
    expect((await visitor('/omnis/v3/atlas/stores/')).status).toBe(401);
    expect((await visitor('/dashboard/')).headers.location).toMatch(/^\/login\//);
  });

  it('shows its owner and staff the store with a banner, not kept for anyone', async () => {
    for (const client of [owner, staff]) {
      const home = await client.request('/');
      expect(home.status).toBe(200);
      expect(home.text).toContain('This store is under review.');
      expect(cacheState(home)).toBeUndefined();
    }
  });

  it('tells its owner on the dashboard', async () => {
    const dashboard = await owner.request('/dashboard/');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('Your store is under review.');
  });
});

describe('the staff list', () => {
  it('lists the store as Not modded yet, and the demo store as having no approval item', async () => {
    const waiting = await staff.request<Json>(apiPath('atlas.stores', { status: 'not-modded-yet', search: subdomain }));
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.json.stores).toEqual([
      expect.objectContaining({ id: storeId, subdomain, status: 'Not modded yet', ownerEmail: account.email, denialReason: null }),
    ]);
    expect(waiting.json).toMatchObject({ total: 1, page: 1, pages: 1 });
    const demo = await staff.request<Json>(apiPath('atlas.stores', { status: 'all', search: 'demo' }));
    expect(demo.json.stores.find((store: Json) => store.subdomain === 'demo')).toMatchObject({ status: 'No approval item' });
    const none = await staff.request<Json>(apiPath('atlas.stores', { status: 'no-approval-item', search: subdomain }));
    expect(none.json.stores).toEqual([]);
  });

  it('pages: 25 a page, and a page past the end shows the last', async () => {
    const all = await staff.request<Json>(apiPath('atlas.stores', { status: 'all' }));
    expect(all.json.stores.length).toBeLessThanOrEqual(25);
    const far = await staff.request<Json>(apiPath('atlas.stores', { status: 'all', page: 9999 }));
    expect(far.json.page).toBe(far.json.pages);
  });

  it('searches literally (LIKE wildcards are text)', async () => {
    const wild = await staff.request<Json>(apiPath('atlas.stores', { status: 'all', search: '%' }));
    expect(wild.json.stores).toEqual([]);
  });

  it('draws the screen for staff', async () => {
    const screen = await staff.request(`/atlas/stores/?status=not-modded-yet&search=${subdomain}`);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(subdomain);
    expect(screen.text).toContain('Not modded yet');
    expect(screen.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses everyone else: 401 signed out, 403 for owners and shoppers', async () => {
    const anonymous = new SessionClient(subdomain);
    expect((await anonymous.request(apiPath('atlas.stores'))).status).toBe(401);
    expect((await anonymous.post(apiPath('atlas.approveStore', { id: storeId }))).status).toBe(401);
    for (const client of [owner, shopper]) {
      expect((await client.request(apiPath('atlas.stores'))).status).toBe(403);
      const approve = await client.post<Json>(apiPath('atlas.approveStore', { id: storeId }));
      expect(approve.status).toBe(403);
      expect(approve.json.message).toBe('Permission denied');
      expect((await client.post(apiPath('atlas.denyStore', { id: storeId }), { reason: 'Not today' })).status).toBe(403);
      expect((await client.request('/atlas/stores/')).status).toBe(403);
    }
    const { db } = await testDb();
    expect((await db.selectFrom('approval_items').select('approved').where('division_id', '=', storeId).executeTakeFirstOrThrow()).approved).toBe(0);
  });
});

describe('deciding', () => {
  it('refuses a reason too short, and an unknown store', async () => {
    const short = await staff.post<Json>(apiPath('atlas.denyStore', { id: storeId }), { reason: 'no' });
    expect(short.status).toBe(422);
    expect(short.json.errors.reason).toEqual(['Must contain at least 3 characters.']);
    expect((await staff.post(apiPath('atlas.approveStore', { id: 999_999_999 }))).status).toBe(404);
    expect((await staff.post(apiPath('atlas.approveStore', { id: 0 }))).status).toBe(404);
  });

  it('denies with a reason its owner reads; the store stays under review', async () => {
    const denied = await staff.post<Json>(apiPath('atlas.denyStore', { id: storeId }), { reason: 'Please add <b>your</b> own designs first.' });
    expect(denied.status, denied.text).toBe(200);
    expect(denied.json.review).toEqual({ status: 'Not modded yet', denialReason: 'Please add <b>your</b> own designs first.' });
    const dashboard = await owner.request('/dashboard/');
    expect(dashboard.text).toContain('Please add &lt;b&gt;your&lt;/b&gt; own designs first.');
    expect((await visitor('/')).headers.location).toBe('/store-under-review/');
  });

  it('approves: visitors see the store, the under-review page sends them home, a denial no longer applies', async () => {
    const approved = await staff.post<Json>(apiPath('atlas.approveStore', { id: storeId }));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.review).toEqual({ status: 'Approved', denialReason: null });
    const home = await visitor('/');
    expect(home.status).toBe(200);
    expect(home.text).not.toContain('This store is under review.');
    expect((await visitor('/store-under-review/')).headers.location).toBe('/');
    expect((await owner.request('/dashboard/')).text).not.toContain('Your store is under review.');
    const late = await staff.post<Json>(apiPath('atlas.denyStore', { id: storeId }), { reason: 'Changed my mind' });
    expect(late.status).toBe(422);
    const { db } = await testDb();
    const item = await db.selectFrom('approval_items').selectAll().where('division_id', '=', storeId).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ approved: 1, denial_reason: null });
    expect(item.reviewed_by).not.toBeNull();
    const listed = await staff.request<Json>(apiPath('atlas.stores', { status: 'approved', search: subdomain }));
    expect(listed.json.stores.map((store: Json) => store.status)).toEqual(['Approved']);
  });
});

describe('the render cache', () => {
  it('never answers a visitor of a store that went under review with a page kept before', async () => {
    const { db } = await testDb();
    const { subdomain: cached, division } = await makeStore(db, { prefix: 'cached', name: 'Cached Prints', themeName: 'nordic', homePage: true });
    const first = await storeRequest(cached, '/');
    const second = await storeRequest(cached, '/');
    expect([first.status, cacheState(first), cacheState(second)]).toEqual([200, 'miss', 'hit']);
    // Behind the server's back (as sign-up opens it): no content version moves, so the kept page stays current.
    await openApprovalItem(db, division.id);
    const redirected = await eventually(
      () => storeRequest(cached, '/'),
      (response) => response.status === 302,
      5000,
    );
    expect(redirected.headers.location).toBe('/store-under-review/');
    expect(cacheState(redirected)).toBeUndefined();
    // Staff still see the store, rendered for them, never the kept copy.
    const staffHere = await signIn(DEMO_USERS.staff, cached);
    const seen = await staffHere.request('/');
    expect(seen.status).toBe(200);
    expect(cacheState(seen)).toBeUndefined();
    expect(seen.text).toContain('This store is under review.');
    // Approved: the store is open again and its pages are kept once more.
    expect((await staffHere.post(apiPath('atlas.approveStore', { id: division.id }))).status).toBe(200);
    const open = await storeRequest(cached, '/');
    expect(open.status).toBe(200);
    expect(open.text).not.toContain('This store is under review.');
    expect(cacheState(await storeRequest(cached, '/'))).toBe('hit');
  });
});
