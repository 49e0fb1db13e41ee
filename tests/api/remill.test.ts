// The free return offer. A shopper asks for a prepaid label (email checked with the validation
// messages, rate-limited), gets it by mail and prints it from its link on the store that issued
// it; internal staff receive the parcel and the shopper gets one single-use coupon, however
// often (or however simultaneously) the label is scanned. Both databases (TEST_DB).
import { gzipSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { uniqueEmail } from '../support/factories/index.ts';
import { pdfText } from '../support/pdf-text.ts';
import { parseHtml } from '../support/html.ts';
import { REMILL_ATLAS_PATH, RETURN_OFFER_MESSAGES } from '../../src/lib/remill-calls.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;
let db: Db;
let demoId: number;
let staff: SessionClient;
let staffId: number;

const offersOf = (email: string) => db.selectFrom('return_offers').selectAll().where('email', '=', email).orderBy('id').execute();
const mailsTo = (email: string, template: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('template', '=', template).orderBy('id').execute();
const remillCoupons = (division: number) =>
  db.selectFrom('coupons').selectAll().where('division_id', '=', division).where('code', 'like', 'REMILL-%').execute();

/** A shopper on `host` asks for a label; the offer row it made. */
async function requestLabel(email = uniqueEmail('remill'), host = 'demo') {
  const response = await new SessionClient(host).post<Json>(apiPath('remill.submit'), { email });
  expect(response.status, response.text).toBe(200);
  const [offer] = await offersOf(email);
  return offer!;
}

beforeAll(async () => {
  ({ db } = await testDb());
  demoId = await divisionId('demo');
  staff = new SessionClient('demo');
  expect((await staff.login('staff@printfront.test', 'demo-staff-2026')).status).toBe(200);
  staffId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
});
beforeEach(async () => {
  await db.deleteFrom('rate_limits').where('key', 'like', 'remill:%').execute();
});

describe('the remillReturn block on a store page', () => {
  /** Every script file a page loads at once (module scripts and their static imports): addresses and text. */
  async function scriptsOf(path: string): Promise<{ urls: string[]; text: string }> {
    const html = parseHtml((await storeRequest('demo', path)).text);
    const urls: string[] = [];
    const files: string[] = [];
    const load = async (url: string) => {
      urls.push(url);
      const source = (await storeRequest('demo', url)).text;
      files.push(source);
      return source;
    };
    for (const script of html.all('script[src]')) {
      const source = await load(script.attribs.src!);
      for (const match of source.matchAll(/from\s*"(\.\/[^"]+)"|import\s*"(\.\/[^"]+)"/g)) await load(`/_astro/${(match[1] ?? match[2])!.slice(2)}`);
    }
    return { urls, text: files.join('\n') };
  }

  it('is HTML with a small loader: no island, no React and no popup CSS until the button is pressed', async () => {
    const response = await storeRequest('demo', '/free-returns/');
    expect(response.status).toBe(200);
    const html = parseHtml(response.text);
    expect(html.all('[data-block-type="remillReturn"] button[data-return-offer-open]')).toHaveLength(1);
    expect(html.all('astro-island')).toHaveLength(0);
    expect(response.text).not.toContain('pf-popup-body');
    const scripts = await scriptsOf('/free-returns/');
    expect(scripts.text).toContain('data-return-offer-open');
    // React and the popup are named in the loader (to fetch them on the press), never loaded with the page.
    expect(scripts.urls.filter((url) => /react|ReturnOfferMount|client\./i.test(url))).toEqual([]);
    expect(scripts.text).not.toMatch(/react\.(transitional\.)?element/);
    expect(gzipSync(scripts.text).length).toBeLessThan(2048);
  });

  it('costs the pages without the block nothing', async () => {
    const home = await storeRequest('demo', '/');
    expect(home.text).not.toContain('pf-return-offer');
    expect((await scriptsOf('/')).text).not.toContain('data-return-offer-open');
  });
});

describe('POST /omnis/v3/frontend/retex/remill/submit/', () => {
  it('answers a bad email with 422 and the validation message, writing and sending nothing', async () => {
    const client = new SessionClient();
    const invalid = await client.post<Json>(apiPath('remill.submit'), { email: 'not-an-email' });
    expect(invalid.status).toBe(422);
    expect(invalid.json).toMatchObject({ message: 'Please enter a valid email address.', errors: { email: ['Please enter a valid email address.'] } });
    const empty = await client.post<Json>(apiPath('remill.submit'), {});
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ email: ['This field is required.'] });
    expect(await offersOf('not-an-email')).toHaveLength(0);
  });

  it('records the offer in this store with an RX label code and mails the link to the printable label', async () => {
    const email = uniqueEmail('remill');
    const response = await new SessionClient().post<Json>(apiPath('remill.submit'), { email: `  ${email.toUpperCase()} ` });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ type: 'success', message: RETURN_OFFER_MESSAGES.success });
    const [offer, ...more] = await offersOf(email);
    expect(more).toHaveLength(0);
    expect(offer).toMatchObject({ division_id: demoId, status: 'requested', coupon_code: null, received_at: null });
    expect(offer!.label_code).toMatch(/^RX\d{10}$/);
    const [mail] = await mailsTo(email, 'return-offer-label');
    expect(mail).toMatchObject({ division_id: demoId, transport: 'outbox' });
    expect(mail!.html).toContain(`href="${testStoreOrigin('demo')}${apiPath('remill.label', { code: offer!.label_code })}"`);
    expect(mail!.text).toContain('Not denim or underwear');
  });

  it('refuses a call without the XSRF header', async () => {
    const client = new SessionClient();
    client.xsrf = false;
    expect((await client.post(apiPath('remill.submit'), { email: uniqueEmail('remill') })).status).toBe(403);
  });

  it('is rate-limited per e-mail: the fourth label in a day is a 429 with Retry-After', async () => {
    const email = uniqueEmail('remill-many');
    const client = new SessionClient();
    for (let asked = 0; asked < 3; asked++) expect((await client.post(apiPath('remill.submit'), { email })).status).toBe(200);
    const limited = await client.post<Json>(apiPath('remill.submit'), { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await offersOf(email)).toHaveLength(3);
  });

  it('is rate-limited per client address: the eleventh label in an hour is a 429', async () => {
    const client = new SessionClient();
    for (let asked = 0; asked < 10; asked++) expect((await client.post(apiPath('remill.submit'), { email: uniqueEmail('remill-ip') })).status).toBe(200);
    expect((await client.post(apiPath('remill.submit'), { email: uniqueEmail('remill-ip') })).status).toBe(429);
  });
});

