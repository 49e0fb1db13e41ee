import type { Generated } from 'kysely';

// Storage shapes of migration 0046 (Pro plans). Same conventions as tables.ts: flags are
// 0/1, times ISO-8601 text, money integer minor units.

type Flag = number;
type IsoTime = string;

export interface BillingSubscriptionTable {
  id: Generated<number>;
  project_id: number;
  provider: string;
  subscription_id: string;
  customer_id: string;
  plan_interval: string;
  status: string;
  current_period_end: IsoTime | null;
  cancel_at_period_end: Generated<Flag>;
  /** Unix seconds of the processor's event that last set the row. */
  event_created: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface BillingInvoiceTable {
  id: Generated<number>;
  project_id: number;
  provider: string;
  invoice_id: string;
  subscription_id: string | null;
  number: string | null;
  amount_paid: number;
  currency: string;
  hosted_url: string | null;
  pdf_url: string | null;
  period_start: IsoTime;
  period_end: IsoTime;
  paid_at: IsoTime;
}

export interface BillingEventTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  project_id: number | null;
  outcome: string;
  received_at: IsoTime;
}

export interface ProChangeTable {
  id: Generated<number>;
  project_id: number;
  is_pro: Flag;
  source: 'subscription' | 'staff';
  user_id: number | null;
  reason: string;
  created_at: IsoTime;
}

export interface BillingTables {
  billing_subscriptions: BillingSubscriptionTable;
  billing_invoices: BillingInvoiceTable;
  billing_events: BillingEventTable;
  pro_changes: ProChangeTable;
}
