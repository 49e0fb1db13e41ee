import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import { InvoiceDocument } from '../../../schemas/invoice-document.ts';
import { findDivisionById } from '../../stores/index.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { findOrderById } from './order-reader.ts';
import { readSeller } from './seller.ts';
import { buildInvoiceDocument, documentNumber, invoicePrefix } from './invoice.ts';
import { nextDocumentNumber } from './document-sequence.ts';

// Issuing an invoice: once per paid order, in the transaction that marks it paid, with the
// store's next number and a snapshot of everything it prints. The snapshot is never updated:
// a later change to the store's name, address or VAT number, or to the order, leaves issued
// invoices as they were.

export interface IssuedInvoice {
  id: number;
  divisionId: number;
  orderId: number;
  document: InvoiceDocument;
}

function issued(row: { id: number; division_id: number; order_id: number; document_json: string }): IssuedInvoice {
  return { id: row.id, divisionId: row.division_id, orderId: row.order_id, document: InvoiceDocument.parse(JSON.parse(row.document_json)) };
}

/** The invoice issued for this order, if any. */
export async function findIssuedInvoice(db: Db, orderId: number): Promise<IssuedInvoice | undefined> {
  const row = await db.selectFrom('invoices').select(['id', 'division_id', 'order_id', 'document_json']).where('order_id', '=', orderId).executeTakeFirst();
  return row && issued(row);
}

/**
 * Issues the order's invoice in the caller's transaction, dated `now`, or answers the one
 * issued already: an order has exactly one.
 */
export async function issueInvoice(trx: Db, orderId: number, now: Date): Promise<IssuedInvoice | undefined> {
  const existing = await findIssuedInvoice(trx, orderId);
  if (existing) return existing;
  const order = await findOrderById(trx, orderId);
  const division = order && (await findDivisionById(trx, order.divisionId));
  if (!order || !division) return undefined;
  const seller = await readSeller({ db: trx, division });
  const { prefix, sequenceNumber } = await nextDocumentNumber(trx, division.id, 'invoice', invoicePrefix(division));
  const document = buildInvoiceDocument(documentNumber(prefix, sequenceNumber), seller, order, now.toISOString());
  const row = await trx
    .insertInto('invoices')
    .values({
      division_id: division.id,
      order_id: order.id,
      sequence_number: sequenceNumber,
      number: document.number,
      issued_at: document.issuedAt,
      document_json: JSON.stringify(document),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, divisionId: division.id, orderId: order.id, document };
}

/**
 * The invoice of a paid order of this store, issuing it now when it was paid before invoices
 * were numbered (or by a path that issued none). Two first views at once: the loser's
 * transaction rolls back, number and all, and reads the winner's.
 */
export async function invoiceOfPaidOrder(scope: Pick<StoreScope, 'db'>, orderId: number, now = new Date()): Promise<IssuedInvoice | undefined> {
  const existing = await findIssuedInvoice(scope.db, orderId);
  if (existing) return existing;
  try {
    return await inTransaction(scope.db, (trx) => issueInvoice(trx, orderId, now));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return findIssuedInvoice(scope.db, orderId);
  }
}
