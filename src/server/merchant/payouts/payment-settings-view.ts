import type { StoreScope } from '../../stores/index.ts';
import { findDivisionById } from '../../stores/index.ts';
import { findConnectedAccount, requirementList } from '../../commerce/index.ts';

// What the payment settings screen shows: who takes the store's payments and, for a direct
// store, where its own account stands (not connected, onboarding unfinished, ready).

export type Connection =
  | { state: 'not_connected' }
  /** `stillNeeded` in plain words; empty while the processor checks what was given. */
  | { state: 'unfinished'; accountId: string; stillNeeded: string[] }
  | { state: 'ready'; accountId: string; payoutsEnabled: boolean };

export interface PaymentSettingsView {
  /** A member without the settings right sees why instead of forms that would be refused. */
  allowed: boolean;
  processor: 'teemill' | 'direct';
  connection: Connection;
  /** The platform's fee on each payment of a direct store, in percent. */
  feePercent: number;
  /** The built-in test processor: "Connect" runs its test onboarding. */
  testMode: boolean;
  /** Just saved (the redirect after a post). */
  saved: boolean;
  /** Why the last action was refused or failed, as the owner reads it. */
  message: string | null;
}

export async function connectionOf(scope: StoreScope): Promise<Connection> {
  const account = await findConnectedAccount(scope.db, scope.division.id);
  if (!account) return { state: 'not_connected' };
  if (account.chargesEnabled) return { state: 'ready', accountId: account.accountId, payoutsEnabled: account.payoutsEnabled };
  return { state: 'unfinished', accountId: account.accountId, stillNeeded: requirementList(account.requirementsDue) };
}

/** The store's processor type, read fresh (the request's store may be a second old). */
export async function processorOf(scope: StoreScope): Promise<'teemill' | 'direct'> {
  const division = (await findDivisionById(scope.db, scope.division.id)) ?? scope.division;
  return division.settings.paymentProcessor.type;
}
