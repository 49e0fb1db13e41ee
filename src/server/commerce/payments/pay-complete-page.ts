import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { AWAITING_PAYMENT, PAID } from '../orders/order-status.ts';
import { findPayableOrder } from './pay.ts';
import { BESPOKE_PAID, isBespokeAwaitingPayment, paidLocation } from './bespoke-payment.ts';
import { takesCardsInBrowser, type PaymentProvider } from './provider.ts';
import { noteDecline, readOrderPayment, settleBrowserPayment } from './browser-payment.ts';

// /pay/{order}/complete/: where Stripe sends the shopper back after confirming in the browser.
// Stripe adds the PaymentIntent's id and client secret to the address; neither is read: the
// outcome is the order's own payment as Stripe reports it now. Paid → the receipt; still
// being confirmed → this page, which reloads itself; declined or given up → /pay/, which
// says why.

export interface PayCompleteView {
  orderUuid: string;
  /** Seconds until the page reloads itself to look again. */
  refreshSeconds: number;
}

export const PROCESSING_REFRESH_SECONDS = 5;

export interface PayCompleteOptions {
  provider: PaymentProvider;
  origin: string;
  userId: number | null;
  now?: () => Date;
}

export async function loadPayCompletePage(
  scope: StoreScope,
  shell: ShellData,
  url: URL,
  orderUuid: string,
  options: PayCompleteOptions,
): Promise<StorefrontPage<PayCompleteView>> {
  const order = await findPayableOrder(scope, orderUuid);
  if (!order) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const redirect = (location: string) => ({ kind: 'redirect' as const, location, status: 303 as const, headers: PERSONAL_PAGE_HEADERS });
  if (order.status === PAID) return redirect(`/receipt/${order.hash}`);
  if (order.status === BESPOKE_PAID) return redirect(paidLocation(order)!);
  if (order.status !== AWAITING_PAYMENT && !isBespokeAwaitingPayment(order.status)) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };

  const payPath = `/pay/${order.uuid}/`;
  const { provider } = options;
  if (!takesCardsInBrowser(provider)) return redirect(payPath);
  const payment = await readOrderPayment(scope, order, provider);
  if (!payment) return redirect(payPath);
  const now = options.now?.() ?? new Date();
  if (payment.state === 'succeeded') {
    await settleBrowserPayment(scope, order, payment, options, now);
    return redirect(paidLocation(order) ?? `/receipt/${order.hash}`);
  }
  if (payment.state === 'payable' || payment.state === 'canceled') {
    await noteDecline(scope, order, payment, now);
    return redirect(payPath);
  }
  const view: PayCompleteView = { orderUuid: order.uuid, refreshSeconds: PROCESSING_REFRESH_SECONDS };
  const head = {
    title: 'Payment processing',
    description: `Your ${shell.companyName} payment is being confirmed.`,
    path: '/pay/',
    loginState: 'everyone' as const,
  };
  // A Refresh header reloads the page as a meta refresh would, with no script.
  return unlistedPage(shell, url.origin, head, view, {
    layout: 'cart',
    headers: { ...PERSONAL_PAGE_HEADERS, refresh: String(PROCESSING_REFRESH_SECONDS) },
  });
}
