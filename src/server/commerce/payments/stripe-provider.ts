import Stripe from 'stripe';
import {
  cardMethodName,
  PAYMENT_MESSAGES,
  type AuthorizeInput,
  type InitiateInput,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentSession,
  type PaymentStatus,
  type WebhookAction,
  type WebhookPayload,
  WebhookSignatureError,
} from './provider.ts';
import { TEST_CARDS } from './test-processor.ts';
import { paymentEventOf } from './stripe-events.ts';

export interface StripeSettings {
  secretKey: string;
  /** whsec_…: webhook signatures are checked against it on the raw body. */
  webhookSecret: string;
  /** Another API base (a local fake in tests): http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

/**
 * Card numbers reach this server only from the /pay/ form; Stripe's test mode accepts its
 * documented test PaymentMethods for them. With a live key card details must come from
 * Stripe.js (a PaymentMethod id), so raw numbers are refused.
 */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  [TEST_CARDS.success]: 'pm_card_visa',
  [TEST_CARDS.declined]: 'pm_card_chargeDeclined',
  [TEST_CARDS.insufficientFunds]: 'pm_card_chargeDeclinedInsufficientFunds',
};

const STATUSES: Record<string, PaymentStatus> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'requires_action',
  processing: 'pending',
  requires_capture: 'authorized',
  canceled: 'cancelled',
  succeeded: 'captured',
};

/** Our status of a PaymentIntent's; a status newer than this code counts as pending. */
const statusOf = (status: Stripe.PaymentIntent.Status): PaymentStatus => STATUSES[status] ?? 'pending';

function clientFor(settings: StripeSettings): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

/** A decline's text as Stripe words it for shoppers, else the generic one. */
function declineMessage(error: unknown): string | undefined {
  if (error instanceof Stripe.errors.StripeCardError) {
    if (error.decline_code === 'insufficient_funds') return PAYMENT_MESSAGES.insufficientFunds;
    return error.message || PAYMENT_MESSAGES.declined;
  }
  return undefined;
}

const accountOption = (account: string | undefined) => (account ? { stripeAccount: account } : {});

/** Stripe PaymentIntents through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly live: boolean;
  private readonly settings: StripeSettings;

  constructor(settings: StripeSettings) {
    this.settings = settings;
    this.stripe = clientFor(settings);
    this.live = settings.secretKey.startsWith('sk_live_');
  }

  async initiatePayment(input: InitiateInput): Promise<PaymentSession> {
    const intent = await this.stripe.paymentIntents.create(
      { amount: input.amount, currency: input.currency.toLowerCase(), allowed_payment_method_types: ['card'], metadata: { order: input.orderUuid } },
      { idempotencyKey: `${input.idempotencyKey}:create`, ...accountOption(input.account) },
    );
    return { reference: intent.id, status: statusOf(intent.status) };
  }

  async authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome> {
    const number = input.card.number.replace(/\D/g, '');
    const methodName = cardMethodName(number);
    const paymentMethod = this.live ? undefined : TEST_PAYMENT_METHODS[number];
    if (!paymentMethod) return { reference: input.reference, status: 'failed', message: PAYMENT_MESSAGES.incorrectNumber, methodName };
    try {
      const intent = await this.stripe.paymentIntents.confirm(
        input.reference,
        { payment_method: paymentMethod },
        { idempotencyKey: `${input.idempotencyKey}:confirm`, ...accountOption(input.account) },
      );
      const status = statusOf(intent.status);
      return { reference: intent.id, status, message: status === 'captured' ? PAYMENT_MESSAGES.succeeded : PAYMENT_MESSAGES.inProgress, methodName };
    } catch (error) {
      const message = declineMessage(error);
      if (message === undefined) throw error;
      return { reference: input.reference, status: 'failed', message, methodName };
    }
  }

  async capturePayment(reference: string, options: { account?: string | undefined } = {}): Promise<PaymentOutcome> {
    const intent = await this.stripe.paymentIntents.capture(reference, {}, accountOption(options.account));
    const status = statusOf(intent.status);
    return { reference, status, message: status === 'captured' ? PAYMENT_MESSAGES.succeeded : PAYMENT_MESSAGES.failed, methodName: 'Card' };
  }

  async refundPayment(
    reference: string,
    amount: number,
    options: { account?: string | undefined; idempotencyKey?: string | undefined } = {},
  ): Promise<PaymentStatus> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: reference, amount },
      { ...accountOption(options.account), ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) },
    );
    return refund.status === 'succeeded' || refund.status === 'pending' ? 'refunded' : 'failed';
  }

  async cancelPayment(reference: string, options: { account?: string | undefined } = {}): Promise<PaymentStatus> {
    const intent = await this.stripe.paymentIntents.cancel(reference, {}, accountOption(options.account));
    return statusOf(intent.status);
  }

  async getPaymentStatus(reference: string, options: { account?: string | undefined } = {}): Promise<PaymentStatus> {
    const intent = await this.stripe.paymentIntents.retrieve(reference, {}, accountOption(options.account));
    return statusOf(intent.status);
  }

  /** Verifies the signature on the raw body (throws when it does not match) and reads the event. */
  async getWebhookActionAndData({ rawBody, headers }: WebhookPayload): Promise<WebhookAction> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, headers.get('stripe-signature') ?? '', this.settings.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError({ cause: error });
      throw error;
    }
    return paymentEventOf(event);
  }
}
