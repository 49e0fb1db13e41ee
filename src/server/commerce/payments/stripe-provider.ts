import Stripe from 'stripe';
import {
  cardMethodName,
  PAYMENT_MESSAGES,
  type AuthorizeInput,
  type BrowserPayment,
  type BrowserPaymentProvider,
  type InitiateInput,
  type PaymentOutcome,
  type PaymentSession,
  type PaymentStatus,
  type RefundOptions,
  type WebhookAction,
  type WebhookPayload,
  WebhookSignatureError,
} from './provider.ts';
import { browserStateOf, intentMetadata } from './stripe-intent-state.ts';
import { paymentEventOf } from './stripe-events.ts';

export interface StripeSettings {
  secretKey: string;
  /** pk_…: Stripe.js on /pay/ loads with it. */
  publishableKey: string;
  /** whsec_…: webhook signatures are checked against it on the raw body. */
  webhookSecret: string;
  /** Another API base (a local fake in tests): http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

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

const accountOption = (account: string | undefined) => (account ? { stripeAccount: account } : {});

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** "Visa •••• 4242" from an expanded card PaymentMethod; "Card" while it is only an id. */
function methodNameOf(method: string | Stripe.PaymentMethod | null): string {
  if (typeof method !== 'object' || method === null || !method.card) return 'Card';
  const brand = BRANDS[method.card.brand] ?? 'Card';
  return `${brand} •••• ${method.card.last4}`;
}

/** What /pay/ needs of a PaymentIntent; the client secret goes to the shopper's browser only. */
function browserPaymentOf(intent: Stripe.PaymentIntent): BrowserPayment {
  const error = intent.last_payment_error;
  const declineMessage = error
    ? error.decline_code === 'insufficient_funds'
      ? PAYMENT_MESSAGES.insufficientFunds
      : error.message || PAYMENT_MESSAGES.declined
    : null;
  return {
    reference: intent.id,
    state: browserStateOf(intent.status),
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret ?? '',
    declineMessage,
    methodName: methodNameOf(intent.payment_method),
  };
}

/**
 * Stripe PaymentIntents through the official SDK. Card details are entered into Stripe.js's
 * Payment Element on /pay/ and confirmed from the browser (3-D Secure included): this server
 * opens the intent and reads its outcome, and never sees a card.
 */
export class StripePaymentProvider implements BrowserPaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly settings: StripeSettings;

  constructor(settings: StripeSettings) {
    this.settings = settings;
    this.publishableKey = settings.publishableKey;
    this.stripe = clientFor(settings);
  }

  /**
   * Creates the PaymentIntent: the order's amount in minor units, the payment methods the
   * Stripe Dashboard enables, and the order and store in its metadata. The attempt's key
   * makes a repeated call answer the same intent rather than a second one.
   */
  private async createIntent(input: InitiateInput): Promise<Stripe.PaymentIntent> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError(`A PaymentIntent needs a positive whole amount, not ${input.amount}`);
    return this.stripe.paymentIntents.create(
      { amount: input.amount, currency: input.currency.toLowerCase(), automatic_payment_methods: { enabled: true }, metadata: intentMetadata(input) },
      { idempotencyKey: `${input.idempotencyKey}:create`, ...accountOption(input.account) },
    );
  }

  async initiatePayment(input: InitiateInput): Promise<PaymentSession> {
    const intent = await this.createIntent(input);
    return { reference: intent.id, status: statusOf(intent.status) };
  }

  async openBrowserPayment(input: InitiateInput): Promise<BrowserPayment> {
    return browserPaymentOf(await this.createIntent(input));
  }

  async readBrowserPayment(reference: string, options: { account?: string | undefined } = {}): Promise<BrowserPayment> {
    return browserPaymentOf(await this.stripe.paymentIntents.retrieve(reference, { expand: ['payment_method'] }, accountOption(options.account)));
  }

  /** Cards never reach this server with Stripe (the pay service refuses them before this). */
  async authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome> {
    return { reference: input.reference, status: 'failed', message: PAYMENT_MESSAGES.failed, methodName: cardMethodName(input.card.number) };
  }

  async capturePayment(reference: string, options: { account?: string | undefined } = {}): Promise<PaymentOutcome> {
    const intent = await this.stripe.paymentIntents.capture(reference, {}, accountOption(options.account));
    const status = statusOf(intent.status);
    return { reference, status, message: status === 'captured' ? PAYMENT_MESSAGES.succeeded : PAYMENT_MESSAGES.failed, methodName: 'Card' };
  }

  async refundPayment(reference: string, amount: number, options: RefundOptions = {}): Promise<PaymentStatus> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: reference, amount, ...(options.refundRecord ? { metadata: { refund: String(options.refundRecord) } } : {}) },
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
