// The outbox pages (/teemail/): who may read which message, on which store, and the
// verification link clicked from a message the way a mail client would.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, latestMailTo, storeRequest, testDb, type StoreResponse } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { recordMail } from '../../src/platform/mail/record-mail.ts';

const SUBSCRIBE = '/omnis/v3/frontend/mailing-list/subscribe/';
const { staff: STAFF, shopper: SHOPPER } = DEMO_USERS;

async function signIn(client: SessionClient, account: { email: string; password: string }): Promise<void> {
  const response = await client.login(account.email, account.password);
  expect(response.status, response.text).toBe(200);
}

const ids = { shopperDemo: 0, otherDemo: 0, shopperNorth: 0, platform: 0 };

async function subscribeOn(host: string, email: string): Promise<number> {
  const response = await new SessionClient(host).post(SUBSCRIBE, { mailingList: 'newsletter', email, firstName: 'Sasha' });
  expect(response.status, response.text).toBe(200);
  return (await latestMailTo(email)).id;
}

beforeAll(async () => {
  const { db } = await testDb();
  const other = `someone-${Date.now().toString(36)}@example.com`;
  ids.shopperDemo = await subscribeOn('demo', SHOPPER.email);
  ids.otherDemo = await subscribeOn('demo', other);
  ids.shopperNorth = await subscribeOn('north', SHOPPER.email);
  // Platform mail (no store), as the outbox keeps what it sends.
  ids.platform = await recordMail(
    db,
    { to: SHOPPER.email, subject: 'Welcome to Printfront', html: '<p>Hello from the platform</p>', text: 'Hello from the platform', template: 'welcome' },
    { transport: 'outbox', status: 'sent' },
  );
});

const listed = (response: StoreResponse) =>
  parseHtml(response.text)
    .all('ol.mails a')
    .map((a) => a.attribs.href);

describe('/teemail/ for visitors who are not signed in', () => {
  it.each(['/teemail/', '/teemail/?page=2', '/teemail/sms/'])('%s is the not-found page, never cached', async (path) => {
    const response = await storeRequest('demo', path);
    expect(response.status).toBe(404);
    const page = parseHtml(response.text);
    expect(page.text('h1')).toBe('We were unable to find this page');
    expect(page.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(String(response.headers['cache-control'])).toMatch(/no-store/);
    expect(response.headers['x-render-cache']).toBeUndefined();
  });

  it('answers an existing message exactly like a missing one', async () => {
    const existing = await storeRequest('demo', `/teemail/${ids.shopperDemo}/`);
    const missing = await storeRequest('demo', '/teemail/987654321/');
    expect(existing.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(parseHtml(existing.text).text('main')).toBe(parseHtml(missing.text).text('main'));
    expect(existing.text).not.toContain('Please confirm your subscription');
  });
});

describe('/teemail/ for a signed-in shopper', () => {
  const shopper = new SessionClient('demo');
  beforeAll(() => signIn(shopper, SHOPPER));

  it('lists only the mail sent to them on this store, and platform mail, newest first', async () => {
    const response = await shopper.request('/teemail/');
    expect(response.status).toBe(200);
    expect(String(response.headers['cache-control'])).toMatch(/no-store/);
    expect(parseHtml(response.text).attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(parseHtml(response.text).attr('html', 'data-layout')).toBe('mail');
    const hrefs = listed(response);
    expect(hrefs.slice(0, 2)).toEqual([`/teemail/${ids.platform}/`, `/teemail/${ids.shopperDemo}/`]);
    expect(hrefs).not.toContain(`/teemail/${ids.otherDemo}/`);
    expect(hrefs).not.toContain(`/teemail/${ids.shopperNorth}/`);
  });

  it("shows their message in a sandboxed frame, and someone else's as not found", async () => {
    const own = await shopper.request(`/teemail/${ids.shopperDemo}/`);
    expect(own.status).toBe(200);
    const page = parseHtml(own.text);
    expect(page.text('h1')).toBe('Please confirm your subscription to Northwind Tees');
    const sandbox = page.attr('iframe', 'sandbox') ?? '';
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(page.attr('iframe', 'srcdoc')).toContain('Confirm subscription');
    expect(page.text('details pre')).toContain('Confirm subscription:');

    expect((await shopper.request(`/teemail/${ids.otherDemo}/`)).status).toBe(404);
    // Sent for the other store: not on this store's host.
    expect((await shopper.request(`/teemail/${ids.shopperNorth}/`)).status).toBe(404);
    expect((await shopper.request('/teemail/sms/')).status).toBe(404);
    expect((await shopper.request('/teemail/abc/')).status).toBe(404);
  });

  it('the verification link works when clicked from the outbox', async () => {
    const message = parseHtml((await shopper.request(`/teemail/${ids.shopperDemo}/`)).text);
    const mail = parseHtml(message.attr('iframe', 'srcdoc') ?? '');
    expect(mail.attr('base', 'target')).toBe('_top');
    const link = new URL(mail.attr('a', 'href') ?? '');
    expect(link.pathname).toBe('/subscription-verified');
    const verified = await shopper.request(link.pathname + link.search);
    expect(verified.status).toBe(200);
    expect(parseHtml(verified.text).text('h1')).toBe('You’re subscribed');
    const { db } = await testDb();
    const row = await db
      .selectFrom('mailing_list_subscribers')
      .select('status')
      .where('email', '=', SHOPPER.email)
      .where('division_id', '=', await divisionId('demo'))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('verified');
  });
});

describe('/teemail/ for internal staff', () => {
  const staff = new SessionClient('demo');
  beforeAll(() => signIn(staff, STAFF));

  it("reads every message of this store and the platform's, but not another store's", async () => {
    const hrefs = listed(await staff.request('/teemail/'));
    expect(hrefs).toEqual(expect.arrayContaining([`/teemail/${ids.otherDemo}/`, `/teemail/${ids.shopperDemo}/`, `/teemail/${ids.platform}/`]));
    expect(hrefs).not.toContain(`/teemail/${ids.shopperNorth}/`);
    expect((await staff.request(`/teemail/${ids.otherDemo}/`)).status).toBe(200);
    expect((await staff.request(`/teemail/${ids.shopperNorth}/`)).status).toBe(404);
  });

  it('reads the SMS outbox', async () => {
    const response = await staff.request('/teemail/sms/');
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).text('h1')).toBe('SMS outbox');
  });
});
