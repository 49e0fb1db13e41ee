import type { Division } from '../../../schemas/division.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { findConnectedAccount } from './connected-accounts.ts';

// Whose account a store's payments are made on. A `teemill` store's land on the platform's; a
// `direct` store's on its own connected account, and only once the processor lets that account
// take charges (its owner finished onboarding) — until then the store takes no payment at all,
// rather than one the platform would hold for it.

/** What shoppers of a direct store that cannot take payments yet read on /pay/ and from the pay call. */
export const NOT_TAKING_PAYMENTS = 'This store is not taking payments yet. Please try again later.';

export type PaymentAccount = { ready: true; account: string | undefined } | { ready: false };

type Store = Pick<Division, 'id' | 'settings'>;

export async function paymentAccount(db: Db, division: Store): Promise<PaymentAccount> {
  if (division.settings.paymentProcessor.type !== 'direct') return { ready: true, account: undefined };
  const connected = await findConnectedAccount(db, division.id);
  return connected?.chargesEnabled ? { ready: true, account: connected.accountId } : { ready: false };
}

/**
 * The account a store's past payments were made on, for refunding them (undefined: the
 * platform's). A direct store's connected account, even while it cannot take new charges.
 */
export async function refundAccount(db: Db, division: Store): Promise<string | undefined> {
  if (division.settings.paymentProcessor.type !== 'direct') return undefined;
  return (await findConnectedAccount(db, division.id))?.accountId;
}

/** The account to pay on, or the refusal a shopper reads (409) when the store cannot be paid yet. */
export async function payableAccount(db: Db, division: Store): Promise<string | undefined> {
  const found = await paymentAccount(db, division);
  if (!found.ready) throw new ApiError('conflict', NOT_TAKING_PAYMENTS);
  return found.account;
}
