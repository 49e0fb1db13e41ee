import type { Db } from '../../../platform/db/database.ts';
import { quoteView } from './find-quote.ts';
import { productionMoves } from './staff-quotes.ts';
import type { QuoteView } from '../../../schemas/quotes.ts';

// The back office's quotes list: every store's bespoke orders,
// a tab per stage of the bespoke flow (what staff have to do first), purchase orders apart,
// newest first, paginated.

export const QUOTE_TABS = {
  answer: { label: 'To answer', statuses: ['quote', 'bespoke_idle'] },
  mockup: { label: 'Mockup to send', statuses: ['bespoke_authorised_terms'] },
  customer: { label: 'With the customer', statuses: ['bespoke_requested_terms', 'bespoke_mockup', 'bespoke_approved'] },
  production: {
    label: 'Production',
    statuses: ['bespoke_paid', 'po_confirmed', 'bespoke_production', 'bespoke_documents_printed', 'bespoke_sorted', 'bespoke_printing', 'bespoke_packing'],
  },
  closed: { label: 'Shipped or refunded', statuses: ['bespoke_shipped', 'bespoke_refunded'] },
} as const;
export type QuoteTab = keyof typeof QUOTE_TABS | 'po';
export const QUOTE_TAB_NAMES = [...(Object.keys(QUOTE_TABS) as (keyof typeof QUOTE_TABS)[]), 'po'] as const;

export const QUOTES_PER_PAGE = 20;

export interface StaffQuote extends QuoteView {
  storeName: string;
  subdomain: string;
  /** Where a staff move may take it (production onwards). */
  moves: string[];
}

export interface StaffQuotePage {
  tab: QuoteTab;
  quotes: StaffQuote[];
  page: number;
  pages: number;
  total: number;
  counts: Record<QuoteTab, number>;
}

export function readTab(value: string | null): QuoteTab {
  return (QUOTE_TAB_NAMES as readonly string[]).includes(value ?? '') ? (value as QuoteTab) : 'answer';
}

function tabQuery(db: Db, tab: QuoteTab) {
  const base = db.selectFrom('quotes').innerJoin('orders', 'orders.id', 'quotes.order_id').innerJoin('divisions', 'divisions.id', 'orders.division_id');
  if (tab === 'po') return base.where('quotes.po_number', 'is not', null);
  return base.where('orders.status', 'in', [...QUOTE_TABS[tab].statuses]);
}

export async function listStaffQuotes(db: Db, tab: QuoteTab, page: number): Promise<StaffQuotePage> {
  const counts = {} as Record<QuoteTab, number>;
  for (const name of QUOTE_TAB_NAMES) {
    const row = await tabQuery(db, name)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[name] = Number(row.count);
  }
  const total = counts[tab];
  const pages = Math.max(1, Math.ceil(total / QUOTES_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await tabQuery(db, tab)
    .selectAll('quotes')
    .select(['divisions.company_name as storeName', 'divisions.subdomain as subdomain'])
    .orderBy('quotes.order_id', 'desc')
    .limit(QUOTES_PER_PAGE)
    .offset((current - 1) * QUOTES_PER_PAGE)
    .execute();
  const orders =
    rows.length === 0
      ? []
      : await db
          .selectFrom('orders')
          .selectAll()
          .where(
            'id',
            'in',
            rows.map((row) => row.order_id),
          )
          .execute();
  const quotes = rows.map((row) => {
    const order = orders.find((candidate) => candidate.id === row.order_id)!;
    const { storeName, subdomain, ...quote } = row;
    return { ...quoteView({ order, quote }), storeName, subdomain, moves: productionMoves(order.status) };
  });
  return { tab, quotes, page: current, pages, total, counts };
}
