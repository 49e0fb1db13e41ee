import type { StoreScope } from '../../../src/server/stores/scope.ts';
import { keepConnectedAccount, type ConnectedAccount } from '../../../src/server/commerce/payments/connected-accounts.ts';
import { savePaymentProcessor } from '../../../src/server/stores/index.ts';
import { uniqueName } from './unique.ts';

/**
 * A direct store's connected account, kept as "Connect with Stripe" keeps it, and the store
 * made `direct`. Ready (charges enabled) unless told otherwise.
 */
export async function makeConnectedAccount(
  store: StoreScope,
  overrides: { accountId?: string; provider?: string; chargesEnabled?: boolean; requirementsDue?: string[] } = {},
): Promise<ConnectedAccount> {
  const chargesEnabled = overrides.chargesEnabled ?? true;
  const account = await keepConnectedAccount(
    store.db,
    store.division.id,
    overrides.provider ?? 'stripe',
    {
      accountId: overrides.accountId ?? `acct_${uniqueName('test').replace(/[^a-z0-9]/gi, '')}`,
      chargesEnabled,
      payoutsEnabled: chargesEnabled,
      detailsSubmitted: chargesEnabled,
      requirementsDue: overrides.requirementsDue ?? (chargesEnabled ? [] : ['external_account']),
    },
    new Date(),
  );
  await savePaymentProcessor(store, { type: 'direct', accounts: [account.accountId] });
  return account;
}
