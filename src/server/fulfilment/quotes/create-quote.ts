import { randomUUID } from 'node:crypto';
import type { StoreScope } from '../../stores/index.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { randomToken } from '../../../platform/security/tokens.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { toJson } from '../../../platform/db/json.ts';
import { fieldErrors } from '../../../lib/validation/index.ts';
import { ORDER_HASH_BYTES } from '../../commerce/index.ts';
import { storeCurrency } from '../../stores/index.ts';
import { QuoteRequest, type QuoteArtwork, type QuoteContact, type QuoteLine } from '../../../schemas/quotes.ts';
import { quoteFieldsToRequest, type QuoteBody } from './quote-body.ts';
import { checkLines } from './line-rules.ts';
import { quoteProducts } from './quote-products.ts';
import { storeArtwork, type ArtworkUploader } from './artwork.ts';
import { mailQuoteReceived, mailStaffOfQuote } from './quote-mails.ts';

// A quote request becomes a bespoke order — an orders row in status 'quote'
// (its first status log row; totals 0 until staff price it; e-mail and addresses from the
// contact details) and its quotes row (contact, lines, artwork, deadline, notes) — and the
// customer is mailed the link to their quote's page while staff are told, all in one
// transaction. Bad input is refused before anything is written.

/** Quote requests one client address may send to one store in an hour: enough for a buyer, too few to flood staff. */
export const QUOTE_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };

export const QUOTE_STATUS = 'quote';

export interface QuoteRequester extends ArtworkUploader {
  clientIp: string;
  /** The store's origin, for the links in the mails. */
  origin: string;
}

export interface CreatedQuote {
  orderId: number;
  hash: string;
  uuid: string;
}

/** The parsed request and its checked lines, or a 422 with every field's message. */
export async function parseQuoteFields(scope: StoreScope, fields: Record<string, string>, now: Date): Promise<{ request: QuoteRequest; lines: QuoteLine[] }> {
  const parsed = QuoteRequest(now).safeParse(quoteFieldsToRequest(fields));
  if (!parsed.success) throw ApiError.validation(fieldErrors(parsed.error));
  const { lines, errors } = checkLines(parsed.data.lines, await quoteProducts(scope));
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return { request: parsed.data, lines };
}

export const contactOf = (request: QuoteRequest): QuoteContact => ({
  name: request.name,
  email: request.email,
  phone: request.phone,
  company: request.company,
});

/** The order's addresses until the terms settle delivery: who it is for, nothing more. */
function contactAddress(contact: QuoteContact): string {
  return toJson({ name: contact.name, company: contact.company, street: '', city: '', state: '', country: 'GB', zip: '', eori: '' });
}

export async function createQuote(scope: StoreScope, body: QuoteBody, requester: QuoteRequester, now = new Date()): Promise<CreatedQuote> {
  const { request, lines } = await parseQuoteFields(scope, body.fields, now);
  await takeAttempt(scope.db, `quote:${scope.division.id}:${requester.clientIp || 'unknown'}`, QUOTE_LIMIT, now.getTime());
  const artwork: QuoteArtwork[] = body.file ? [await storeArtwork(scope, requester, body.file)] : [];
  const currency = (await storeCurrency(scope)).code;
  const contact = contactOf(request);
  const time = now.toISOString();
  const uuid = randomUUID();
  const hash = randomToken(ORDER_HASH_BYTES);
  const orderId = await inTransaction(scope.db, async (trx) => {
    const { id } = await trx
      .insertInto('orders')
      .values({
        uuid,
        hash,
        division_id: scope.division.id,
        user_id: requester.userId,
        basket_id: null,
        email: contact.email,
        status: QUOTE_STATUS,
        currency,
        subtotal: 0,
        goods_tax: 0,
        discount: 0,
        shipping: 0,
        shipping_tax: 0,
        total: 0,
        coupon_code: null,
        shipping_method: 'Agreed in the terms',
        shipping_address_json: contactAddress(contact),
        billing_address_json: contactAddress(contact),
        payment_method: null,
        transaction_id: null,
        paid_at: null,
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('order_status_logs').values({ order_id: id, status: QUOTE_STATUS, user_id: requester.userId, created_at: time }).execute();
    await trx
      .insertInto('quotes')
      .values({
        order_id: id,
        division_id: scope.division.id,
        contact_json: toJson(contact),
        deadline: request.deadline,
        lines_json: toJson(lines),
        artwork_json: toJson(artwork),
        notes: request.notes,
        created_at: time,
        updated_at: time,
      })
      .execute();
    await mailQuoteReceived(trx, scope, contact, hash, request.deadline, requester.origin);
    await mailStaffOfQuote(trx, scope, contact, lines, request.deadline, requester.origin);
    return id;
  });
  return { orderId, hash, uuid };
}
