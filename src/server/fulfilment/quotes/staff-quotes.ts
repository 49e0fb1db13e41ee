import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { config } from '../../../platform/config/config.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fieldErrors } from '../../../lib/validation/index.ts';
import { moveOrder } from '../../commerce/index.ts';
import { orderStoreScope } from '../../accounts/index.ts';
import { taxIncluded, vatRateBp } from '../../commerce/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { groupIndex, nextStatuses } from '../../../lib/order-flows/index.ts';
import { BespokeMoveInput, QUOTE_MESSAGES, QuoteAnswer, type QuoteView } from '../../../schemas/quotes.ts';
import type { QuoteBody } from './quote-body.ts';
import { storeArtwork } from './artwork.ts';
import { findQuoteByOrderId, quoteView, type BespokeOrder } from './find-quote.ts';
import { mailBespokeUpdate, type BespokeUpdate } from '../../commerce/index.ts';

// Staff's side of a bespoke order: answer a quote with terms,
// a price and a mockup (quote → bespoke_requested_terms), send the mockup once the terms are
// authorised (→ bespoke_mockup), and move a paid order (or one on a purchase order) on
// through production. Every move through moveOrder, with the customer's mail, in one
// transaction. The back office spans every store: each call acts in the order's own store.

export interface QuoteStaffActor {
  userId: number;
  clientIp: string;
  /** The origin the staff member works on, for the customer's links. */
  origin: string;
  now?: Date;
}

/** The first group a staff production move may start from: bespoke_paid / po_confirmed. */
const PAID_GROUP = groupIndex('bespoke', 'bespoke_paid');

/**
 * What a staff move may reach: production onwards. Not po_confirmed (the customer's own step,
 * with their purchase-order number) nor a refund (that goes through the refund service).
 */
const NOT_STAFF_MOVES = ['po_confirmed', 'bespoke_refunded'];

export function productionMoves(status: string): string[] {
  if (groupIndex('bespoke', status) < PAID_GROUP) return [];
  return nextStatuses('bespoke', status).filter((code) => !NOT_STAFF_MOVES.includes(code));
}

async function requireOrder(db: Db, orderId: number): Promise<{ found: BespokeOrder; scope: StoreScope }> {
  const found = await findQuoteByOrderId(db, orderId);
  if (!found) throw new ApiError('notFound', 'No such quote.');
  return { found, scope: await orderStoreScope(db, orderId) };
}

/** Price tax included; the tax inside it at the UK standard rate (a quote's address is in GB until the terms say otherwise). */
export function quoteTotals(price: number) {
  const goodsTax = taxIncluded(price, vatRateBp('GB'));
  return { subtotal: price, goods_tax: goodsTax, discount: 0, shipping: 0, shipping_tax: 0, total: price };
}

export async function answerQuote(db: Db, orderId: number, body: QuoteBody, actor: QuoteStaffActor): Promise<QuoteView> {
  const { found, scope } = await requireOrder(db, orderId);
  const from = found.order.status;
  if (from !== 'quote' && from !== 'bespoke_idle') throw ApiError.validation({ status: [QUOTE_MESSAGES.notAnswerable] });
  const parsed = QuoteAnswer.safeParse(body.fields);
  if (!parsed.success) throw ApiError.validation(fieldErrors(parsed.error));
  const { terms, price } = parsed.data;
  const mockup = body.file ? await storeArtwork(scope, { userId: actor.userId, visitorHash: null, clientIp: actor.clientIp }, body.file) : null;
  const time = (actor.now ?? new Date()).toISOString();
  const amount = formatMoney(price, found.order.currency);
  await inTransaction(db, async (trx) => {
    await moveOrder({ ...scope, db: trx }, orderId, 'bespoke_requested_terms', actor.userId, { from, now: actor.now });
    await trx
      .updateTable('orders')
      .set((eb) => ({ ...quoteTotals(price), updated_at: time, version: eb('version', '+', 1) }))
      .where('id', '=', orderId)
      .execute();
    await trx
      .updateTable('quotes')
      .set({ terms, price, answered_by: actor.userId, updated_at: time, ...(mockup ? { mockup_url: mockup.url } : {}) })
      .where('order_id', '=', orderId)
      .execute();
    await mailCustomer(trx, scope, found, actor, {
      subject: 'Your quote is ready',
      heading: 'Your quote is ready',
      paragraphs: [
        `We have answered your quote: ${amount} including VAT.`,
        'Please read our terms and authorise them on your order’s page; we then send you a mockup to approve.',
      ],
      linkLabel: 'Read and authorise the terms',
    });
  });
  return reread(db, orderId);
}

