import type { Generated } from 'kysely';

// Direct stores' own processor accounts (Stripe Connect) and the account updates applied to them.

type Flag = number;
type IsoTime = string;
type JsonText = string;

export interface ConnectedAccountTable {
  id: Generated<number>;
  division_id: number;
  provider: string;
  account_id: string;
  charges_enabled: Generated<Flag>;
  payouts_enabled: Generated<Flag>;
  details_submitted: Generated<Flag>;
  /** The processor's requirement names still due, e.g. ["external_account"]. */
  requirements_due: Generated<JsonText>;
  /** The processor's time (seconds) of the state last applied; null before any. */
  state_at: number | string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ConnectedAccountEventTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  account_id: string;
  outcome: string;
  received_at: IsoTime;
}

export interface PayoutTables {
  connected_accounts: ConnectedAccountTable;
  connected_account_events: ConnectedAccountEventTable;
}
