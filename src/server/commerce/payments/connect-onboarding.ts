import { randomBytes } from 'node:crypto';
import type { StoreScope } from '../../stores/index.ts';
import { savePaymentProcessor } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { connectsAccounts, type ConnectProvider } from './connect.ts';
import type { PaymentProvider } from './provider.ts';
import { applyAccountState, applyAccountUpdate, findConnectedAccount, keepConnectedAccount, type ConnectedAccount } from './connected-accounts.ts';

// "Connect with Stripe": the owner of a direct store opens the store's own account once and
// goes through the processor's onboarding form (Stripe's account links); coming back, the
// account is read afresh, so the settings page is right before the webhook arrives. The test
// processor runs the same path with its own test onboarding form.

/** The processor the deployment runs, when it can connect stores' own accounts. */
export function connectProvider(provider: PaymentProvider): ConnectProvider & PaymentProvider {
  if (!connectsAccounts(provider)) throw new ApiError('conflict', 'This payment processor cannot connect store accounts.');
  return provider;
}

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * The store's connected account, opened with the processor on first use (one per store: its
 * key is the store's). An account kept by another processor (a deployment that moved from the
 * test processor to Stripe) is replaced.
 */
export async function openConnectedAccount(scope: StoreScope, provider: ConnectProvider, now = new Date()): Promise<ConnectedAccount> {
  const kept = await findConnectedAccount(scope.db, scope.division.id);
  if (kept?.provider === provider.name) return kept;
  if (kept) await scope.db.deleteFrom('connected_accounts').where('division_id', '=', scope.division.id).execute();
  const state = await provider.createConnectedAccount({
    divisionId: scope.division.id,
    subdomain: scope.division.subdomain,
    idempotencyKey: `connect-account:${provider.name}:${scope.division.id}`,
  });
  const account = await keepConnectedAccount(scope.db, scope.division.id, provider.name, state, now);
  // The store state's own list of accounts (what getStoreCoreData answers) names it too.
  await savePaymentProcessor(scope, { accounts: [account.accountId] });
  return account;
}

/** Where the owner goes next: a fresh onboarding link for the store's account (opened first when needed). */
export async function onboardingLocation(scope: StoreScope, provider: ConnectProvider, links: { refreshUrl: string; returnUrl: string }): Promise<string> {
  const account = await openConnectedAccount(scope, provider);
  return provider.createOnboardingLink(account.accountId, links);
}

/** The owner came back from onboarding: the account as the processor has it now, when it keeps one. */
export async function refreshConnectedAccount(scope: StoreScope, provider: ConnectProvider, now = new Date()): Promise<void> {
  const kept = await findConnectedAccount(scope.db, scope.division.id);
  if (!kept || kept.provider !== provider.name) return;
  const state = await provider.retrieveConnectedAccount(kept.accountId);
  if (state) await applyAccountState(scope.db, provider.name, state, seconds(now), now);
}

/**
 * The test processor's onboarding form was completed: the account can take charges and pay out,
 * applied as the processor's own account update would be.
 */
export async function completeTestOnboarding(scope: StoreScope, provider: ConnectProvider, now = new Date()): Promise<void> {
  if (provider.name !== 'test') throw new ApiError('notFound');
  const kept = await findConnectedAccount(scope.db, scope.division.id);
  if (kept?.provider !== 'test') throw new ApiError('conflict', 'Connect the store first: there is no test account to finish.');
  await applyAccountUpdate(
    scope.db,
    provider.name,
    {
      action: 'account_updated',
      eventId: `test_evt_${randomBytes(12).toString('hex')}`,
      type: 'account.updated',
      created: seconds(now),
      account: { accountId: kept.accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [] },
    },
    now,
  );
}
