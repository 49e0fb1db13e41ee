// Notification and push calls on both databases — subscriptions
// (customer-level, https only), the builder's create call (Pro, members only), delivery
// through the job queue, copies superseded by id and tag, mark-as-deleted of one's own copy
// only, the '(n)' title, and a push sent through the real VAPID path to a local endpoint
// that checks the signature and decrypts the message; an expired (410) subscription is removed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { browserSubscription, startPushService, type PushService } from '../support/push-service.ts';
import { eventually } from '../support/eventually.ts';
import { SessionClient } from '../support/session-client.ts';
import {
  addNotificationRecipient,
  copyOf,
  makeCustomer,
  makeNotification,
  makeOwner,
  makeProduct,
  makeStore,
  type TestStore,
} from '../support/factories/index.ts';
import { productFromRow } from '../../src/server/catalogue/products.ts';
import { saveSubscription } from '../../src/server/engagement/notifications/subscriptions.ts';
import { listJobs } from '../../src/platform/jobs/job-list.ts';
import { deliverNotification } from '../../src/server/engagement/notifications/deliver.ts';
import { webPushSender } from '../../src/server/engagement/notifications/push-sender.ts';
import { resolveVapid } from '../../src/server/engagement/notifications/vapid.ts';
import type { AppNotification } from '../../src/lib/notifications/notification.ts';
import { apiPath } from '../../src/schemas/api.ts';

const SUFFIX = `${Date.now().toString(36)}${process.pid}`;
const SUB = `notes${SUFFIX}`;
const OTHER = `notesx${SUFFIX}`;
const BUILDER = '/marketing-tools/notifications/builder';
let own: TestStore;
let other: TestStore;
let ownDivision: number;
let otherDivision: number;
let owner: SessionClient;
let ownerId: number;

async function myNotifications(client: SessionClient): Promise<AppNotification[]> {
  const response = await client.request<{ data: AppNotification[] }>(apiPath('notifications.list'));
  expect(response.status).toBe(200);
  return response.json.data;
}

beforeAll(async () => {
  const { db } = await testDb();
  own = await makeStore(db, { subdomain: SUB, companyName: 'Notes Co', isPro: true, projectIsPro: false });
  other = await makeStore(db, { subdomain: OTHER, companyName: 'Other Co', isPro: true, projectIsPro: false });
  [ownDivision, otherDivision] = [own.division.id, other.division.id];
  // The store's only member so far.
  ({ id: ownerId, client: owner } = await makeOwner(own, { session: true }));
});

