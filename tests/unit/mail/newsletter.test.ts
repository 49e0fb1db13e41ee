// Mailing-list subscription — input rules, double opt-in by e-mailed link, same-host forms — against a real SQLite database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreScope } from '../../../src/server/stores/scope.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { ApiError } from '../../../src/platform/errors/api-error.ts';
import { fieldErrors } from '../../../src/lib/validation/index.ts';
import { RESEND_INTERVAL_MS, subscribe } from '../../../src/server/engagement/newsletter/subscribe.ts';
import { SubscribeInput } from '../../../src/schemas/newsletter.ts';
import { verifySubscription } from '../../../src/server/engagement/newsletter/verify.ts';
import { isSameHostForm } from '../../../src/api/same-host-form.ts';
import { openMessageDb } from './message-db.ts';

const DAY = 86_400_000;

/** The mail subscribe wrote to the outbox since this was called (what one test sent). */
async function outboxSince() {
  const { db } = shop;
  const start =
    (
      await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0;
  const sent = () => db.selectFrom('mail_outbox').selectAll().where('id', '>', start).orderBy('id').execute();
  return {
    sent,
    /** The token of the last link sent. */
    lastToken: async () => /subscription-verified\?token=([A-Za-z0-9_-]+)/.exec((await sent()).at(-1)?.text ?? '')?.[1] ?? '',
  };
}

let close: () => Promise<void>;
let shop: StoreScope;
let other: StoreScope;
beforeAll(async () => {
  const opened = await openMessageDb();
  close = opened.close;
  const store = (subdomain: string, companyName: string) =>
    createStore(opened.db, { project: { name: subdomain }, subdomain, name: subdomain, companyName, themeName: 'naked' });
  shop = { db: opened.db, division: await store('shop', 'Shop & Co') };
  other = { db: opened.db, division: await store('other', 'Other') };
});
afterAll(() => close());

const input = (fields: Record<string, unknown>) => SubscribeInput.parse({ mailingList: 'newsletter', firstName: 'Olivia', ...fields });
const subscriber = (email: string, scope = shop) =>
  scope.db.selectFrom('mailing_list_subscribers').selectAll().where('division_id', '=', scope.division.id).where('email', '=', email).executeTakeFirstOrThrow();

describe('subscribe input (email required and valid, first name required)', () => {
  const errors = (fields: Record<string, unknown>) => {
    const result = SubscribeInput.safeParse(fields);
    return result.success ? {} : fieldErrors(result.error);
  };
  it('requires a valid email and a first name, with the catalogue messages', () => {
    expect(errors({})).toEqual({ email: ['This field is required.'], firstName: ['This field is required.'] });
    expect(errors({ email: '  ', firstName: ' ' })).toEqual({ email: ['This field is required.'], firstName: ['This field is required.'] });
    expect(errors({ email: 'not-an-email', firstName: 'Olivia' })).toEqual({ email: ['Please enter a valid email address.'] });
    expect(errors({ email: 'a@b.test', firstName: 'x'.repeat(61) })).toEqual({ firstName: ['Must contain no more than 60 characters.'] });
  });
  it('trims and lower-cases the address, and defaults the list', () => {
    expect(SubscribeInput.parse({ email: ' Olivia@Demo.TEST ', firstName: ' Olivia ' })).toEqual({
      email: 'olivia@demo.test',
      firstName: 'Olivia',
      mailingList: 'newsletter',
    });
    expect(SubscribeInput.parse({ email: 'a@b.test', firstName: 'A', mailingList: '' }).mailingList).toBe('newsletter');
    expect(errors({ email: 'a@b.test', firstName: 'A', mailingList: '../x' })).toHaveProperty('mailingList');
  });
});

describe('subscribe and verify', () => {
  it('stores a pending subscriber with only a hash of the token, and e-mails the link', async () => {
    const outbox = await outboxSince();
    const result = await subscribe(shop, input({ email: 'olivia@demo.test' }), { origin: 'https://shop.example' });
    expect(result.kind).toBe('sent');
    const mail = (await outbox.sent())[0]!;
    expect(mail).toMatchObject({
      to_address: 'olivia@demo.test',
      template: 'subscription',
      division_id: shop.division.id,
      subject: 'Please confirm your subscription to Shop & Co',
      status: 'sent',
    });
    const token = await outbox.lastToken();
    expect(token).toHaveLength(43);
    expect(mail.text).toContain(`https://shop.example/subscription-verified?token=${token}`);
    const row = await subscriber('olivia@demo.test');
    expect(row).toMatchObject({ status: 'pending', first_name: 'Olivia', mailing_list: 'newsletter', verified_at: null });
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.token_expires_at!) - Date.parse(row.created_at)).toBe(7 * DAY);
  });

  it('verifies once; the same link again is "used"; on another store it is not valid', async () => {
    const outbox = await outboxSince();
    await subscribe(shop, input({ email: 'once@demo.test' }), { origin: 'https://shop.example' });
    const token = await outbox.lastToken();
    expect(await verifySubscription(other, token)).toEqual({ kind: 'invalid' });
    expect(await verifySubscription(shop, token)).toEqual({ kind: 'verified', firstName: 'Olivia', email: 'once@demo.test', mailingList: 'newsletter' });
    expect(await subscriber('once@demo.test')).toMatchObject({ status: 'verified' });
    expect(await verifySubscription(shop, token)).toEqual({ kind: 'used' });
  });

  it('refuses an expired link and anything that is not a token', async () => {
    const outbox = await outboxSince();
    const sentAt = new Date(Date.now() - 8 * DAY);
    await subscribe(shop, input({ email: 'late@demo.test' }), { origin: 'https://shop.example', now: sentAt });
    expect(await verifySubscription(shop, await outbox.lastToken())).toEqual({ kind: 'expired' });
    expect((await subscriber('late@demo.test')).status).toBe('pending');
    for (const token of [null, '', 'short', 'x'.repeat(43), `${await outbox.lastToken()}x`])
      expect(await verifySubscription(shop, token)).toEqual({ kind: 'invalid' });
  });

  it('a second request refreshes the link (the old one stops working) but not more than once a minute', async () => {
    const outbox = await outboxSince();
    const start = new Date();
    await subscribe(shop, input({ email: 'again@demo.test' }), { origin: 'https://shop.example', now: start });
    const first = await outbox.lastToken();
    const soon = await subscribe(shop, input({ email: 'again@demo.test' }), { origin: 'https://shop.example', now: new Date(start.getTime() + 1000) });
    expect(soon.kind).toBe('recently-sent');
    expect(await outbox.sent()).toHaveLength(1);
    const later = await subscribe(shop, input({ email: 'again@demo.test', firstName: 'Liv' }), {
      origin: 'https://shop.example',
      now: new Date(start.getTime() + RESEND_INTERVAL_MS + 1),
    });
    expect(later.kind).toBe('sent');
    expect(await outbox.sent()).toHaveLength(2);
    expect(await verifySubscription(shop, first)).toEqual({ kind: 'invalid' });
    expect(await verifySubscription(shop, await outbox.lastToken())).toMatchObject({ kind: 'verified', firstName: 'Liv' });
    const rows = await shop.db.selectFrom('mailing_list_subscribers').select('id').where('email', '=', 'again@demo.test').execute();
    expect(rows).toHaveLength(1);
  });

  it('sends nothing to an address already verified (and says the same thing to the form)', async () => {
    const outbox = await outboxSince();
    expect((await subscribe(shop, input({ email: 'once@demo.test', firstName: 'Mallory' }), { origin: 'https://shop.example' })).kind).toBe('already-verified');
    expect(await outbox.sent()).toHaveLength(0);
    expect((await subscriber('once@demo.test')).first_name).toBe('Olivia');
  });

  it('keeps lists and stores apart', async () => {
    const outbox = await outboxSince();
    await subscribe(other, input({ email: 'once@demo.test' }), { origin: 'https://other.example' });
    await subscribe(shop, input({ email: 'once@demo.test', mailingList: 'restocks' }), { origin: 'https://shop.example' });
    expect(await outbox.sent()).toHaveLength(2);
    expect((await subscriber('once@demo.test', other)).status).toBe('pending');
  });

  it("refuses a division that is not the host's store", async () => {
    const outbox = await outboxSince();
    await expect(subscribe(shop, input({ email: 'x@demo.test', division: other.division.id }), { origin: 'https://shop.example' })).rejects.toMatchObject({
      kind: 'otherStore',
    });
    await expect(subscribe(shop, input({ email: 'x@demo.test', division: 'other' }), { origin: 'https://shop.example' })).rejects.toBeInstanceOf(ApiError);
    expect(await outbox.sent()).toHaveLength(0);
    expect((await subscribe(shop, input({ email: 'x@demo.test', division: shop.division.id }), { origin: 'https://shop.example' })).kind).toBe('sent');
    expect((await subscribe(shop, input({ email: 'y@demo.test', division: 'shop' }), { origin: 'https://shop.example' })).kind).toBe('sent');
  });
});

