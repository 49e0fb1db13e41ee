import type { Db } from '../../../platform/db/database.ts';
import type { Money } from '../../../lib/money.ts';
import { PRO_STATUSES, type PlanInterval } from './billing-event.ts';

// What an owner sees of the plan they pay for: its state as the processor's events last
// described it, and its invoices, newest first.

/** The plans page lists this many invoices. */
const INVOICES_SHOWN = 24;

export interface PlanState {
  interval: PlanInterval;
  /** The processor's status: active, past_due, canceled… */
  status: string;
  /** Pro is paid for until then (ISO time). */
  currentPeriodEnd: string | null;
  /** Cancelled: Pro ends at currentPeriodEnd. */
  cancelAtPeriodEnd: boolean;
  /** Still keeps the store Pro. */
  paying: boolean;
  /** The built-in test processor's plan, managed on the test portal. */
  test: boolean;
}

export interface InvoiceLine {
  number: string | null;
  amount: Money;
  paidAt: string;
  periodStart: string;
  periodEnd: string;
  /** The processor's page and PDF of the invoice (none with the test processor). */
  hostedUrl: string | null;
  pdfUrl: string | null;
}

export interface ProBillingView {
  /** The plan paying now, else the latest that ended; null when the project never subscribed. */
  plan: PlanState | null;
  invoices: InvoiceLine[];
}

export async function proBillingView(db: Db, projectId: number): Promise<ProBillingView> {
  const subscriptions = await db.selectFrom('billing_subscriptions').selectAll().where('project_id', '=', projectId).orderBy('id', 'desc').execute();
  const row = subscriptions.find((subscription) => PRO_STATUSES.includes(subscription.status)) ?? subscriptions[0];
  const invoices = await db
    .selectFrom('billing_invoices')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INVOICES_SHOWN)
    .execute();
  return {
    plan: row
      ? {
          interval: row.plan_interval === 'year' ? 'year' : 'month',
          status: row.status,
          currentPeriodEnd: row.current_period_end,
          cancelAtPeriodEnd: row.cancel_at_period_end === 1,
          paying: PRO_STATUSES.includes(row.status),
          test: row.provider === 'test',
        }
      : null,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      amount: { amount: invoice.amount_paid, currency: invoice.currency },
      paidAt: invoice.paid_at,
      periodStart: invoice.period_start,
      periodEnd: invoice.period_end,
      hostedUrl: invoice.hosted_url,
      pdfUrl: invoice.pdf_url,
    })),
  };
}
