import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { hasPayingSubscription } from './apply-billing-event.ts';
import type { PlanInterval } from './billing-event.ts';
import type { BillingProvider } from './billing-provider.ts';
import { ALREADY_PRO, NO_PRO_PLAN } from './billing-messages.ts';

// An owner buying Pro for their store's project, and managing what they bought. Both hand
// the owner to the processor (its checkout, its billing portal) and come back to the plans
// page; what changed arrives as the processor's events.

/** The plans page, where the processor sends the owner back. */
export const PLANS_PATH = '/teemill-plans/';

/** The customer the project paid with before, so buying again keeps one customer (and its invoices) at the processor. */
async function customerOf(db: Db, provider: string, projectId: number): Promise<string | null> {
  const row = await db
    .selectFrom('billing_subscriptions')
    .select('customer_id')
    .where('provider', '=', provider)
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export interface ProCheckoutInput {
  projectId: number;
  interval: PlanInterval;
  email: string;
  /** The store's origin the owner is on: https://north.printfront.test */
  origin: string;
}

/** The checkout's address; 409 when the project already pays for Pro. */
export async function startProCheckout(db: Db, provider: BillingProvider, input: ProCheckoutInput): Promise<string> {
  if (await hasPayingSubscription(db, input.projectId)) throw new ApiError('conflict', ALREADY_PRO);
  const back = new URL(PLANS_PATH, input.origin);
  const success = new URL(back);
  success.searchParams.set('subscribed', input.interval);
  return provider.startCheckout({
    projectId: input.projectId,
    interval: input.interval,
    email: input.email,
    customerId: await customerOf(db, provider.name, input.projectId),
    successUrl: success.toString(),
    cancelUrl: back.toString(),
  });
}

/** The billing portal's address for the project's customer; 404 when it never bought Pro here. */
export async function openProBillingPortal(db: Db, provider: BillingProvider, projectId: number, origin: string): Promise<string> {
  const customerId = await customerOf(db, provider.name, projectId);
  if (!customerId) throw new ApiError('notFound', NO_PRO_PLAN);
  return provider.openPortal({ customerId, returnUrl: new URL(`${PLANS_PATH}#billing`, origin).toString() });
}
