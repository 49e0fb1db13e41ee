import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { ROOT_FIELD, type FieldErrors } from '../../../lib/validation/index.ts';
import { findBasket, basketOwner, type BasketRow } from '../basket/owner.ts';
import { isBuyable, readBasketLines, type BasketLine } from '../basket/lines.ts';
import { readPlugins } from '../../stores/index.ts';
import { createOrder, type CreatedOrder } from '../orders/create-order.ts';
import { attributeOrder } from '../affiliates/attribute-order.ts';
import { recordConversion } from '../../engagement/index.ts';
import { CHECKOUT_MESSAGES, parseCheckout } from './checkout-input.ts';
import { findCoupon, type Coupon } from './coupons.ts';
import { countryName, destinationOf } from '../../../lib/countries.ts';
import { couponDiscount, orderTotals, type TotalsResult } from './totals.ts';
import type { MethodQuote, Zone } from '../shipping/rules.ts';
import { deliveryChoice, type ShippingCharge } from '../shipping/checkout-shipping.ts';
import { shippingZones } from '../shipping/store-zones.ts';

/** Who is checking out: the visitor's basket cookie and the signed-in customer, if any. */
export interface Shopper {
  visitorToken: string | undefined;
  userId: number | null;
  /** The affiliate attribution cookie, when the visitor came through a link. */
  affiliateCookie?: string | undefined;
  /** The split-test session cookie: the order converts the visitor's sessions. */
  splitTestCookie?: string | undefined;
}

export interface CheckoutBasket {
  basket: BasketRow;
  lines: BasketLine[];
  currency: string;
}

/** The shopper's main basket in this store with its lines priced from the catalogue now; undefined when empty. */
export async function checkoutBasket(scope: StoreScope, shopper: Shopper): Promise<CheckoutBasket | undefined> {
  const basket = await findBasket(scope.db, scope.division.id, 'main', basketOwner(shopper.visitorToken, shopper.userId));
  if (!basket) return undefined;
  // The lines the basket page shows: what has been disabled since cannot be ordered.
  const lines = (await readBasketLines(scope.db, scope.division.id, basket.id)).filter(isBuyable);
  if (lines.length === 0) return undefined;
  const plugins = await readPlugins(scope);
  return { basket, lines, currency: plugins.currency.currency };
}

export interface PricedCheckout extends TotalsResult {
  /** The store's methods reaching the country, priced for this basket. */
  methods: MethodQuote[];
  /** The method priced: the one asked for, else the first reaching the country; undefined when none does. */
  method: ShippingCharge | undefined;
  /** The method asked for reaches the country. */
  asked: boolean;
}

const NO_DELIVERY: ShippingCharge = { code: '', label: '', priceFor: () => 0 };

/** The totals of these lines shipped to `country` by the store's method `methodCode` (its zones `zones`) with an optional coupon. */
export function priceLines(
  lines: readonly BasketLine[],
  country: string,
  methodCode: string,
  coupon: Coupon | undefined,
  zones: readonly Zone[],
  now = new Date(),
): PricedCheckout {
  const subtotal = lines.reduce((sum, line) => sum + line.priceIncTax * line.quantity, 0);
  const goodsValue = subtotal - couponDiscount(subtotal, coupon?.value ?? null);
  let choice = deliveryChoice(zones, country, methodCode, lines, goodsValue, now);
  const asked = choice.chosen !== undefined;
  const first = choice.methods[0];
  if (!asked && first) choice = deliveryChoice(zones, country, first.code, lines, goodsValue, now);
  const totals = orderTotals(
    lines.map((line) => ({ quantity: line.quantity, priceIncTax: line.priceIncTax, vatRate: line.product.vatRate })),
    destinationOf(country),
    choice.chosen ?? NO_DELIVERY,
    coupon?.value ?? null,
  );
  return { ...totals, methods: choice.methods, method: choice.chosen, asked };
}

/**
 * Places the order of a checkout: validates every field (validation messages, field by field,
 * all or nothing), re-prices the basket from the catalogue and writes the order waiting for
 * payment. The basket stays as it is until the order is paid.
 */
export async function placeOrder(scope: StoreScope, body: Record<string, unknown>, shopper: Shopper): Promise<CreatedOrder> {
  const parsed = parseCheckout(body);
  const errors: FieldErrors = parsed.success ? {} : parsed.errors;
  const couponCode = parsed.success ? parsed.data.couponCode : typeof body.couponCode === 'string' ? body.couponCode.trim().slice(0, 40) : '';
  const coupon = couponCode ? await findCoupon(scope.db, scope.division.id, couponCode) : undefined;
  if (couponCode && !coupon) errors.couponCode = [CHECKOUT_MESSAGES.coupon];
  const basket = await checkoutBasket(scope, shopper);
  if (!basket) throw ApiError.validation({ [ROOT_FIELD]: [CHECKOUT_MESSAGES.emptyBasket] });
  if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.validation(errors);
  const input = parsed.data;
  const country = input.shippingAddress.country;
  const priced = priceLines(basket.lines, country, input.shippingMethod, coupon, await shippingZones(scope.db, scope.division.id));
  // Only the store's methods that reach the address can be chosen.
  if (priced.methods.length === 0) throw ApiError.validation({ 'shippingAddress.country': [CHECKOUT_MESSAGES.noDelivery(countryName(country))] });
  if (!priced.asked || !priced.method) throw ApiError.validation({ shippingMethod: [CHECKOUT_MESSAGES.unavailableMethod(countryName(country))] });
  const order = await createOrder(scope.db, {
    divisionId: scope.division.id,
    userId: shopper.userId,
    basketId: basket.basket.id,
    currency: basket.currency,
    input,
    couponCode: coupon?.code ?? null,
    lines: basket.lines,
    priced,
    shippingLabel: priced.method.label,
  });
  await attributeOrder(scope, order.id, shopper.affiliateCookie);
  await recordConversion(scope, shopper.splitTestCookie, order.id);
  return order;
}
