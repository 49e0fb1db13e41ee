// The coupon a received free-return parcel earns is accepted by the checkout
// once. Its use is counted in the transaction that writes the order, so a second order (or
// a second order placed at the same moment) is refused with the checkout's coupon message;
// an expired coupon is refused too; coupons without a limit keep working. Both databases.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStore } from '../support/api.ts';
import { SessionClient, signIn } from '../support/session-client.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { makeBasket, makeCoupon, uniqueEmail, type TestStore } from '../support/factories/index.ts';
import { addCoupon, findCoupon } from '../../src/server/commerce/checkout/coupons.ts';
import { receiveReturnOffer } from '../../src/server/fulfilment/remill/receive-offer.ts';
import { requestReturnOffer, REMILL_LIMITS } from '../../src/server/fulfilment/remill/request-offer.ts';
import { ApiError } from '../../src/platform/errors/api-error.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;
const ORDERS = '/omnis/v3/checkout/orders/';
const INVALID = 'This coupon code is not valid.';
let db: Db;
let demo: TestStore;
let demoId: number;
let staff: SessionClient;

const ukAddress = { name: 'Olivia Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' };
const checkout = (couponCode: string) => ({ email: uniqueEmail('remill-buyer'), shippingAddress: ukAddress, shippingMethod: 'express', couponCode });

/** A visitor of the demo store with a basket, placing an order with `couponCode`. */
async function order(couponCode: string) {
  const basket = await makeBasket(demo, [1]);
  const client = new SessionClient('demo');
  client.cookies.set('pf_visitor', basket.token);
  return client.post<Json>(ORDERS, checkout(couponCode));
}

const couponRow = (code: string) => db.selectFrom('coupons').selectAll().where('division_id', '=', demoId).where('code', '=', code).executeTakeFirstOrThrow();

/** The real way to a REMILL coupon: ask for a label, staff receive the parcel. */
async function earnedCoupon(): Promise<string> {
  const email = uniqueEmail('remill-coupon');
  expect((await new SessionClient('demo').post(apiPath('remill.submit'), { email })).status).toBe(200);
  const offer = await db.selectFrom('return_offers').select('label_code').where('email', '=', email).executeTakeFirstOrThrow();
  const received = await staff.post<Json>(apiPath('remill.receive'), { code: offer.label_code });
  expect(received.status, received.text).toBe(200);
  return received.json.offer.couponCode as string;
}

beforeAll(async () => {
  demo = await testStore('demo');
  ({ db } = demo);
  demoId = demo.division.id;
  staff = await signIn(DEMO_USERS.staff);
  await db.deleteFrom('rate_limits').where('key', 'like', 'remill:%').execute();
});

describe('a free return coupon at checkout', () => {
  it('takes 15% off the first order and is counted with it', async () => {
    const code = await earnedCoupon();
    const placed = await order(code.toLowerCase());
    expect(placed.status, placed.text).toBe(201);
    const row = await db.selectFrom('orders').selectAll().where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
    expect(row.coupon_code).toBe(code);
    expect(row.discount).toBe(Math.round(row.subtotal * 0.15));
    expect((await couponRow(code)).times_used).toBe(1);
  });

  it("refuses a second order with the used coupon, with the checkout's coupon message, writing nothing", async () => {
    const code = await earnedCoupon();
    expect((await order(code)).status).toBe(201);
    const before = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('coupon_code', '=', code)
      .executeTakeFirstOrThrow();
    const second = await order(code);
    expect(second.status).toBe(422);
    expect(second.json.errors).toEqual({ couponCode: [INVALID] });
    const after = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('coupon_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await couponRow(code)).times_used).toBe(1);
  });

  it('lets only one of two orders placed at the same moment use a single-use coupon', async () => {
    const code = await earnedCoupon();
    const answers = await Promise.all([order(code), order(code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)!.json.errors).toEqual({ couponCode: [INVALID] });
    expect((await couponRow(code)).times_used).toBe(1);
    const orders = await db.selectFrom('orders').select('id').where('division_id', '=', demoId).where('coupon_code', '=', code).execute();
    expect(orders).toHaveLength(1);
  });

  it('refuses an expired coupon', async () => {
    const code = await makeCoupon(demo, {
      code: `REMILL-X${randomUUID().slice(0, 5).toUpperCase()}`,
      percentOff: 15,
      usageLimit: 1,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const refused = await order(code);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ couponCode: [INVALID] });
    expect((await couponRow(code)).times_used).toBe(0);
  });

  it('keeps coupons without a limit working, counting each use', async () => {
    const code = `MANY${randomUUID().slice(0, 6).toUpperCase()}`;
    await addCoupon(db, demoId, code, { percentOff: 5 });
    expect((await order(code)).status).toBe(201);
    expect((await order(code)).status).toBe(201);
    expect((await couponRow(code)).times_used).toBe(2);
  });

  it("is this store's coupon only", async () => {
    const code = await earnedCoupon();
    const basket = await makeBasket(await testStore('north'), [1]);
    const client = new SessionClient('north');
    client.cookies.set('pf_visitor', basket.token);
    const refused = await client.post<Json>(ORDERS, checkout(code));
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ couponCode: [INVALID] });
  });
});

describe('the offer on a controlled clock', () => {
  const DAY = 86_400_000;
  const start = new Date('2031-03-01T09:00:00.000Z');
  const shopOrigin = () => 'http://demo.localhost';

  it('makes a coupon that works until exactly 90 days after the parcel was received', async () => {
    const scope = demo;
    const offer = await requestReturnOffer(
      scope,
      { email: uniqueEmail('remill-clock') },
      { clientIp: `clock-${randomUUID()}`, origin: 'http://demo.localhost', now: start },
    );
    const staffId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
    const received = await receiveReturnOffer(db, offer.labelCode, { staffUserId: staffId, shopOrigin, now: start });
    expect(received.receivedAt).toBe(start.toISOString());
    expect((await couponRow(received.couponCode)).expires_at).toBe(new Date(start.getTime() + 90 * DAY).toISOString());
    expect(await findCoupon(db, demoId, received.couponCode, new Date(start.getTime() + 90 * DAY - 1))).toEqual({
      code: received.couponCode,
      value: { percentOff: 15 },
    });
    expect(await findCoupon(db, demoId, received.couponCode, new Date(start.getTime() + 90 * DAY))).toBeUndefined();
  });

  it("lets an e-mail ask again once its day's window has passed", async () => {
    const scope = demo;
    const email = uniqueEmail('remill-window');
    const ask = (now: Date) => requestReturnOffer(scope, { email }, { clientIp: `window-${randomUUID()}`, origin: 'http://demo.localhost', now });
    for (let asked = 0; asked < REMILL_LIMITS.email.max; asked++) await ask(start);
    const refused = await ask(new Date(start.getTime() + DAY - 1000)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    await expect(ask(new Date(start.getTime() + DAY))).resolves.toMatchObject({ labelCode: expect.stringMatching(/^RX\d{10}$/) });
  });
});