describe('the no-JavaScript form comes from this host', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it('accepts Sec-Fetch-Site: same-origin, or an Origin on this host', () => {
    expect(isSameHostForm(headers({ 'sec-fetch-site': 'same-origin' }), 'demo.localhost:4321')).toBe(true);
    expect(isSameHostForm(headers({ origin: 'http://demo.localhost:4321' }), 'demo.localhost:4321')).toBe(true);
    expect(isSameHostForm(headers({ origin: 'https://Shop.Northwind.test' }), 'shop.northwind.test')).toBe(true);
  });
  it('refuses another store on the platform, another site, a null or missing origin', () => {
    expect(isSameHostForm(headers({ 'sec-fetch-site': 'same-site', origin: 'http://demo.localhost:4321' }), 'demo.localhost:4321')).toBe(false);
    expect(isSameHostForm(headers({ 'sec-fetch-site': 'cross-site' }), 'demo.localhost:4321')).toBe(false);
    expect(isSameHostForm(headers({ origin: 'http://north.localhost:4321' }), 'demo.localhost:4321')).toBe(false);
    expect(isSameHostForm(headers({ origin: 'http://demo.localhost:9999' }), 'demo.localhost:4321')).toBe(false);
    expect(isSameHostForm(headers({ origin: 'null' }), 'demo.localhost:4321')).toBe(false);
    expect(isSameHostForm(headers({}), 'demo.localhost:4321')).toBe(false);
  });
});
