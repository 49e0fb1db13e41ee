import { z } from 'zod';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { PLAN_INTERVALS } from './billing-event.ts';
import type { BillingProvider, CheckoutInput } from './billing-provider.ts';

// The built-in test processor's Checkout and Billing portal: pages on the store itself
// (/teemill-plans/test-checkout/ and /teemill-plans/test-portal/) that say they are a test and
// take no card. What the owner does there is reported as the same billing events Stripe's
// webhooks carry (test-subscriptions.ts), so the demo can become Pro and back through the one
// code path a live store uses.

/** A test checkout stays open this long, like Stripe's sessions (24 hours). */
const SESSION_MS = 24 * 60 * 60 * 1000;

export const TestCheckoutSession = z.object({
  projectId: z.int().positive(),
  interval: z.enum(PLAN_INTERVALS),
  customerId: z.string().nullable(),
  successUrl: z.url(),
  cancelUrl: z.url(),
  expiresAt: z.number(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSession>;

/** What the owner reads when a test checkout link is altered or too old. */
export const TEST_CHECKOUT_EXPIRED = 'This checkout has expired. Please choose your plan again.';

export class TestBilling implements BillingProvider {
  readonly name = 'test';
  private readonly secrets: SecretBox;
  private readonly clock: () => Date;

  constructor(secrets: SecretBox, clock: () => Date = () => new Date()) {
    this.secrets = secrets;
    this.clock = clock;
  }

  /** The session is sealed with the server key into the address: nothing is stored until the owner subscribes. */
  async startCheckout(input: CheckoutInput): Promise<string> {
    const session: TestCheckoutSession = {
      projectId: input.projectId,
      interval: input.interval,
      customerId: input.customerId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: this.clock().getTime() + SESSION_MS,
    };
    const url = new URL('/teemill-plans/test-checkout/', input.successUrl);
    url.searchParams.set('session', this.secrets.seal(JSON.stringify(session)));
    return url.toString();
  }

  async openPortal(input: { customerId: string; returnUrl: string }): Promise<string> {
    return new URL('/teemill-plans/test-portal/', input.returnUrl).toString();
  }

  /** The session a test checkout address carries; 400 when altered, expired or not this project's. */
  readSession(sealed: string, projectId: number): TestCheckoutSession {
    let session: TestCheckoutSession;
    try {
      session = TestCheckoutSession.parse(JSON.parse(this.secrets.open(sealed)));
    } catch {
      throw new ApiError('badRequest', TEST_CHECKOUT_EXPIRED);
    }
    if (session.expiresAt < this.clock().getTime() || session.projectId !== projectId) throw new ApiError('badRequest', TEST_CHECKOUT_EXPIRED);
    return session;
  }
}
