import type { config } from './config.ts';

/** What the production payment check reads: the settings themselves, never the environment. */
export type PaymentSettings = Pick<typeof config, 'production' | 'paymentProvider' | 'allowTestPayments'> & {
  /** PLATFORM_FEE_PERCENT as read (NaN when it was not a percentage 0–100); absent: the default. */
  platformFeePercent?: number;
  /** The Connect endpoint's secret is optional: without it Connect events must be signed with the platform endpoint's. */
  stripe: Omit<typeof config.stripe, 'connectWebhookSecret'> & { connectWebhookSecret?: string | undefined };
};

const STRIPE_SETTINGS = 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET';
const WEBHOOK_PATH = '/omnis/v3/payments/stripe/webhook/';

/** A key's mode from its prefix (sk_live_, rk_live_, pk_live_ / sk_test_, rk_test_, pk_test_); undefined when it has neither. */
function modeOf(key: string | undefined): 'live' | 'test' | undefined {
  const match = /^(?:sk|rk|pk)_(live|test)_/.exec(key ?? '');
  return match ? (match[1] as 'live' | 'test') : undefined;
}

/** Stripe's keys and secrets: each one missing, and a secret key and publishable key of different modes. */
function stripeProblems(stripe: PaymentSettings['stripe']): string[] {
  const problems: string[] = [];
  if (!stripe.secretKey)
    problems.push(
      'STRIPE_SECRET_KEY is not set: set it to your Stripe secret key (sk_live_…, or a restricted rk_live_… key) from the Stripe dashboard, Developers → API keys.',
    );
  if (!stripe.publishableKey)
    problems.push('STRIPE_PUBLISHABLE_KEY is not set: set it to the publishable key (pk_live_…) that goes with STRIPE_SECRET_KEY, from the same page.');
  if (!stripe.webhookSecret)
    problems.push(
      `STRIPE_WEBHOOK_SECRET is not set: set it to the signing secret (whsec_…) of the webhook endpoint you add in Stripe at https://<store host>${WEBHOOK_PATH}.`,
    );
  // Keys are named by their mode only: a secret key is never printed, in part or in whole.
  const secretMode = modeOf(stripe.secretKey);
  const publishableMode = modeOf(stripe.publishableKey);
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    const live = secretMode === 'live' ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY';
    const test = secretMode === 'live' ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
    problems.push(
      `${live} is a live key but ${test} is a test key: Stripe.js and the server would work in different modes and no payment could complete. ` +
        `Set both from the same mode: STRIPE_SECRET_KEY to sk_live_… (or rk_live_…) and STRIPE_PUBLISHABLE_KEY to pk_live_… to take real payments.`,
    );
  }
  return problems;
}

/**
 * Why these payment settings may not serve in production, one sentence per problem, each
 * naming the settings to change and what to set them to; none outside production (the demo
 * and the tests run on the test processor) or when the settings are safe, but for a
 * PLATFORM_FEE_PERCENT that is not a percentage, refused everywhere.
 * In production the built-in test processor would "accept" its test cards and the store would
 * ship for free, so it runs only when ALLOW_TEST_PAYMENTS=1 says the deployment is a demo.
 */
export function paymentSettingsProblems(settings: PaymentSettings): string[] {
  // Checked everywhere: a fee that is not a percentage would fail every direct store's payment.
  const fee = Number.isNaN(settings.platformFeePercent)
    ? ['PLATFORM_FEE_PERCENT is not a percentage from 0 to 100: set it to a number such as 5 (the default when unset), or leave it unset.']
    : [];
  return [...fee, ...providerProblems(settings)];
}

function providerProblems(settings: PaymentSettings): string[] {
  if (!settings.production) return [];
  if (settings.paymentProvider === 'test') {
    if (settings.allowTestPayments) return [];
    return [
      `PAYMENT_PROVIDER is "test" (also when unset): the built-in test processor takes no real money, so orders would be paid with test cards. ` +
        `Set PAYMENT_PROVIDER=stripe with ${STRIPE_SETTINGS}, or set ALLOW_TEST_PAYMENTS=1 for a demo deployment that takes no real payments (its store pages then say so).`,
    ];
  }
  if (settings.paymentProvider === 'stripe') return stripeProblems(settings.stripe);
  return [
    `PAYMENT_PROVIDER is "${settings.paymentProvider}": set it to "stripe" (with ${STRIPE_SETTINGS}), or to "test" with ALLOW_TEST_PAYMENTS=1 for a demo.`,
  ];
}

/** The problems as the one message the server refuses to start with (every problem in it). */
export function paymentSettingsMessage(problems: string[]): string {
  // One line: the log is JSON lines, where a line break would read as "\n".
  if (problems.length === 1) return `the payment settings are not safe for production. ${problems[0]}`;
  return `the payment settings are not safe for production (${problems.length} problems). ${problems.map((problem, index) => `(${index + 1}) ${problem}`).join(' ')}`;
}

/** Store pages tell shoppers no real payments are taken: a production demo on the test processor (same for every visitor). */
export function showsTestPaymentsNotice(settings: Pick<PaymentSettings, 'production' | 'paymentProvider' | 'allowTestPayments'>): boolean {
  return settings.production && settings.paymentProvider === 'test' && settings.allowTestPayments;
}
