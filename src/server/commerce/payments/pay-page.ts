import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import type { OrderItemTable } from '../../../platform/db/commerce-tables.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/validation/index.ts';
import { randomToken } from '../../../platform/security/tokens.ts';
import { AWAITING_PAYMENT, PAID } from '../orders/order-status.ts';
import type { OrderTotals } from '../checkout/totals.ts';
import { PayInput } from '../../../schemas/payment.ts';
import { findPayableOrder, payOrder, type PayResult } from './pay.ts';
import { BESPOKE_PAID, isBespokeAwaitingPayment, paidLocation } from './bespoke-payment.ts';
import { CARD_FIELDS_REFUSED, PAYMENT_MESSAGES, takesCardsInBrowser, type PaymentProvider } from './provider.ts';
import { openOrderPayment, settleBrowserPayment } from './browser-payment.ts';
import { NOT_TAKING_PAYMENTS, paymentAccount } from './store-account.ts';

// /pay/{order}/ (cart layout): the payment step. Each rendering carries a fresh
// idempotency key in a hidden field, so every submission of that form is one payment
// attempt however often it arrives (see pay.ts). Paid → 303 to /receipt/{hash}.

export interface PayView {
  orderUuid: string;
  idempotencyKey: string;
  currency: string;
  totals: OrderTotals;
  couponCode: string | null;
  items: Selectable<OrderItemTable>[];
  email: string;
  values: { name?: string; expiry?: string };
  errors: FieldErrors;
  /** A declined card's message, or "being processed". */
  message: string | null;
  /** Who takes the payment: the platform (teemill) or the store itself (direct). */
  processor: 'teemill' | 'direct';
  provider: string;
  /**
   * Stripe's Payment Element, when the provider takes cards in the browser: the key Stripe.js
   * loads with, this payment's client secret, and where Stripe sends the shopper back.
   * Null when the card form posts here (the test processor) or the payment could not open.
   */
  browserPayment: { publishableKey: string; clientSecret: string; returnUrl: string; stripeAccount: string | null } | null;
  /** The provider takes cards in the browser: /pay/ has no card field of its own. */
  cardsInBrowser: boolean;
  /** False for a direct store whose connected account cannot take charges yet: no form, only the message. */
  takingPayments: boolean;
}

/** Where the shopper lands after confirming in the browser (3-D Secure included). */
export const payCompletePath = (orderUuid: string): string => `/pay/${orderUuid}/complete/`;

/** A new attempt's key: 144 random bits. */
export const newIdempotencyKey = (): string => randomToken(18);

export interface PayPageOptions {
  provider: PaymentProvider;
  origin: string;
  userId: number | null;
  now?: () => Date;
}

export async function loadPayPage(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  orderUuid: string,
  options: PayPageOptions,
): Promise<StorefrontPage<PayView>> {
  const order = await findPayableOrder(scope, orderUuid);
  if (!order) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  if (order.status === PAID) return { kind: 'redirect', location: `/receipt/${order.hash}`, status: 303, headers: PERSONAL_PAGE_HEADERS };
  // A bespoke order is paid here too, once its mockup is approved; paid, its customer goes back to its page.
  if (order.status === BESPOKE_PAID) return { kind: 'redirect', location: paidLocation(order)!, status: 303, headers: PERSONAL_PAGE_HEADERS };
  if (order.status !== AWAITING_PAYMENT && !isBespokeAwaitingPayment(order.status)) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };

  let idempotencyKey = newIdempotencyKey();
  let values: PayView['values'] = {};
  let errors: FieldErrors = {};
  let message: string | null = null;
  let status = 200;
  let browserPayment: PayView['browserPayment'] = null;
  const provider = options.provider;
  const account = await paymentAccount(scope.db, scope.division);
  const takingPayments = account.ready;
  if (!takingPayments) {
    // A direct store with no connected account: the order waits, and nothing is charged.
    message = NOT_TAKING_PAYMENTS;
    if (post) status = 409;
  } else if (takesCardsInBrowser(provider)) {
    // Card fields posted here are refused: Stripe's own form on this page takes them.
    if (post) {
      message = CARD_FIELDS_REFUSED;
      status = 400;
    }
    try {
      const { payment, replaced } = await openOrderPayment(scope, order, provider, options.now?.() ?? new Date());
      if (payment.state === 'succeeded') {
        await settleBrowserPayment(scope, order, payment, options, options.now?.() ?? new Date());
        return { kind: 'redirect', location: paidLocation(order) ?? `/receipt/${order.hash}`, status: 303, headers: PERSONAL_PAGE_HEADERS };
      }
      if (payment.state === 'processing') return { kind: 'redirect', location: payCompletePath(order.uuid), status: 303, headers: PERSONAL_PAGE_HEADERS };
      message ??= payment.declineMessage ?? (replaced ? PAYMENT_MESSAGES.failed : null);
      browserPayment = {
        publishableKey: provider.publishableKey,
        clientSecret: payment.clientSecret,
        returnUrl: new URL(payCompletePath(order.uuid), options.origin).href,
        // A direct store's payment lives on its connected account: Stripe.js must act there.
        stripeAccount: (account.ready && account.account) || null,
      };
    } catch (error) {
      // Stripe could not be reached or refused the call: nothing can be paid until it answers.
      console.error('[payments] the payment could not be opened', error);
      message = PAYMENT_MESSAGES.failed;
      status = 503;
    }
  } else if (post) {
    const field = (name: string) => formText(post.form, name);
    values = { name: field('name') ?? '', expiry: field('expiry') ?? '' };
    const parsed = PayInput(options.now?.() ?? new Date()).safeParse({
      idempotencyKey: field('idempotencyKey'),
      number: field('number'),
      expiry: field('expiry'),
      cvc: field('cvc'),
      name: field('name'),
    });
    if (!post.sameHost) {
      errors = { _: ['The form was sent from another site, so nothing was charged.'] };
      status = 403;
    } else if (!parsed.success) {
      errors = fieldErrors(parsed.error);
      // Nothing was attempted: the same key stays valid.
      if (!errors.idempotencyKey) idempotencyKey = field('idempotencyKey') ?? idempotencyKey;
      status = 422;
    } else {
      const result: PayResult = await payOrder(scope, orderUuid, parsed.data, options);
      if (result.kind === 'paid')
        return { kind: 'redirect', location: result.location ?? `/receipt/${result.hash}`, status: 303, headers: PERSONAL_PAGE_HEADERS };
      message = result.message;
      // A declined attempt is finished: trying again is a new attempt. One in progress keeps its key.
      if (result.kind === 'in-progress') idempotencyKey = parsed.data.idempotencyKey;
      status = result.kind === 'declined' ? 402 : 202;
    }
  }
  const items = await scope.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const view: PayView = {
    orderUuid: order.uuid,
    idempotencyKey,
    currency: order.currency,
    totals: {
      subtotal: order.subtotal,
      goodsTax: order.goods_tax,
      discount: order.discount,
      shipping: order.shipping,
      shippingTax: order.shipping_tax,
      total: order.total,
    },
    couponCode: order.coupon_code,
    items,
    email: order.email,
    values,
    errors,
    message,
    processor: scope.division.settings.paymentProcessor.type,
    provider: options.provider.name,
    browserPayment,
    cardsInBrowser: takesCardsInBrowser(provider),
    takingPayments,
  };
  // The order's address is a secret of the shopper: the canonical path leaves it out.
  const head = { title: 'Payment', description: `Pay for your ${shell.companyName} order.`, path: '/pay/', loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', status, headers: PERSONAL_PAGE_HEADERS });
}
