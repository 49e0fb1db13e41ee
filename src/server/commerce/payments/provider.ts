// A payment provider, shaped like Medusa's payment module provider (initiatePayment,
// authorizePayment, capturePayment, refundPayment, cancelPayment, getPaymentStatus,
// getWebhookActionAndData), speaking Printfront's domain types: the pay service never
// sees a provider's own shapes (STYLE habit 9).

import type { BillingEvent } from '../../accounts/index.ts';
import type { AccountUpdatedEvent } from './connect.ts';

export type PaymentStatus = 'pending' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'cancelled' | 'requires_action';

/** What the shopper entered on /pay/: a card (the built-in test processor reads the number). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface InitiateInput {
  amount: number;
  /** ISO 4217, e.g. GBP. */
  currency: string;
  orderUuid: string;
  /** The payment attempt's key: a provider that supports it de-duplicates by it too. */
  idempotencyKey: string;
  /** A direct store's own processor account (the store state's paymentProcessor.accounts). */
  account?: string | undefined;
  /** The order's row id, kept beside its uuid in the provider's record of the payment. */
  orderId?: number | undefined;
  /** The store the order belongs to, for the provider's record of the payment. */
  store?: { divisionId: number; subdomain: string } | undefined;
}

export interface PaymentSession {
  /** The provider's reference of this payment (a PaymentIntent id, a test charge id). */
  reference: string;
  status: PaymentStatus;
}

export interface AuthorizeInput {
  reference: string;
  idempotencyKey: string;
  card: CardDetails;
  account?: string | undefined;
}

export interface PaymentOutcome {
  reference: string;
  status: PaymentStatus;
  /** The payment attempt's message: what the shopper is told. */
  message: string;
  /** The payment attempt's method name, e.g. "Visa •••• 4242". */
  methodName: string;
}

/** What every processor event about a payment carries: its own id, its type and the payment. */
interface PaymentEventBase {
  /** The processor's event id: an event is applied once, however often it arrives. */
  eventId: string;
  /** The processor's event type, as it names it. */
  type: string;
  /** The payment (a PaymentIntent id) the event is about. */
  reference: string;
  /** The order the payment names in its metadata, when the event carries it. */
  orderUuid: string | null;
}

/** A processor event about a payment, in Printfront's words. */
export type PaymentEvent =
  | (PaymentEventBase & { action: 'captured'; amount: number })
  | (PaymentEventBase & { action: 'failed'; message: string })
  | (PaymentEventBase & { action: 'processing' | 'requires_action' | 'cancelled' })
  /** Money given back on the payment so far (all its refunds), in minor units. */
  | (PaymentEventBase & { action: 'refunded'; amountRefunded: number })
  /** A refund's state moved; `refundRecord` is our refunds row it was made for (named in its metadata), if any. */
  | (PaymentEventBase & { action: 'refund_updated'; refundId: string; status: string; amount: number; refundRecord: number | null })
  | (PaymentEventBase & { action: 'disputed'; amount: number; reason: string });

/**
 * What a processor's webhook says: about a payment, about a Pro plan (the accounts area applies those),
 * about a direct store's connected account (connected-accounts.ts applies those), or nothing of ours.
 */
export type WebhookAction = PaymentEvent | BillingEvent | AccountUpdatedEvent | { action: 'not_supported' };

export interface WebhookPayload {
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: string;
  headers: Headers;
}

/** A webhook whose signature does not match its body: refused, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Invalid signature', options);
    this.name = 'WebhookSignatureError';
  }
}

export interface RefundOptions {
  account?: string | undefined;
  idempotencyKey?: string | undefined;
  refundRecord?: number | undefined;
}

export interface PaymentProvider {
  /** Stored in payment_attempts.provider. */
  readonly name: string;
  initiatePayment(input: InitiateInput): Promise<PaymentSession>;
  authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome>;
  capturePayment(reference: string, options?: { account?: string | undefined }): Promise<PaymentOutcome>;
  /**
   * A provider that supports it de-duplicates by `idempotencyKey`: the same refund asked twice is
   * made once. `refundRecord` (our refunds row) is kept on the provider's refund, so its later
   * events find the row.
   */
  refundPayment(reference: string, amount: number, options?: RefundOptions): Promise<PaymentStatus>;
  cancelPayment(reference: string, options?: { account?: string | undefined }): Promise<PaymentStatus>;
  getPaymentStatus(reference: string, options?: { account?: string | undefined }): Promise<PaymentStatus>;
  getWebhookActionAndData(payload: WebhookPayload): Promise<WebhookAction>;
}

/**
 * Where the shopper stands with a payment taken in the browser: still to pay (nothing tried,
 * or a card declined: the same payment takes another try), being confirmed by the provider,
 * paid, or given up (a new payment is needed).
 */
export type BrowserPaymentState = 'payable' | 'processing' | 'succeeded' | 'canceled';

export interface BrowserPayment {
  reference: string;
  state: BrowserPaymentState;
  amount: number;
  /** Lower case, as the provider words it: gbp. */
  currency: string;
  /**
   * Handed to the shopper's browser for this one payment, never stored nor logged: it is
   * fetched from the provider again whenever /pay/ renders.
   */
  clientSecret: string;
  /** The last try's refusal, as the shopper is told it; null when nothing was refused. */
  declineMessage: string | null;
  /** The payment attempt's method name, e.g. "Visa •••• 4242" ("Card" before one is known). */
  methodName: string;
}

/**
 * A provider whose card details are entered into its own script in the shopper's browser
 * (Stripe.js and its Payment Element): our server never sees a card number, it opens the
 * payment and later reads how it went.
 */
export interface BrowserPaymentProvider extends PaymentProvider {
  /** The browser script's public key (pk_…). */
  readonly publishableKey: string;
  /** Opens the payment; the same idempotency key again answers the same payment. */
  openBrowserPayment(input: InitiateInput): Promise<BrowserPayment>;
  readBrowserPayment(reference: string, options?: { account?: string | undefined }): Promise<BrowserPayment>;
}

export function takesCardsInBrowser(provider: PaymentProvider): provider is BrowserPaymentProvider {
  return 'openBrowserPayment' in provider && typeof provider.openBrowserPayment === 'function';
}

/** Card fields posted to our server while the provider takes cards in the browser. */
export const CARD_FIELDS_REFUSED = 'Card details are entered in the secure payment form on this page; they cannot be sent here.';

/** A payment the provider refused to take, as the shopper is told it. */
export const PAYMENT_MESSAGES = {
  succeeded: 'Payment successful.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  failed: 'Oops... looks like something went wrong. Please try again.',
  inProgress: 'Your payment is being processed. Please wait a moment.',
} as const;

/** "Visa •••• 4242" from a card number. */
export function cardMethodName(number: string): string {
  const digits = number.replace(/\D/g, '');
  const brand = digits.startsWith('4') ? 'Visa' : /^(5[1-5]|2[2-7])/.test(digits) ? 'Mastercard' : /^3[47]/.test(digits) ? 'American Express' : 'Card';
  return `${brand} •••• ${digits.slice(-4)}`;
}
