import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { OrderTable } from '../../../platform/db/commerce-tables.ts';
import type { QuoteTable } from '../../../platform/db/after-sale-tables.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { orderStatus, percentageComplete } from '../../../lib/order-flows/index.ts';
import type { CustomerStep, QuoteArtwork, QuoteContact, QuoteLine, QuoteView } from '../../../schemas/quotes.ts';

// A bespoke order and its quote, read together. The customer reaches theirs by the order's
// hash (192 random bits, like the receipt) and only on the store it was asked of.

export type OrderRow = Selectable<OrderTable>;
export type QuoteRow = Selectable<QuoteTable>;

export interface BespokeOrder {
  order: OrderRow;
  quote: QuoteRow;
}

/** The statuses a customer may still change their quote in. */
export const EDITABLE_STATUSES = ['quote', 'bespoke_idle'];

/** This store's bespoke order with hash `hash`; another store's or a normal order is not found. */
export async function findQuoteByHash(scope: StoreScope, hash: string): Promise<BespokeOrder | undefined> {
  const order = await scope.db.selectFrom('orders').selectAll().where('division_id', '=', scope.division.id).where('hash', '=', hash).executeTakeFirst();
  if (!order) return undefined;
  const quote = await scope.db.selectFrom('quotes').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  return quote ? { order, quote } : undefined;
}

export async function requireQuote(scope: StoreScope, hash: string): Promise<BespokeOrder> {
  const found = await findQuoteByHash(scope, hash);
  if (!found) throw new ApiError('notFound', 'No such quote.');
  return found;
}

/** Any store's bespoke order by id (the back office). */
export async function findQuoteByOrderId(db: Db, orderId: number): Promise<BespokeOrder | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const quote = await db.selectFrom('quotes').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  return quote ? { order, quote } : undefined;
}

/** What is waiting for the customer, from the order's status on the bespoke flow. */
export function customerStep(status: string): CustomerStep {
  if (EDITABLE_STATUSES.includes(status)) return 'edit';
  if (status === 'bespoke_requested_terms') return 'authorise-terms';
  if (status === 'bespoke_mockup') return 'approve-mockup';
  if (status === 'bespoke_approved') return 'pay-or-po';
  return 'none';
}

export function quoteView({ order, quote }: BespokeOrder): QuoteView {
  return {
    orderId: order.id,
    hash: order.hash,
    uuid: order.uuid,
    status: order.status,
    statusName: orderStatus(order.status)?.name ?? order.status,
    percentage: percentageComplete('bespoke', order.status) ?? 0,
    createdAt: order.created_at,
    deadline: quote.deadline,
    contact: fromJson<QuoteContact>(quote.contact_json, 'quotes.contact_json'),
    lines: fromJson<QuoteLine[]>(quote.lines_json, 'quotes.lines_json') ?? [],
    artwork: fromJson<QuoteArtwork[]>(quote.artwork_json, 'quotes.artwork_json') ?? [],
    notes: quote.notes,
    terms: quote.terms,
    mockupUrl: quote.mockup_url,
    price: quote.price,
    currency: order.currency,
    poNumber: quote.po_number,
    step: customerStep(order.status),
  };
}
