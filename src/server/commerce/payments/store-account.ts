import type { Division } from '../../../schemas/division.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

// Whose account a store's payments are made on. A `teemill` store's land on the platform's; a
// `direct` store's on its own connected account — and a direct store with no account yet takes
// no payment at all, rather than one the platform would hold for it.

/** What shoppers of a direct store with no connected account read on /pay/ and from the pay call. */
export const NOT_TAKING_PAYMENTS = 'This store is not taking payments yet. Please try again later.';

export type PaymentAccount = { ready: true; account: string | undefined } | { ready: false };

export function paymentAccount(division: Pick<Division, 'settings'>): PaymentAccount {
  const { paymentProcessor } = division.settings;
  if (paymentProcessor.type !== 'direct') return { ready: true, account: undefined };
  const [account] = paymentProcessor.accounts;
  return account ? { ready: true, account } : { ready: false };
}

/** The account a store's past payments were made on, for refunding them (undefined: the platform's). */
export function refundAccount(division: Pick<Division, 'settings'>): string | undefined {
  const found = paymentAccount(division);
  return found.ready ? found.account : undefined;
}

/** The account to pay on, or the refusal a shopper reads (409) when the store cannot be paid yet. */
export function payableAccount(division: Pick<Division, 'settings'>): string | undefined {
  const found = paymentAccount(division);
  if (!found.ready) throw new ApiError('conflict', NOT_TAKING_PAYMENTS);
  return found.account;
}
