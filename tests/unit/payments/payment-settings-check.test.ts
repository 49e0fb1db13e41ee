// Production refuses payment settings that would take no real money or could not complete a
// payment; each problem names the settings to change and what to set them to.
import { describe, expect, it } from 'vitest';
import {
  type PaymentSettings,
  paymentSettingsMessage,
  paymentSettingsProblems,
  showsTestPaymentsNotice,
} from '../../../src/platform/config/payment-settings-check.ts';

const LIVE = { secretKey: 'sk_live_51abcSECRET', publishableKey: 'pk_live_51abcPUBLIC', webhookSecret: 'whsec_abc', apiUrl: undefined };
const stripe = (keys: Partial<PaymentSettings['stripe']> = {}): PaymentSettings => ({
  production: true,
  paymentProvider: 'stripe',
  allowTestPayments: false,
  stripe: { ...LIVE, ...keys },
});
const testProcessor = (allowTestPayments: boolean, production = true): PaymentSettings => ({
  production,
  paymentProvider: 'test',
  allowTestPayments,
  stripe: { secretKey: undefined, publishableKey: undefined, webhookSecret: undefined, apiUrl: undefined },
});

describe('the production payment settings check', () => {
  it('changes nothing outside production: the demo and the tests run on the test processor', () => {
    expect(paymentSettingsProblems(testProcessor(false, false))).toEqual([]);
    expect(paymentSettingsProblems({ ...stripe({ secretKey: undefined, webhookSecret: undefined }), production: false })).toEqual([]);
  });

  it('refuses the test processor in production unless ALLOW_TEST_PAYMENTS=1, saying both ways out', () => {
    const [problem, ...more] = paymentSettingsProblems(testProcessor(false));
    expect(more).toEqual([]);
    expect(problem).toContain('PAYMENT_PROVIDER is "test"');
    expect(problem).toContain('Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    expect(problem).toContain('ALLOW_TEST_PAYMENTS=1');
    expect(paymentSettingsProblems(testProcessor(true))).toEqual([]);
  });

  it('accepts Stripe live keys with the webhook secret, and a restricted live key', () => {
    expect(paymentSettingsProblems(stripe())).toEqual([]);
    expect(paymentSettingsProblems(stripe({ secretKey: 'rk_live_51abc' }))).toEqual([]);
    expect(paymentSettingsProblems(stripe({ secretKey: 'sk_test_51abc', publishableKey: 'pk_test_51abc' }))).toEqual([]);
  });

  it('refuses a live secret key with a test publishable key, and the reverse, without printing either key', () => {
    const liveSecret = paymentSettingsProblems(stripe({ publishableKey: 'pk_test_51abcPUBLIC' }));
    expect(liveSecret).toHaveLength(1);
    expect(liveSecret[0]).toContain('STRIPE_SECRET_KEY is a live key but STRIPE_PUBLISHABLE_KEY is a test key');
    expect(liveSecret[0]).toContain('STRIPE_PUBLISHABLE_KEY to pk_live_');
    const restricted = paymentSettingsProblems(stripe({ secretKey: 'rk_live_51abc', publishableKey: 'pk_test_51abc' }));
    expect(restricted[0]).toContain('STRIPE_SECRET_KEY is a live key but STRIPE_PUBLISHABLE_KEY is a test key');
    const liveShop = paymentSettingsProblems(stripe({ secretKey: 'sk_test_51abcSECRET' }));
    expect(liveShop).toHaveLength(1);
    expect(liveShop[0]).toContain('STRIPE_PUBLISHABLE_KEY is a live key but STRIPE_SECRET_KEY is a test key');
    for (const text of [...liveSecret, ...liveShop]) expect(text).not.toMatch(/SECRET(?!_KEY)|PUBLIC/);
  });

  it('refuses Stripe without its secret key, its publishable key or its webhook secret, one problem each', () => {
    expect(paymentSettingsProblems(stripe({ secretKey: undefined }))).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY is not set: set it to .*sk_live_/)]);
    expect(paymentSettingsProblems(stripe({ publishableKey: undefined }))).toEqual([
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY is not set: set it to .*pk_live_/),
    ]);
    expect(paymentSettingsProblems(stripe({ webhookSecret: undefined }))).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set: set it to .*whsec_.*\/omnis\/v3\/payments\/stripe\/webhook\//),
    ]);
  });

  it('lists every problem at once, in one message', () => {
    const problems = paymentSettingsProblems(stripe({ publishableKey: 'pk_test_1', webhookSecret: undefined }));
    expect(problems).toHaveLength(2);
    const message = paymentSettingsMessage(problems);
    expect(message).toMatch(
      /^the payment settings are not safe for production \(2 problems\)\. \(1\) STRIPE_WEBHOOK_SECRET .* \(2\) STRIPE_SECRET_KEY is a live key/,
    );
    expect(message).not.toContain('\n');
    expect(paymentSettingsProblems(stripe({ secretKey: undefined, publishableKey: undefined, webhookSecret: undefined }))).toHaveLength(3);
  });

  it('refuses an unknown provider, naming the ones there are', () => {
    const [problem] = paymentSettingsProblems({ ...stripe(), paymentProvider: 'paypal' });
    expect(problem).toContain('PAYMENT_PROVIDER is "paypal": set it to "stripe"');
  });

  it('shows shoppers the test-mode notice only on a production demo running the test processor', () => {
    expect(showsTestPaymentsNotice(testProcessor(true))).toBe(true);
    expect(showsTestPaymentsNotice(testProcessor(true, false))).toBe(false);
    expect(showsTestPaymentsNotice(testProcessor(false, false))).toBe(false);
    expect(showsTestPaymentsNotice({ ...stripe(), allowTestPayments: true })).toBe(false);
  });
});
