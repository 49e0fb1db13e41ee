// Store payouts (Connect): a `direct` store's shoppers pay the store's own processor account,
// which its owner connects from the store's payment settings; the platform keeps its fee.
// These are the shapes the processors speak in Printfront's words.

/** What the processor says of a connected account. */
export interface ConnectedAccountState {
  accountId: string;
  /** The account can take shoppers' payments: the store is ready. */
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** The owner finished the processor's onboarding form. */
  detailsSubmitted: boolean;
  /** The processor's names of what it still needs now (Stripe's requirements.currently_due). */
  requirementsDue: string[];
}

/** A processor event about a connected account: its state, applied once and never over a newer one. */
export interface AccountUpdatedEvent {
  action: 'account_updated';
  eventId: string;
  type: string;
  /** The processor's time of the update, in seconds. */
  created: number;
  account: ConnectedAccountState;
}

export interface OnboardingLinkInput {
  /** Where the processor sends an owner whose link expired: the action that makes a fresh one. */
  refreshUrl: string;
  /** Where the processor sends the owner when the onboarding form is left. */
  returnUrl: string;
}

/** A processor that holds stores' own accounts (Stripe Connect, or the test processor's test onboarding). */
export interface ConnectProvider {
  readonly name: string;
  /** Opens the store's account; the same idempotency key answers the same account. */
  createConnectedAccount(input: { divisionId: number; subdomain: string; idempotencyKey: string }): Promise<ConnectedAccountState>;
  /** A fresh, single-use link to the processor's onboarding form for the account. */
  createOnboardingLink(accountId: string, input: OnboardingLinkInput): Promise<string>;
  /** The account as the processor has it now; undefined when the processor keeps no record of its own (the test processor). */
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountState | undefined>;
}

export function connectsAccounts(provider: object): provider is ConnectProvider {
  return 'createConnectedAccount' in provider && typeof provider.createConnectedAccount === 'function';
}
