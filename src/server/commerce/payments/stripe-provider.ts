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
import { stripeClient } from '../../../platform/stripe/stripe-client.ts';
import type { ConnectedAccountState, ConnectProvider, OnboardingLinkInput } from './connect.ts';
import { accountStateOf } from './stripe-accounts.ts';
import { applicationFee } from './platform-fee.ts';

export interface StripeSettings {
  secretKey: string;
  /** pk_…: Stripe.js on /pay/ loads with it. */
  publishableKey: string;
  /** whsec_…: webhook signatures are checked against it on the raw body. */
  webhookSecret: string;
  /** whsec_… of a separate Connect endpoint (connected accounts' events) posting to the same URL: accepted too. */
  connectWebhookSecret?: string | undefined;
  /** The platform's application fee on a direct store's payments, in percent (default 5). */
  platformFeePercent?: number | undefined;
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
export class StripePaymentProvider implements BrowserPaymentProvider, ConnectProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly settings: StripeSettings;

  constructor(settings: StripeSettings) {
    this.settings = settings;
    this.publishableKey = settings.publishableKey;
    this.stripe = stripeClient(settings);
  }

  /**
   * Creates the PaymentIntent: the order's amount in minor units, the payment methods the
   * Stripe Dashboard enables, and the order and store in its metadata. The attempt's key
   * makes a repeated call answer the same intent rather than a second one. A direct store's
   * payment is a direct charge on its connected account, with the platform's application fee.
   */
  private async createIntent(input: InitiateInput): Promise<Stripe.PaymentIntent> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError(`A PaymentIntent needs a positive whole amount, not ${input.amount}`);
    const fee = input.account ? applicationFee(input.amount, this.settings.platformFeePercent ?? 5) : 0;
    return this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: intentMetadata(input),
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
      },
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
      // On a direct store's account the platform's fee goes back in proportion: no fee on money returned.
      {
        payment_intent: reference,
        amount,
        ...(options.account ? { refund_application_fee: true } : {}),
        ...(options.refundRecord ? { metadata: { refund: String(options.refundRecord) } } : {}),
      },
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

  /**
   * Verifies the signature on the raw body (throws when it does not match) and reads the event.
   * The platform's endpoint secret, or the Connect endpoint's when one is set: both post here.
   */
  async getWebhookActionAndData({ rawBody, headers }: WebhookPayload): Promise<WebhookAction> {
    const signature = headers.get('stripe-signature') ?? '';
    const secrets = [this.settings.webhookSecret, this.settings.connectWebhookSecret].filter((secret): secret is string => Boolean(secret));
    let event: Stripe.Event | undefined;
    let refusal: unknown;
    for (const secret of secrets) {
      try {
        event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
        break;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
        refusal = error;
      }
    }
    if (!event) throw new WebhookSignatureError({ cause: refusal });
    return paymentEventOf(event);
  }

  /**
   * Opens a Standard account for the store (its owner's own Stripe account, the kind Stripe
   * recommends for direct charges). The store's key makes two clicks open one account.
   */
  async createConnectedAccount(input: { divisionId: number; subdomain: string; idempotencyKey: string }): Promise<ConnectedAccountState> {
    const account = await this.stripe.accounts.create(
      { type: 'standard', metadata: { division_id: String(input.divisionId), subdomain: input.subdomain } },
      { idempotencyKey: input.idempotencyKey },
    );
    return accountStateOf(account);
  }

  async createOnboardingLink(accountId: string, { refreshUrl, returnUrl }: OnboardingLinkInput): Promise<string> {
    const link = await this.stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', refresh_url: refreshUrl, return_url: returnUrl });
    return link.url;
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountState> {
    return accountStateOf(await this.stripe.accounts.retrieve(accountId));
  }
}
