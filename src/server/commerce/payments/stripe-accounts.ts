import type Stripe from 'stripe';
import type { AccountUpdatedEvent, ConnectedAccountState } from './connect.ts';

/** A Stripe account (Connect) in Printfront's words. */
export function accountStateOf(account: Stripe.Account): ConnectedAccountState {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    requirementsDue: account.requirements?.currently_due ?? [],
  };
}

/** An `account.updated` event (sent by Stripe with `event.account`, the connected account): its state and time. */
export function accountUpdatedOf(event: Stripe.AccountUpdatedEvent): AccountUpdatedEvent {
  return { action: 'account_updated', eventId: event.id, type: event.type, created: event.created, account: accountStateOf(event.data.object) };
}
