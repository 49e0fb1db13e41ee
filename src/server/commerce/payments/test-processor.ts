import { createHash, randomBytes } from 'node:crypto';
import {
  cardMethodName,
  PAYMENT_MESSAGES,
  type AuthorizeInput,
  type InitiateInput,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentSession,
  type PaymentStatus,
} from './provider.ts';
import type { ConnectedAccountState, ConnectProvider, OnboardingLinkInput } from './connect.ts';

/** The test processor's onboarding form: a page of this server that says "Test mode" (see the payment settings). */
export const TEST_ONBOARDING_PATH = '/dashboard/store/settings/payments/test-onboarding/';

/** What a new test account still needs, as Stripe names it: the test onboarding form provides it. */
export const TEST_ACCOUNT_REQUIREMENTS = ['external_account', 'tos_acceptance.date'];

/** Stripe's well-known test cards and what they do here. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const OUTCOMES: Record<string, { status: PaymentStatus; message: string }> = {
  [TEST_CARDS.success]: { status: 'captured', message: PAYMENT_MESSAGES.succeeded },
  [TEST_CARDS.declined]: { status: 'failed', message: PAYMENT_MESSAGES.declined },
  [TEST_CARDS.insufficientFunds]: { status: 'failed', message: PAYMENT_MESSAGES.insufficientFunds },
};

/**
 * The built-in processor: runs the whole payment journey on this server with test cards,
 * charging nothing. Its ledger (reference → status) lives in this process; the record that
 * counts is the payment attempt the pay service writes.
 */
export class TestPaymentProcessor implements PaymentProvider, ConnectProvider {
  readonly name = 'test';
  private readonly ledger = new Map<string, { status: PaymentStatus; amount: number }>();
  private readonly refunded = new Map<string, number>();

  async initiatePayment(input: InitiateInput): Promise<PaymentSession> {
    const reference = `test_pi_${randomBytes(12).toString('hex')}`;
    this.ledger.set(reference, { status: 'pending', amount: input.amount });
    return { reference, status: 'pending' };
  }

  async authorizePayment(input: AuthorizeInput): Promise<PaymentOutcome> {
    const entry = this.ledger.get(input.reference);
    const number = input.card.number.replace(/\D/g, '');
    const outcome = OUTCOMES[number] ?? { status: 'failed' as const, message: PAYMENT_MESSAGES.incorrectNumber };
    if (entry) {
      // A payment already captured is never taken again.
      if (entry.status === 'captured')
        return { reference: input.reference, status: 'captured', message: PAYMENT_MESSAGES.succeeded, methodName: cardMethodName(number) };
      entry.status = outcome.status;
    }
    return { reference: input.reference, ...(entry ? outcome : { status: 'failed', message: PAYMENT_MESSAGES.failed }), methodName: cardMethodName(number) };
  }

  async capturePayment(reference: string): Promise<PaymentOutcome> {
    const status = this.ledger.get(reference)?.status ?? 'failed';
    return { reference, status, message: status === 'captured' ? PAYMENT_MESSAGES.succeeded : PAYMENT_MESSAGES.failed, methodName: 'Test card' };
  }

  /**
   * Gives back `amount` of a captured payment; partial refunds add up to at most what was paid.
   * The ledger lives in this process, so a charge made before a restart (or a demo order's
   * `seed_` charge) is no longer in it: the refund service bounds amounts by the order's own
   * record, and such a reference refunds as the real processor would.
   */
  async refundPayment(reference: string, amount: number): Promise<PaymentStatus> {
    const entry = this.ledger.get(reference);
    if (!entry) return /^(test_pi_|seed_)/.test(reference) && amount > 0 ? 'refunded' : 'failed';
    if (entry.status !== 'captured' && entry.status !== 'refunded') return 'failed';
    const refunded = (this.refunded.get(reference) ?? 0) + amount;
    if (amount <= 0 || refunded > entry.amount) return 'failed';
    this.refunded.set(reference, refunded);
    if (refunded === entry.amount) entry.status = 'refunded';
    return 'refunded';
  }

  async cancelPayment(reference: string): Promise<PaymentStatus> {
    const entry = this.ledger.get(reference);
    if (!entry || entry.status === 'captured' || entry.status === 'refunded') return entry?.status ?? 'failed';
    entry.status = 'cancelled';
    return 'cancelled';
  }

  async getPaymentStatus(reference: string): Promise<PaymentStatus> {
    return this.ledger.get(reference)?.status ?? 'failed';
  }

  /** A test account, named by the store's key (two clicks open one), with onboarding still to do. */
  async createConnectedAccount(input: { idempotencyKey: string }): Promise<ConnectedAccountState> {
    const accountId = `test_acct_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16)}`;
    return { accountId, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, requirementsDue: [...TEST_ACCOUNT_REQUIREMENTS] };
  }

  /** The built-in test onboarding form, on the same host as the settings page it returns to. */
  async createOnboardingLink(_accountId: string, { returnUrl }: OnboardingLinkInput): Promise<string> {
    return new URL(TEST_ONBOARDING_PATH, returnUrl).href;
  }

  /** The test onboarding applies its update as it completes; this processor keeps no accounts of its own. */
  async retrieveConnectedAccount(): Promise<undefined> {
    return undefined;
  }

  /** The test processor answers at once; it sends no webhooks. */
  async getWebhookActionAndData(): Promise<{ action: 'not_supported' }> {
    return { action: 'not_supported' };
  }
}