export async function sendMockup(db: Db, orderId: number, body: QuoteBody, actor: QuoteStaffActor): Promise<QuoteView> {
  const { found, scope } = await requireOrder(db, orderId);
  if (found.order.status !== 'bespoke_authorised_terms') throw ApiError.validation({ status: [QUOTE_MESSAGES.mockupNotDue] });
  const uploaded = body.file ? await storeArtwork(scope, { userId: actor.userId, visitorHash: null, clientIp: actor.clientIp }, body.file) : null;
  const mockupUrl = uploaded?.url ?? found.quote.mockup_url;
  if (!mockupUrl) throw ApiError.validation({ file: [QUOTE_MESSAGES.needsMockup] });
  const time = (actor.now ?? new Date()).toISOString();
  await inTransaction(db, async (trx) => {
    await moveOrder({ ...scope, db: trx }, orderId, 'bespoke_mockup', actor.userId, { from: 'bespoke_authorised_terms', now: actor.now });
    await trx.updateTable('quotes').set({ mockup_url: mockupUrl, updated_at: time }).where('order_id', '=', orderId).execute();
    await mailCustomer(trx, scope, found, actor, {
      subject: 'Your mockup is ready',
      heading: 'Your mockup is ready',
      paragraphs: ['Here is how your order will look. Please approve the mockup on your order’s page, then pay or give us a purchase-order number.'],
      linkLabel: 'See and approve the mockup',
    });
  });
  return reread(db, orderId);
}

const PRODUCTION_MAILS: Record<string, Omit<BespokeUpdate, 'linkLabel'>> = {
  bespoke_production: { subject: 'Your order is in production', heading: 'In production', paragraphs: ['Your bespoke order has gone into production.'] },
  bespoke_shipped: { subject: 'Your order has shipped', heading: 'Shipped', paragraphs: ['Your bespoke order is on its way.'] },
};

export async function moveBespokeOrder(db: Db, orderId: number, input: unknown, actor: QuoteStaffActor): Promise<QuoteView> {
  const parsed = BespokeMoveInput.safeParse(input);
  if (!parsed.success) throw ApiError.validation(fieldErrors(parsed.error));
  const { found, scope } = await requireOrder(db, orderId);
  const { from, to } = parsed.data;
  if (groupIndex('bespoke', found.order.status) < PAID_GROUP) throw ApiError.validation({ status: [QUOTE_MESSAGES.notInProduction] });
  // A refund moves money (the refund service's move); a purchase order is the customer's step.
  if (NOT_STAFF_MOVES.includes(to)) throw ApiError.validation({ status: [`An order cannot move from ${from} to ${to} here.`] });
  await inTransaction(db, async (trx) => {
    // A stale screen (the order moved on since) is moveOrder's 409.
    await moveOrder({ ...scope, db: trx }, orderId, to, actor.userId, { from, now: actor.now });
    const mail = PRODUCTION_MAILS[to];
    if (mail) await mailCustomer(trx, scope, found, actor, { ...mail, linkLabel: 'View your order' });
  });
  return reread(db, orderId);
}

/**
 * The customer's store's origin for their links: staff work from any store's host, so the
 * host is the order's store (its own domain, or its sub-domain), with the staff page's scheme
 * and port (the same server).
 */
export function storeOriginFor(scope: StoreScope, staffOrigin: string): string {
  const url = new URL(staffOrigin);
  const { customDomainName, subdomain } = scope.division;
  if (customDomainName) return `https://${customDomainName}`;
  url.hostname = `${subdomain}.${config.platformDomain}`;
  return url.origin;
}

function mailCustomer(trx: Db, scope: StoreScope, found: BespokeOrder, actor: QuoteStaffActor, update: BespokeUpdate): Promise<void> {
  return mailBespokeUpdate(trx, scope, found.order.email, found.order.hash, storeOriginFor(scope, actor.origin), update);
}

async function reread(db: Db, orderId: number): Promise<QuoteView> {
  const found = await findQuoteByOrderId(db, orderId);
  if (!found) throw new ApiError('notFound', 'No such quote.');
  return quoteView(found);
}
