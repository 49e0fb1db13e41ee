import { config, ConfigurationError } from '../../../platform/config/config.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProcessor } from './test-processor.ts';

let selected: PaymentProvider | undefined;

/** The provider PAYMENT_PROVIDER selects, made once per process. */
export function paymentProvider(): PaymentProvider {
  selected ??= providerFor(config);
  return selected;
}

export function providerFor(settings: Pick<typeof config, 'paymentProvider' | 'stripe'> & Partial<Pick<typeof config, 'platformFeePercent'>>): PaymentProvider {
  if (settings.paymentProvider === 'test') return new TestPaymentProcessor();
  if (settings.paymentProvider === 'stripe') {
    const { secretKey, publishableKey, webhookSecret, connectWebhookSecret, apiUrl } = settings.stripe;
    if (!secretKey || !webhookSecret) throw new ConfigurationError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    // Stripe.js on /pay/ cannot start without it.
    if (!publishableKey) throw new ConfigurationError('PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY');
    return new StripePaymentProvider({
      secretKey,
      publishableKey,
      webhookSecret,
      connectWebhookSecret,
      apiUrl,
      platformFeePercent: settings.platformFeePercent,
    });
  }
  throw new ConfigurationError(`PAYMENT_PROVIDER must be "test" or "stripe", not "${settings.paymentProvider}"`);
}
