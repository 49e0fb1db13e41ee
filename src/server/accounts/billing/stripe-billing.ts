import type Stripe from 'stripe';
import { stripeClient, type StripeClientSettings } from '../../../platform/stripe/stripe-client.ts';
import type { BillingProvider, CheckoutInput } from './billing-provider.ts';
import { proPrice } from './pro-plan-prices.ts';
import { config } from '../../../platform/config/config.ts';

/** The product name owners read on Stripe's checkout, invoices and billing portal. */
export const PRO_PRODUCT_NAME = 'Printfront Pro';

/**
 * Pro through Stripe Billing: Stripe Checkout in subscription mode (an inline price from the
 * configured prices, or a configured price id), and the Billing portal for changing the card,
 * switching plan and cancelling. The project rides in the session's and the subscription's
 * metadata, so the webhooks that follow name it.
 */
export class StripeBilling implements BillingProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly plan: typeof config.proPlan;

  constructor(settings: StripeClientSettings, plan = config.proPlan) {
    this.stripe = stripeClient(settings);
    this.plan = plan;
  }

  async startCheckout(input: CheckoutInput): Promise<string> {
    const price = proPrice(input.interval, this.plan);
    const metadata = { project: String(input.projectId), interval: input.interval };
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = price.priceId
      ? { price: price.priceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: price.currency.toLowerCase(),
            unit_amount: price.amount,
            recurring: { interval: input.interval },
            product_data: { name: PRO_PRODUCT_NAME },
          },
        };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [lineItem],
      client_reference_id: String(input.projectId),
      metadata,
      subscription_data: { metadata },
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return session.url;
  }

  async openPortal(input: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
    return session.url;
  }
}
