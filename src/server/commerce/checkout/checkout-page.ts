import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { FieldErrors } from '../../../lib/validation/index.ts';
import type { BasketLine } from '../basket/lines.ts';
import { checkoutBasket, placeOrder, priceLines, type Shopper } from './place-order.ts';
import { findCoupon } from './coupons.ts';
import { CHECKOUT_MESSAGES } from './checkout-input.ts';
import { readSavedDetails } from './saved-details.ts';
import { isShippingCountry } from '../../../lib/countries.ts';
import { DEFAULT_SHIPPING_METHOD } from '../../../schemas/checkout.ts';
import type { OrderTotals } from './totals.ts';
import type { MethodQuote } from '../shipping/rules.ts';
import type { TaxTreatment } from '../tax/tax-treatment.ts';
import { buyerVatFor } from '../tax/buyer-vat.ts';
import { flatValues, formBody } from './form-body.ts';

// /checkout/ (cart layout): the form works without JavaScript. A POST either re-prices
// (the "Update totals" button: country, delivery and coupon change the totals) or places
// the order and redirects (303) to /pay/{order}/; refused fields come back beside their
// inputs with everything typed kept.

export interface CheckoutView {
  lines: BasketLine[];
  currency: string;
  totals: OrderTotals;
  /** The store's delivery methods reaching the chosen country, priced for this basket. */
  methods: MethodQuote[];
  /** The method the totals are priced with ('' when none reaches the country). */
  chosenMethod: string;
  /** What the shopper pays for one unit of each line (its tax as the destination charges it). */
  linePrices: number[];
  /** How the order is taxed for the chosen country and VAT number: the page says what it means. */
  treatment: TaxTreatment;
  values: Record<string, string>;
  errors: FieldErrors;
  express: boolean;
  /** The basket was empty: nothing to check out. */
  empty: boolean;
}

function defaults(express: boolean): Record<string, string> {
  return { 'shippingAddress.country': 'GB', billingSameAsShipping: 'on', shippingMethod: express ? 'express' : 'standard' };
}

async function prefilled(scope: StoreScope, shopper: Shopper, express: boolean): Promise<Record<string, string>> {
  const values = defaults(express);
  if (shopper.userId === null) return values;
  const saved = await readSavedDetails(scope.db, scope.division.id, shopper.userId);
  if (!saved) {
    // A customer's first order here: their account's address is the contact e-mail.
    const user = await scope.db.selectFrom('users').select('email').where('id', '=', shopper.userId).executeTakeFirst();
    return user ? { ...values, email: user.email } : values;
  }
  const fromSaved = flatValues({
    email: saved.email,
    shippingAddress: saved.shippingAddress,
    billingAddress: saved.billingAddress,
    shippingMethod: saved.shippingMethod,
  });
  return { ...values, ...fromSaved, billingSameAsShipping: saved.billingSameAsShipping ? 'on' : '' };
}

/** The view for these values: totals re-priced for the chosen country, delivery and coupon. */
async function viewFor(scope: StoreScope, shopper: Shopper, values: Record<string, string>, errors: FieldErrors, express: boolean): Promise<CheckoutView> {
  const basket = await checkoutBasket(scope, shopper);
  const country = (values['shippingAddress.country'] ?? 'GB').toUpperCase();
  const coupon = values.couponCode ? await findCoupon(scope.db, scope.division.id, values.couponCode) : undefined;
  const lines = basket?.lines ?? [];
  const currency = basket?.currency ?? 'GBP';
  const delivery = isShippingCountry(country) ? country : 'GB';
  // A VAT number that does not check out is not applied: its message shows beside it once posted.
  const buyerVat = buyerVatFor(values.vatNumber ?? '', delivery);
  const buyerVatNumber = 'error' in buyerVat || !buyerVat.reverseCharge ? null : buyerVat.number;
  // A method that does not reach the newly chosen country gives way to the first that does.
  const method = values.shippingMethod ?? DEFAULT_SHIPPING_METHOD;
  const priced = await priceLines(scope, lines, currency, { country: delivery, method, buyerVatNumber }, coupon);
  const chosenMethod = priced.method?.code ?? '';
  return {
    lines,
    currency,
    totals: priced.totals,
    linePrices: priced.lines.map((line) => line.unitPrice),
    treatment: priced.treatment,
    methods: priced.methods,
    chosenMethod,
    values: { ...values, shippingMethod: chosenMethod },
    errors,
    express,
    empty: !basket,
  };
}

type Handled = { kind: 'view'; view: CheckoutView } | { kind: 'placed'; orderUuid: string };

async function handlePost(scope: StoreScope, post: FormPost, shopper: Shopper, express: boolean): Promise<Handled> {
  if (!post.sameHost) throw new ApiError('csrfMismatch');
  const body = formBody(post.form);
  const values = flatValues(body);
  if (values.billingSameAsShipping === undefined) values.billingSameAsShipping = '';
  // An unticked checkbox is absent from a form post: "billing differs".
  const input = { ...body, billingSameAsShipping: values.billingSameAsShipping === 'on' };
  if (values.action === 'update') {
    const errors: FieldErrors = {};
    if (values.couponCode && !(await findCoupon(scope.db, scope.division.id, values.couponCode))) errors.couponCode = [CHECKOUT_MESSAGES.coupon];
    const buyerVat = buyerVatFor(values.vatNumber ?? '', (values['shippingAddress.country'] ?? 'GB').toUpperCase());
    if ('error' in buyerVat) errors.vatNumber = [buyerVat.error];
    return { kind: 'view', view: await viewFor(scope, shopper, values, errors, express) };
  }
  try {
    const order = await placeOrder(scope, input, shopper);
    return { kind: 'placed', orderUuid: order.uuid };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'validation') throw error;
    return { kind: 'view', view: await viewFor(scope, shopper, values, error.fieldErrors ?? {}, express) };
  }
}

/** The /checkout/ page for this request. */
export async function loadCheckoutPage(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  shopper: Shopper,
): Promise<StorefrontPage<CheckoutView>> {
  const express = url.searchParams.get('express') === 'true';
  let handled: Handled;
  if (post) {
    try {
      handled = await handlePost(scope, post, shopper, express);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'csrfMismatch') {
        handled = { kind: 'view', view: await viewFor(scope, shopper, defaults(express), { _: [error.message] }, express) };
      } else throw error;
    }
  } else {
    handled = { kind: 'view', view: await viewFor(scope, shopper, await prefilled(scope, shopper, express), {}, express) };
  }
  if (handled.kind === 'placed') return { kind: 'redirect', location: `/pay/${handled.orderUuid}/`, status: 303, headers: PERSONAL_PAGE_HEADERS };
  const { view } = handled;
  const head = { title: 'Checkout', description: `Check out of ${shell.companyName}.`, path: '/checkout/', loginState: 'everyone' as const };
  const status = Object.keys(view.errors).length > 0 ? 422 : 200;
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', status, headers: PERSONAL_PAGE_HEADERS });
}