describe('GET /omnis/v3/frontend/retex/remill/label/{code}.pdf', () => {
  it('is the printable prepaid label, its code as text and barcode', async () => {
    const offer = await requestLabel();
    const response = await storeRequest('demo', apiPath('remill.label', { code: offer.label_code }));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(response.bytes)).join(' ');
    expect(text).toContain(offer.label_code);
    expect(text).toContain('POSTAGE PAID');
    expect(text).not.toContain(offer.email);
  });

  it('cannot be read from another store, nor guessed', async () => {
    const offer = await requestLabel();
    expect((await storeRequest('north', apiPath('remill.label', { code: offer.label_code }))).status).toBe(404);
    expect((await storeRequest('demo', apiPath('remill.label', { code: 'RX0000000000' }))).status).toBe(404);
    expect((await storeRequest('demo', apiPath('remill.label', { code: 'not-a-code' }))).status).toBe(404);
  });
});

describe('POST /omnis/v3/atlas/remill/receive/', () => {
  it('is for internal staff only: 401 signed out, 403 for a store owner and a shopper', async () => {
    const offer = await requestLabel();
    expect((await new SessionClient().post(apiPath('remill.receive'), { code: offer.label_code })).status).toBe(401);
    const owner = new SessionClient();
    await owner.login('owner@demo.test', 'demo-owner-2026');
    const refused = await owner.post<Json>(apiPath('remill.receive'), { code: offer.label_code });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Permission denied');
    const shopper = new SessionClient();
    await shopper.login('shopper@demo.test', 'demo-shopper-2026');
    expect((await shopper.post(apiPath('remill.receive'), { code: offer.label_code })).status).toBe(403);
    expect((await offersOf(offer.email))[0]).toMatchObject({ status: 'requested', coupon_code: null });
  });

  it("receives the parcel: one single-use 15% coupon in the offer's store, mailed to the shopper", async () => {
    const offer = await requestLabel();
    const started = Date.now();
    const response = await staff.post<Json>(apiPath('remill.receive'), { code: offer.label_code.toLowerCase() });
    expect(response.status, response.text).toBe(200);
    const couponCode = response.json.offer.couponCode as string;
    expect(couponCode).toMatch(/^REMILL-[A-Z2-9]{6}$/);
    expect(response.json.offer).toMatchObject({ labelCode: offer.label_code, divisionId: demoId, email: offer.email, alreadyReceived: false });
    expect((await offersOf(offer.email))[0]).toMatchObject({ status: 'received', coupon_code: couponCode, received_by: staffId });
    const coupon = await db.selectFrom('coupons').selectAll().where('code', '=', couponCode).executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ division_id: demoId, percent_off: 15, amount_off: null, usage_limit: 1, times_used: 0, active: 1 });
    const days = (Date.parse(coupon.expires_at!) - started) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);
    const [mail, ...more] = await mailsTo(offer.email, 'return-offer-coupon');
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(couponCode);
    expect(mail!.html).toContain(`href="${testStoreOrigin('demo')}/"`);
  });

  it('makes the coupon once: received again, it answers with the same one and sends nothing', async () => {
    const offer = await requestLabel();
    const first = await staff.post<Json>(apiPath('remill.receive'), { code: offer.label_code });
    const again = await staff.post<Json>(apiPath('remill.receive'), { code: offer.label_code });
    expect(again.status).toBe(200);
    expect(again.json.offer).toMatchObject({ couponCode: first.json.offer.couponCode, alreadyReceived: true });
    expect(await db.selectFrom('coupons').select('code').where('code', '=', first.json.offer.couponCode).execute()).toHaveLength(1);
    expect(await mailsTo(offer.email, 'return-offer-coupon')).toHaveLength(1);
  });

  it('makes one coupon when the same label is scanned twice at the same moment', async () => {
    const offer = await requestLabel();
    const before = (await remillCoupons(demoId)).length;
    const answers = await Promise.all([0, 1, 2].map(() => staff.post<Json>(apiPath('remill.receive'), { code: offer.label_code })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json.offer.couponCode)).size).toBe(1);
    expect(answers.filter((answer) => !answer.json.offer.alreadyReceived)).toHaveLength(1);
    expect((await remillCoupons(demoId)).length).toBe(before + 1);
    expect(await mailsTo(offer.email, 'return-offer-coupon')).toHaveLength(1);
  });

  it('gives the coupon to the store that issued the label, whichever host staff work on', async () => {
    const offer = await requestLabel(uniqueEmail('remill-north'), 'north');
    const northId = await divisionId('north');
    const response = await staff.post<Json>(apiPath('remill.receive'), { code: offer.label_code });
    expect(response.status).toBe(200);
    expect(response.json.offer.divisionId).toBe(northId);
    expect(
      (await db.selectFrom('coupons').select('division_id').where('code', '=', response.json.offer.couponCode).executeTakeFirstOrThrow()).division_id,
    ).toBe(northId);
    const [mail] = await mailsTo(offer.email, 'return-offer-coupon');
    expect(mail!.html).toContain(`href="${testStoreOrigin('north')}/"`);
  });

  it('refuses an unknown code (404) and one that is not a free returns label (422)', async () => {
    expect((await staff.post<Json>(apiPath('remill.receive'), { code: 'RX0000000001' })).status).toBe(404);
    const wrong = await staff.post<Json>(apiPath('remill.receive'), { code: 'PF0123456789' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ code: ['This is not a free returns label code.'] });
  });
});