describe('push subscriptions', () => {
  it('gives the VAPID public key browsers subscribe with', async () => {
    const response = await storeRequest<{ applicationServerKey: string }>(SUB, apiPath('notifications.pushKey'));
    expect(response.status).toBe(200);
    expect(Buffer.from(response.json.applicationServerKey, 'base64url')).toHaveLength(65);
  });

  it("keeps a visitor's subscription, and makes it the customer's when they subscribe signed in", async () => {
    const { db } = await testDb();
    const sub = browserSubscription(`https://push.example/send/${randomBytes(8).toString('hex')}`);
    const visitor = new SessionClient(SUB);
    const anonymous = await visitor.post<{ id: number; customer: boolean }>(apiPath('notifications.subscribe'), {
      subscription: sub.json,
      extras: { page: '/' },
    });
    expect(anonymous.status).toBe(201);
    expect(anonymous.json.customer).toBe(false);

    const customer = await makeCustomer(db);
    expect((await visitor.login(customer.email, customer.password)).status).toBe(200);
    const signedIn = await visitor.post<{ id: number; customer: boolean }>(apiPath('notifications.subscribe'), { subscription: sub.json, extras: {} });
    expect(signedIn.status).toBe(201);
    expect(signedIn.json).toEqual({ id: anonymous.json.id, customer: true });
    const row = await db.selectFrom('push_subscriptions').selectAll().where('id', '=', anonymous.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ division_id: ownDivision, user_id: customer.id, endpoint: sub.json.endpoint });
  });

  it('refuses endpoints that are not https, bad keys, and calls without the XSRF header', async () => {
    const visitor = new SessionClient(SUB);
    const plain = await visitor.post<{ errors: Record<string, string[]> }>(apiPath('notifications.subscribe'), {
      subscription: browserSubscription('http://127.0.0.1:9/x').json,
    });
    expect(plain.status).toBe(422);
    expect(JSON.stringify(plain.json.errors)).toContain('The subscription endpoint must be an https address.');
    const inside = await visitor.post(apiPath('notifications.subscribe'), { subscription: browserSubscription('https://10.0.0.8/push').json });
    expect(inside.status).toBe(422);
    expect((await visitor.post(apiPath('notifications.subscribe'), { subscription: { ...browserSubscription('x').json, endpoint: 'not a url' } })).status).toBe(
      422,
    );
    const badKeys = await visitor.post(apiPath('notifications.subscribe'), {
      subscription: { endpoint: 'https://push.example/a', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(badKeys.status).toBe(422);
    visitor.xsrf = false;
    expect((await visitor.post(apiPath('notifications.subscribe'), { subscription: browserSubscription('https://push.example/b').json })).status).toBe(403);
  });
});

describe('the builder call', () => {
  it('is for signed-in members of a Pro store', async () => {
    const body = { title: 'New drop', body: 'Fresh tees', audience: 'team' };
    expect((await new SessionClient(SUB).post(apiPath('notifications.send'), body)).status).toBe(401);
    const stranger = (await makeOwner(other, { session: SUB })).client;
    const refused = await stranger.post<{ message: string }>(apiPath('notifications.send'), body);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Oops... Looks like you're trying to access a page from another store");
    const { db } = await testDb();
    await db.updateTable('divisions').set({ is_pro: 0 }).where('id', '=', ownDivision).execute();
    try {
      // The server notices the change within a second: the builder page (Pro only) tells when, and creates nothing.
      const plans = await eventually(
        () => owner.request(BUILDER),
        (response) => String(response.headers.location ?? '').includes('/teemill-plans/'),
      );
      expect(plans.status).toBe(302);
      expect((await owner.post(apiPath('notifications.send'), body)).status).toBe(402);
    } finally {
      await db.updateTable('divisions').set({ is_pro: 1 }).where('id', '=', ownDivision).execute();
    }
  });

  it('refuses a missing title, unsafe links and another store’s product, writing nothing', async () => {
    const { db } = await testDb();
    const before = await db.selectFrom('notifications').select('id').where('division_id', '=', ownDivision).execute();
    await eventually(
      () => owner.request(BUILDER),
      (response) => response.status === 200,
    );
    const missing = await owner.post<{ errors: Record<string, string[]> }>(apiPath('notifications.send'), { title: ' ', audience: 'team' });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.title).toEqual(['This field is required.']);
    expect((await owner.post(apiPath('notifications.send'), { title: 'x', audience: 'team', href: 'javascript:alert(1)' })).status).toBe(422);
    const foreign = await db.selectFrom('products').select('id').where('division_id', '!=', ownDivision).executeTakeFirstOrThrow();
    const related = await owner.post<{ errors: Record<string, string[]> }>(apiPath('notifications.send'), {
      title: 'x',
      audience: 'team',
      related: `product|${foreign.id}`,
    });
    expect(related.status).toBe(422);
    expect(related.json.errors.related).toEqual(['Please choose a product.']);
    expect(await db.selectFrom('notifications').select('id').where('division_id', '=', ownDivision).execute()).toHaveLength(before.length);
  });

  it('is sent by the job queue to the team; the title carries (n); mark-as-deleted takes only one’s own copy', async () => {
    const created = await owner.post<{ id: number; uuid: string; scheduledAt: string | null }>(apiPath('notifications.send'), {
      title: 'Orders are in',
      body: '3 new orders',
      audience: 'team',
      template: 'Bag',
      actions: [{ text: 'Later' }],
    });
    expect(created.status).toBe(201);
    expect(created.json.scheduledAt).toBeNull();
    const list = await eventually(
      () => myNotifications(owner),
      (items) => items.some((item) => item.id === created.json.uuid),
      10_000,
    );
    const mine = list.find((item) => item.id === created.json.uuid)!;
    expect(mine).toMatchObject({
      title: 'Orders are in',
      body: '3 new orders',
      template: 'Bag',
      position: 'top-right',
      actions: [{ text: 'Later', href: null }],
    });
    expect(mine.recipientId).toBeGreaterThan(0);

    const unread = list.filter((item) => !item.openedAt).length;
    const page = await owner.request('/dashboard/store/settings/');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<title>\\(${unread}\\) [^<]*Notes Co</title>`));

    // Someone else's copy does not exist for a colleague, nor from another store.
    const colleague = (await makeOwner(own, { session: true })).client;
    expect((await colleague.post(apiPath('notifications.markAsDeleted', { recipientId: mine.recipientId! }))).status).toBe(404);
    const stranger = (await makeOwner(other, { session: true })).client;
    expect((await stranger.post(apiPath('notifications.markAsDeleted', { recipientId: mine.recipientId! }))).status).toBe(404);
    expect((await owner.post(apiPath('notifications.markAsDeleted', { recipientId: mine.recipientId! }))).status).toBe(200);
    expect((await owner.post(apiPath('notifications.markAsDeleted', { recipientId: mine.recipientId! }))).status).toBe(200);
    expect((await myNotifications(owner)).some((item) => item.id === created.json.uuid)).toBe(false);
    expect((await new SessionClient(SUB).post(apiPath('notifications.markAsDeleted', { recipientId: mine.recipientId! }))).status).toBe(401);
  });

  it('queues a scheduled send for its time and does not send it before', async () => {
    const { db } = await testDb();
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await owner.post<{ id: number; scheduledAt: string }>(apiPath('notifications.send'), {
      title: 'Later on',
      audience: 'team',
      scheduledAt: at,
    });
    expect(created.status).toBe(201);
    expect(created.json.scheduledAt).toBe(at);
    const jobs = await listJobs(await testDb());
    expect(jobs.find((job) => job.task === 'notifications.send' && job.key === `notification:${created.json.id}`)).toMatchObject({
      state: 'queued',
      runAt: at,
    });
    const row = await db.selectFrom('notifications').select(['sent_at']).where('id', '=', created.json.id).executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
  });

  it('opening the list clears the unread count', async () => {
    await owner.post(apiPath('notifications.send'), { title: 'Unread one', audience: 'team' });
    await eventually(
      () => myNotifications(owner),
      (items) => items.some((item) => item.title === 'Unread one'),
      10_000,
    );
    expect((await owner.post(apiPath('notifications.markAsOpened'))).status).toBe(200);
    expect((await myNotifications(owner)).every((item) => item.openedAt)).toBe(true);
    expect((await owner.request('/dashboard/store/settings/')).text).toMatch(/<title>(?!\()[^<]*Notes Co<\/title>/);
  });
});

describe("a customer's notifications page", () => {
  it('asks to log in first, then shows only their own copies in this store, never cached', async () => {
    const signedOut = await storeRequest(SUB, '/account/notifications/');
    expect(signedOut.status).toBe(303);
    expect(String(signedOut.headers.location)).toContain('/login/');

    const { db } = await testDb();
    const { id: customerId, client: shopper } = await makeCustomer(db, { session: SUB });
    const time = new Date().toISOString();
    const mine = await makeNotification(own, { title: 'Your <order> shipped', audience: 'subscribers', sent_at: time });
    const elsewhere = await makeNotification(other, { title: 'From the other store', audience: 'subscribers', sent_at: time });
    const someoneElse = await makeNotification(own, { title: 'For someone else', audience: 'subscribers', sent_at: time });
    const stranger = await makeCustomer(db);
    await addNotificationRecipient(db, { id: mine, divisionId: ownDivision }, customerId);
    await addNotificationRecipient(db, { id: elsewhere, divisionId: otherDivision }, customerId);
    await addNotificationRecipient(db, { id: someoneElse, divisionId: ownDivision }, stranger.id);

    const page = await shopper.request('/account/notifications/');
    expect(page.status).toBe(200);
    expect(String(page.headers['cache-control'])).toContain('no-store');
    expect(page.text).toContain('Your &lt;order&gt; shipped');
    expect(page.text).not.toContain('From the other store');
    expect(page.text).not.toContain('For someone else');
    expect(page.text).toContain('Turn on push notifications');
  });
});

describe('the builder page', () => {
  it("is prefilled from the query (this store's product only) and lists delivery figures", async () => {
    const { db } = await testDb();
    const source = await db.selectFrom('products').selectAll().where('division_id', '!=', ownDivision).executeTakeFirstOrThrow();
    const product = await makeProduct(own, { ...copyOf(productFromRow(source)), sku: `N-${SUFFIX}`, name: 'Night Owl Tee', urlName: `night-owl-${SUFFIX}` });
    const page = await owner.request(`${BUILDER}?body=${encodeURIComponent('Back in <stock>')}&related=${encodeURIComponent(`product|${product.id}`)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Night Owl Tee');
    expect(page.text).toContain(`/product/night-owl-${SUFFIX}/`);
    expect(page.text).not.toContain('Back in <stock>');
    expect(page.text).toContain('Back in &lt;stock&gt;');

    const foreign = await db.selectFrom('products').select('id').where('division_id', '!=', ownDivision).executeTakeFirstOrThrow();
    const other = await owner.request(`${BUILDER}?related=${encodeURIComponent(`product|${foreign.id}`)}&href=${encodeURIComponent('javascript:alert(1)')}`);
    expect(other.text).not.toContain('About the product');
    expect(other.text).not.toContain('javascript:alert(1)');
    // The history table: every notification sent from the builder, with its figures.
    expect(page.text).toMatch(/<tr data-notification="\d+"[^>]*><td[^>]*>Orders are in<\/td><td[^>]*>Team<\/td><td[^>]*>Sent [^<]+<\/td><td[^>]*>1<\/td>/);
    expect(page.text).toMatch(/<td[^>]*>Later on<\/td><td[^>]*>Team<\/td><td[^>]*>Scheduled /);
  });
});

describe('delivery', () => {
  it('replaces copies of the same id, and older copies of a tag when replacePrevious or mergable', async () => {
    const { db } = await testDb();
    const first = await makeNotification(own, { tag: 'orders', created_at: '2026-01-01T00:00:00.000Z' });
    const untouched = await makeNotification(own, { tag: 'orders', created_at: '2026-01-01T00:00:01.000Z' });
    expect((await deliverNotification(db, first, null)).status).toBe('sent');
    expect((await deliverNotification(db, untouched, null)).status).toBe('sent');
    let live = (await myNotifications(owner)).map((item) => item.title);
    expect(live.filter((title) => title === 'Hello')).toHaveLength(2);

    const merging = await makeNotification(own, { tag: 'orders', mergable: 1, title: 'Merged', created_at: '2026-01-01T00:00:02.000Z' });
    await deliverNotification(db, merging, null);
    live = (await myNotifications(owner)).map((item) => item.title);
    expect(live).toContain('Merged');
    expect(live).not.toContain('Hello');

    const uuid = (await db.selectFrom('notifications').select('uuid').where('id', '=', merging).executeTakeFirstOrThrow()).uuid;
    const again = await makeNotification(own, { uuid, title: 'Merged again' });
    await deliverNotification(db, again, null);
    const titles = (await myNotifications(owner)).map((item) => item.title);
    expect(titles).toContain('Merged again');
    expect(titles).not.toContain('Merged');
    expect((await deliverNotification(db, again, null)).status).toBe('already-sent');
  });

  describe('web push through a local push endpoint', () => {
    let service: PushService;
    beforeAll(async () => {
      service = await startPushService();
    });
    afterAll(() => service.close());

    it('signs with VAPID, encrypts for the subscription, counts figures and removes the expired one', async () => {
      const { db } = await testDb();
      const vapid = (await resolveVapid(db, { publicKey: undefined, privateKey: undefined, subject: undefined, demoMode: true }))!;
      expect(vapid.subject).toMatch(/^mailto:/);
      // The service checks the VAPID signature and decrypts with the browser's keys (tests/support/push-service.ts).
      const [live, gone, broken] = [service.subscription(201), service.subscription(410), service.subscription(500)];
      const rows = [];
      for (const sub of [live!, gone!, broken!]) rows.push(await saveSubscription(own, ownerId, { subscription: sub.json, extras: {} }));
      const id = await makeNotification(own, {
        title: 'Pushed',
        body: 'To your phone',
        href: '/dashboard/',
        extras_json: JSON.stringify({ data: { orderId: 42 }, actions: [] }),
      });

      const outcome = await deliverNotification(db, id, webPushSender(vapid));
      expect(outcome).toMatchObject({ status: 'sent', figures: { pushSent: 1, pushFailed: 1, pushExpired: 1 } });

      const message = await service.next();
      expect(message.path).toBe(new URL(live!.json.endpoint).pathname);
      expect(message.ttl).toBeGreaterThan(0);
      expect(message.vapidKey).toBe(vapid.publicKey);
      expect(message.claims).toMatchObject({ aud: service.origin, sub: vapid.subject });
      expect(JSON.parse(message.payload)).toMatchObject({ title: 'Pushed', body: 'To your phone', href: '/dashboard/', data: { orderId: 42 } });

      const left = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      expect(left.map((row) => row.id).sort()).toEqual([rows[0]!.id, rows[2]!.id].sort());
      const figures = await db
        .selectFrom('notifications')
        .select(['push_sent', 'push_failed', 'push_expired', 'recipient_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const members = await db.selectFrom('store_members').select('user_id').where('division_id', '=', ownDivision).execute();
      expect(figures).toMatchObject({ push_sent: 1, push_failed: 1, push_expired: 1, recipient_count: members.length });
      await db.deleteFrom('push_subscriptions').where('user_id', '=', ownerId).execute();
    });
  });
});
