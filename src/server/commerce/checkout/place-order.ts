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
import { countryName } from '../../../lib/countries.ts';
import { couponDiscount, orderTotals, type TotalsResult } from './totals.ts';
import type { MethodQuote } from '../shipping/rules.ts';
import { deliveryChoice, type ShippingCharge } from '../shipping/checkout-shipping.ts';
import { shippingZones } from '../shipping/store-zones.ts';
import { storeTaxFor } from '../tax/store-tax.ts';
import { confirmedBuyerVat } from '../tax/buyer-vat.ts';
import { viesChecker } from '../tax/vies.ts';

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

export interface PricingDelivery {
  /** ISO alpha-2, GB for the UK. */
  country: string;
  /** A delivery method code of the store's zone for `country`. */
  method: string;
  /** A business buyer's VAT number, checked (buyerVatFor); null for a consumer. */
  buyerVatNumber: string | null;
}

export interface PricedCheckout extends TotalsResult {
  /** The store's methods reaching the country, priced for this basket. */
  methods: MethodQuote[];
  /** The method priced: the one asked for, else the first reaching the country; undefined when none does. */
  method: ShippingCharge | undefined;
  /** The method asked for reaches the country. */
  asked: boolean;
}

/**
 * The totals of these lines delivered as `delivery` says, by the store's delivery method (its
 * own zones, or the platform's), with an optional coupon, taxed as the store's tax settings say.
 */
export async function priceLines(
  scope: StoreScope,
  lines: readonly BasketLine[],
  currency: string,
  delivery: PricingDelivery,
  coupon: Coupon | undefined,
  now = new Date(),
): Promise<PricedCheckout> {
  const zones = await shippingZones(scope.db, scope.division.id);
  const entered = lines.reduce((sum, line) => sum + line.priceIncTax * line.quantity, 0);
  const goodsValue = entered - couponDiscount(entered, coupon?.value ?? null);
  let choice = deliveryChoice(zones, delivery.country, delivery.method, lines, goodsValue, now);
  const asked = choice.chosen !== undefined;
  const first = choice.methods[0];
  // A method that does not reach the country gives way to the first that does.
  if (!asked && first) choice = deliveryChoice(zones, delivery.country, first.code, lines, goodsValue, now);
  const method = choice.chosen;
  const totals = orderTotals(
    lines.map((line) => ({ quantity: line.quantity, price: line.priceIncTax, taxCategory: line.product.taxCategory })),
    {
      country: delivery.country,
      buyerVatNumber: delivery.buyerVatNumber,
      shippingPrice: (goods) => method?.priceFor(goods) ?? 0,
    },
    coupon?.value ?? null,
    await storeTaxFor(scope, currency),
  );
  return { ...totals, methods: choice.methods, method, asked };
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
  const buyerVat = parsed.success ? await confirmedBuyerVat(parsed.data.vatNumber, parsed.data.shippingAddress.country, viesChecker()) : undefined;
  if (buyerVat && 'error' in buyerVat) errors.vatNumber = [buyerVat.error];
  const basket = await checkoutBasket(scope, shopper);
  if (!basket) throw ApiError.validation({ [ROOT_FIELD]: [CHECKOUT_MESSAGES.emptyBasket] });
  if (!parsed.success || Object.keys(errors).length > 0) throw ApiError.validation(errors);
  const input = parsed.data;
  const buyerVatNumber = buyerVat && !('error' in buyerVat) ? buyerVat.number : null;
  const reverseCharge = buyerVat !== undefined && !('error' in buyerVat) && buyerVat.reverseCharge;
  const priced = await priceLines(
    scope,
    basket.lines,
    basket.currency,
    { country: input.shippingAddress.country, method: input.shippingMethod, buyerVatNumber: reverseCharge ? buyerVatNumber : null },
    coupon,
  );
  // Only the store's methods that reach the address can be chosen.
  const country = countryName(input.shippingAddress.country);
  if (priced.methods.length === 0) throw ApiError.validation({ 'shippingAddress.country': [CHECKOUT_MESSAGES.noDelivery(country)] });
  if (!priced.asked || !priced.method) throw ApiError.validation({ shippingMethod: [CHECKOUT_MESSAGES.unavailableMethod(country)] });
  const order = await createOrder(scope.db, {
    divisionId: scope.division.id,
    userId: shopper.userId,
    basketId: basket.basket.id,
    currency: basket.currency,
    input,
    couponCode: coupon?.code ?? null,
    lines: basket.lines,
    priced,
    buyerVatNumber,
    shippingLabel: priced.method.label,
  });
  await attributeOrder(scope, order.id, shopper.affiliateCookie);
  await recordConversion(scope, shopper.splitTestCookie, order.id);
  return order;
}
