// The newsletter subscription, with JavaScript (JSON API) and
// without (the /subscribe/ page), the verification e-mail in the outbox and its link.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, latestMailTo, storeRequest, testDb, testStoreOrigin, type StoreResponse } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import type { Db } from '../../src/platform/db/database.ts';

const API = '/omnis/v3/frontend/mailing-list/subscribe/';
const SUCCESS = "We've sent you an email to verify your subscription";

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const setCookies = (response: StoreResponse) => [response.headers['set-cookie'] ?? []].flat();

let db: Db;
let demoId: number;
beforeAll(async () => {
  ({ db } = await testDb());
  demoId = await divisionId('demo');
});

const subscriberOf = (email: string) =>
  db.selectFrom('mailing_list_subscribers').selectAll().where('division_id', '=', demoId).where('email', '=', email).executeTakeFirst();
const mailsTo = (email: string) => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
/** The verification link's path, as a reader of the outbox would click it. */
async function verificationPath(email: string): Promise<string> {
  const link = /https?:\/\/[^\s]+\/subscription-verified\?token=[A-Za-z0-9_-]+/.exec((await latestMailTo(email)).text)?.[0];
  expect(link, `no verification link in the mail to ${email}`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

describe('POST /omnis/v3/frontend/mailing-list/subscribe/ (JSON)', () => {
  it('answers invalid fields with 422 and the validation messages, and writes nothing', async () => {
    const visitor = new SessionClient();
    const empty = await visitor.post<{ message: string; errors: Record<string, string[]> }>(API, { mailingList: 'newsletter' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ email: ['This field is required.'], firstName: ['This field is required.'] });
    expect(empty.json.message).toBe('This field is required.');

    const email = 'not-an-email';
    const invalid = await visitor.post<{ message: string; errors: Record<string, string[]> }>(API, { mailingList: 'newsletter', email, firstName: 'Olivia' });
    expect(invalid.status).toBe(422);
    expect(invalid.json).toMatchObject({
      message: 'Please enter a valid email address.',
      code: 'validation',
      errors: { email: ['Please enter a valid email address.'] },
    });
    expect(setCookies(invalid).join()).not.toMatch(/subscribed=/);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('subscribes: the success text, the subscribed cookie for 365 days, a pending subscriber and the e-mail in the outbox', async () => {
    const email = unique('json');
    const response = await new SessionClient().post<{ message: string }>(API, { mailingList: 'newsletter', email: email.toUpperCase(), firstName: 'Olivia' });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ message: SUCCESS });
    const cookie = setCookies(response).find((line) => line.startsWith('subscribed='));
    expect(cookie).toMatch(/^subscribed=1;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);

    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', first_name: 'Olivia', mailing_list: 'newsletter' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      division_id: demoId,
      template: 'subscription',
      transport: 'outbox',
      subject: 'Please confirm your subscription to Northwind Tees',
    });
    expect(mails[0]?.text).toContain(`${testStoreOrigin('demo')}/subscription-verified?token=`);
  });

  it('answers other methods in the API shape', async () => {
    const response = await storeRequest<{ code: string }>('demo', API);
    expect(response.status).toBe(405);
    expect(response.json.code).toBe('methodNotAllowed');
  });
});

