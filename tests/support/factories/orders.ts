// Orders for tests, written by the demo seed's order writer (src/seed/orders.ts): the rows
// checkout and payment leave (order, items, status trail, payment attempt, factory and
// labels once paid). Checkout's createOrder takes a priced basket; tests need orders of any
// status, date and lines, which the seed's writer makes the same way.
import type { Db } from '../../../src/platform/db/database.ts';
import { randomToken } from '../../../src/platform/security/tokens.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { addCoupon } from '../../../src/server/commerce/checkout/coupons.ts';
import { newLabelCode } from '../../../src/server/commerce/orders/label-codes.ts';
import { insertSeedOrder, type SeedOrder, type SeedOrderItem } from '../../../src/seed/orders.ts';
import { uniqueEmail } from './unique.ts';

export { includedVat } from '../../../src/seed/orders.ts';
export type { SeedOrderItem as OrderItem } from '../../../src/seed/orders.ts';

/** One "Test tee" (Black, M) at £25.00, of no catalogue product. */
export const TEST_ITEM: SeedOrderItem = {
  productId: null,
  name: 'Test tee',
  sku: 'TEST-TEE',
  image: null,
  colour: 'Black',
  size: 'M',
  quantity: 1,
  price: 2500,
};

/** A line of an order: the test tee unless the overrides say otherwise. */
export const orderItem = (overrides: Partial<SeedOrderItem> = {}): SeedOrderItem => ({ ...TEST_ITEM, ...overrides });

export type OrderOverrides = Partial<Omit<SeedOrder, 'divisionId'>> & {
  /** false: waiting for payment (to_be_paid), unless `status` names another. */
  paid?: boolean;
};

export interface TestOrder {
  id: number;
  /** The receipt's unguessable address part. */
  hash: string;
}

/** An order in the store: by default a paid guest order of one test tee, shipped in the UK. */
export async function makeOrder(store: StoreScope, overrides: OrderOverrides = {}): Promise<TestOrder> {
  const { paid = true, ...fields } = overrides;
  return insertSeedOrder(store.db, {
    divisionId: store.division.id,
    userId: null,
    email: uniqueEmail('guest'),
    status: paid ? 'paid' : 'to_be_paid',
    currency: 'GBP',
    items: [TEST_ITEM],
    shipping: 399,
    shippingMethod: 'UK standard delivery',
    shippingAddress: { name: 'Casey Customer', street: '1 Test Street', city: 'Leeds', zip: 'LS1 1AA', country: 'GB' },
    paymentMethod: 'Visa ending 4242',
    createdAt: new Date().toISOString(),
    ...fields,
  });
}

export interface CouponOverrides {
  code?: string;
  percentOff?: number;
  amountOff?: number;
  /** How many orders may use it (default: no limit). */
  usageLimit?: number | null;
  expiresAt?: string | null;
}

/** A coupon of the store (addCoupon, then the limits an earned remill coupon carries): 10% off unless given. */
export async function makeCoupon(store: StoreScope, overrides: CouponOverrides = {}): Promise<string> {
  const code = (overrides.code ?? `TEST${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`).toUpperCase();
  const value = overrides.amountOff !== undefined ? { amountOff: overrides.amountOff } : { percentOff: overrides.percentOff ?? 10 };
  await addCoupon(store.db, store.division.id, code, value);
  await store.db
    .updateTable('coupons')
    .set({ usage_limit: overrides.usageLimit ?? null, expires_at: overrides.expiresAt ?? null })
    .where('division_id', '=', store.division.id)
    .where('code', '=', code)
    .execute();
  return code;
}

export interface PaymentAttemptOverrides {
  idempotencyKey?: string;
  provider?: string;
  methodName?: string;
  status?: string;
  amount: number;
  providerReference?: string | null;
}

/**
 * A card payment of the order still in progress at the provider (status requires_action
 * unless given): what pay leaves while the shopper is away at 3-D Secure.
 */
export async function makePaymentAttempt(db: Db, orderId: number, overrides: PaymentAttemptOverrides): Promise<void> {
  const time = new Date().toISOString();
  await db
    .insertInto('payment_attempts')
    .values({
      order_id: orderId,
      idempotency_key: overrides.idempotencyKey ?? randomToken(16),
      provider: overrides.provider ?? 'stripe',
      method_name: overrides.methodName ?? 'Visa •••• 4242',
      message: '',
      status: overrides.status ?? 'requires_action',
      amount: overrides.amount,
      provider_reference: overrides.providerReference ?? null,
      created_at: time,
      updated_at: time,
    })
    .execute();
}

export interface ReturnRequestOverrides {
  quantity?: number;
  kind?: 'return' | 'exchange';
  reason?: string;
  wanted?: { colour?: string; size?: string };
}

/**
 * A return (or exchange) the shopper asked for, waiting at the returns desk with its label
 * code. requestReturn checks the order's return window and the item's options; the desk's
 * tests start from any request.
 */
export async function makeReturnRequest(
  db: Db,
  item: { orderId: number; itemId: number },
  overrides: ReturnRequestOverrides = {},
): Promise<{ id: number; code: string }> {
  const code = newLabelCode('RT');
  const row = await db
    .insertInto('return_logs')
    .values({
      order_id: item.orderId,
      order_item_id: item.itemId,
      quantity: overrides.quantity ?? 1,
      kind: overrides.kind ?? 'return',
      reason: overrides.reason ?? 'Too small',
      wanted_json: JSON.stringify(overrides.wanted ?? {}),
      status: 'requested',
      label_code: code,
      user_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}