describe('the staff list and screen', () => {
  it('lists offers of every store, filtered by status, newest first (staff only)', async () => {
    const requested = await requestLabel();
    const received = await requestLabel();
    await staff.post(apiPath('remill.receive'), { code: received.label_code });
    const all = await staff.request<Json>(apiPath('remill.offers'));
    expect(all.status).toBe(200);
    // Other test files add offers at the same time: this test's two, newest first, and the page in date order.
    const codes = all.json.offers.map((offer: Json) => offer.labelCode);
    expect(codes).toContain(requested.label_code);
    expect(codes.indexOf(received.label_code)).toBeLessThan(codes.indexOf(requested.label_code));
    const dates = all.json.offers.map((offer: Json) => offer.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const waiting = await staff.request<Json>(`${apiPath('remill.offers')}?status=requested`);
    expect(waiting.json.offers.every((offer: Json) => offer.status === 'requested')).toBe(true);
    expect(waiting.json.offers.some((offer: Json) => offer.labelCode === requested.label_code)).toBe(true);
    expect(waiting.json.offers.some((offer: Json) => offer.labelCode === received.label_code)).toBe(false);
    expect(all.json).toMatchObject({ page: 1, status: null });
    expect(all.json.total).toBeGreaterThanOrEqual(2);
    const owner = new SessionClient();
    await owner.login('owner@demo.test', 'demo-owner-2026');
    expect((await owner.request(apiPath('remill.offers'))).status).toBe(403);
  });

  it('/atlas/remill/ shows staff the offers; the signed out log in; owners get the 403 screen without data', async () => {
    const offer = await requestLabel();
    const screen = await staff.request(REMILL_ATLAS_PATH);
    expect(screen.status).toBe(200);
    expect(screen.headers['cache-control']).toContain('no-store');
    expect(screen.text).toContain(offer.label_code);
    expect(screen.text).toContain('name="code"');
    const signedOut = await storeRequest('demo', REMILL_ATLAS_PATH);
    expect(signedOut.status).toBe(302);
    const owner = new SessionClient();
    await owner.login('owner@demo.test', 'demo-owner-2026');
    const refused = await owner.request(REMILL_ATLAS_PATH);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(offer.label_code);
  });

  it('the scan field (a plain form) receives the parcel and redirects, so a refresh never receives twice', async () => {
    const offer = await requestLabel();
    const form = (code: string, origin = testStoreOrigin('demo')) =>
      staff.request(REMILL_ATLAS_PATH, { method: 'POST', body: new URLSearchParams({ code }), headers: { origin } });
    const posted = await form(` ${offer.label_code} `);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(`${REMILL_ATLAS_PATH}?received=${offer.label_code}`);
    const [row] = await offersOf(offer.email);
    expect(row).toMatchObject({ status: 'received', received_by: staffId });
    const shown = await staff.request(posted.headers.location as string);
    expect(parseHtml(shown.text).text('[data-received]')).toBe(
      `Parcel ${offer.label_code} received for Northwind Tees. Coupon ${row!.coupon_code} sent to ${offer.email}.`,
    );
    const again = await form(offer.label_code);
    expect(again.headers.location).toBe(`${REMILL_ATLAS_PATH}?received=${offer.label_code}&again=1`);
    const unknown = await form('RX0000000002');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No free returns label has this code.');
    const other = await requestLabel();
    const crossSite = await form(other.label_code, 'http://evil.example');
    expect(crossSite.status).toBe(403);
    const owner = new SessionClient();
    await owner.login('owner@demo.test', 'demo-owner-2026');
    const ownerPost = await owner.request(REMILL_ATLAS_PATH, {
      method: 'POST',
      body: new URLSearchParams({ code: other.label_code }),
      headers: { origin: testStoreOrigin('demo') },
    });
    expect(ownerPost.status).toBe(403);
    const signedOut = await storeRequest('demo', REMILL_ATLAS_PATH, {
      method: 'POST',
      body: new URLSearchParams({ code: other.label_code }),
      headers: { origin: testStoreOrigin('demo') },
    });
    expect(signedOut.status).toBe(302);
    expect((await offersOf(other.email))[0]!.status).toBe('requested');
  });
});