describe('GET /subscription-verified', () => {
  it('verifies from the e-mailed link once; the link is then used, and means nothing on another store', async () => {
    const email = unique('verify');
    expect((await new SessionClient().post(API, { mailingList: 'newsletter', email, firstName: 'Sasha' })).status).toBe(200);
    const path = await verificationPath(email);

    const elsewhere = await storeRequest('north', path);
    expect(elsewhere.status).toBe(400);
    expect(parseHtml(elsewhere.text).text('h1')).toBe('This link is not valid');
    expect((await subscriberOf(email))?.status).toBe('pending');

    const first = await storeRequest('demo', path);
    expect(first.status).toBe(200);
    const page = parseHtml(first.text);
    expect(page.text('h1')).toBe('You’re subscribed');
    expect(page.text('main')).toContain(`Thanks, Sasha! ${email} is now on the Northwind Tees mailing list`);
    expect(page.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(page.attr('meta[name="referrer"]', 'content')).toBe('no-referrer');
    expect(String(first.headers['cache-control'])).toMatch(/no-store/);
    expect(setCookies(first).join()).toMatch(/subscribed=1/);
    expect(await subscriberOf(email)).toMatchObject({ status: 'verified' });
    expect((await subscriberOf(email))?.verified_at).not.toBeNull();

    const again = await storeRequest('demo', path);
    expect(again.status).toBe(200);
    expect(parseHtml(again.text).text('h1')).toBe('This link has already been used');
  });

  it('says clearly when a link has expired, and offers a new one', async () => {
    const email = unique('expired');
    await new SessionClient().post(API, { mailingList: 'newsletter', email, firstName: 'Sam' });
    const path = await verificationPath(email);
    await db
      .updateTable('mailing_list_subscribers')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await storeRequest('demo', path);
    expect(response.status).toBe(410);
    const page = parseHtml(response.text);
    expect(page.text('h1')).toBe('This link has expired');
    expect(page.attr('form.subscribe-form', 'action')).toBe('/subscribe/');
    expect((await subscriberOf(email))?.status).toBe('pending');
  });

  it('refuses a missing or made-up token', async () => {
    for (const path of ['/subscription-verified', '/subscription-verified?token=nope', `/subscription-verified?token=${'a'.repeat(43)}`]) {
      const response = await storeRequest('demo', path);
      expect(response.status, path).toBe(400);
      expect(parseHtml(response.text).text('h1')).toBe('This link is not valid');
    }
  });
});

describe('POST /subscribe/ (the form without JavaScript)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams({ mailingList: 'newsletter', ...fields });

  it('the newsletter block posts there, and its script to the JSON API', async () => {
    const home = parseHtml((await storeRequest('demo', '/')).text);
    expect(home.attr('form[data-newsletter-form]', 'action')).toBe('/subscribe/');
  });

  it('accepts a form from this host, then redirects (303) to a confirmation that leads back', async () => {
    const email = unique('form');
    const origin = testStoreOrigin('demo');
    const response = await storeRequest('demo', '/subscribe/', {
      body: form({ email, firstName: 'Olivia' }),
      headers: { origin, referer: `${origin}/about/` },
    });
    expect(response.status, response.text.slice(0, 300)).toBe(303);
    expect(response.headers.location).toBe('/subscribe/?subscribed=1&return=%2Fabout%2F');
    expect(setCookies(response).join()).toMatch(/subscribed=1/);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending' });
    expect(await mailsTo(email)).toHaveLength(1);

    const confirmation = await storeRequest('demo', response.headers.location!);
    expect(confirmation.status).toBe(200);
    const page = parseHtml(confirmation.text);
    expect(page.text('[role="status"]')).toBe(SUCCESS);
    expect(page.attr('a.button', 'href')).toBe('/about/');
  });

  it('accepts Sec-Fetch-Site: same-origin as proof too', async () => {
    const email = unique('fetch-site');
    const response = await storeRequest('demo', '/subscribe/', { body: form({ email, firstName: 'Olivia' }), headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(303);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a form from another site, another store or nowhere with a 403 page, writing nothing', async () => {
    const email = unique('cross');
    for (const headers of [
      {},
      { origin: 'https://evil.example' },
      { origin: testStoreOrigin('north') },
      { origin: testStoreOrigin('demo'), 'sec-fetch-site': 'same-site' },
    ] as Record<string, string>[]) {
      const response = await storeRequest('demo', '/subscribe/', { body: form({ email, firstName: 'Mallory' }), headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(parseHtml(response.text).text('h1')).toBe('We could not accept this form');
      expect(setCookies(response).join()).not.toMatch(/subscribed=/);
    }
    expect(await subscriberOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('shows validation errors on the page, beside the fields, keeping what was typed', async () => {
    const response = await storeRequest('demo', '/subscribe/', {
      body: form({ email: 'nope', firstName: '' }),
      headers: { origin: testStoreOrigin('demo') },
    });
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const page = parseHtml(response.text);
    expect(page.text('#subscribe-email-error')).toBe('Please enter a valid email address.');
    expect(page.text('#subscribe-first-name-error')).toBe('This field is required.');
    expect(page.attr('#subscribe-email', 'value')).toBe('nope');
    expect(page.attr('#subscribe-email', 'aria-invalid')).toBe('true');
  });

  it('shows the form on GET', async () => {
    const response = await storeRequest('demo', '/subscribe/');
    expect(response.status).toBe(200);
    const page = parseHtml(response.text);
    expect(page.attr('form.subscribe-form', 'method')).toBe('post');
    expect(page.attr('meta[name="robots"]', 'content')).toBe('noindex');
  });
});
