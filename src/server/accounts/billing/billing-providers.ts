import { config } from '../../../platform/config/config.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { BillingProvider } from './billing-provider.ts';
import { StripeBilling } from './stripe-billing.ts';
import { TestBilling } from './test-billing.ts';

let stripe: StripeBilling | undefined;

/** Pro plans are bought through the payment provider PAYMENT_PROVIDER selects: Stripe Billing, or the test processor's pages. */
export function billingProvider(secrets: SecretBox, settings: Pick<typeof config, 'paymentProvider' | 'stripe'> = config): BillingProvider {
  if (settings.paymentProvider !== 'stripe') return new TestBilling(secrets);
  // The payment provider's start-up checks have refused a stripe provider without its key.
  stripe ??= new StripeBilling({ secretKey: settings.stripe.secretKey ?? '', apiUrl: settings.stripe.apiUrl });
  return stripe;
}
