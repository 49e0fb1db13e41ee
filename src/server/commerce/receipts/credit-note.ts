import type { Db } from '../../../platform/db/database.ts';
import { CreditNoteDocument } from '../../../schemas/invoice-document.ts';
import { issueInvoice } from './issue-invoice.ts';
import { nextDocumentNumber } from './document-sequence.ts';
import { documentNumber, invoicePrefix } from './invoice.ts';
import { refundByRate } from './rate-summary.ts';
import { findDivisionById } from '../../stores/index.ts';

// A credit note for each refund given: the invoice is never changed, the refund is written
// against it as a document of its own, numbered from the store's credit-note counter
// ("NORTHWIND-CN-000001") and split over the invoice's rates.

export interface IssuedCreditNote {
  id: number;
  invoiceId: number;
  refundId: number;
  sequenceNumber: number;
  document: CreditNoteDocument;
}

function issued(row: { id: number; invoice_id: number; refund_id: number; sequence_number: number; document_json: string }): IssuedCreditNote {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    refundId: row.refund_id,
    sequenceNumber: row.sequence_number,
    document: CreditNoteDocument.parse(JSON.parse(row.document_json)),
  };
}

const COLUMNS = ['id', 'invoice_id', 'refund_id', 'sequence_number', 'document_json'] as const;

/**
 * Issues the credit note of a given refund in the caller's transaction (the one that settles
 * the refund), issuing the order's invoice first if it had none; the same refund again answers
 * its credit note.
 */
export async function issueCreditNote(trx: Db, refundId: number, now: Date): Promise<IssuedCreditNote | undefined> {
  const existing = await trx.selectFrom('credit_notes').select(COLUMNS).where('refund_id', '=', refundId).executeTakeFirst();
  if (existing) return issued(existing);
  const refund = await trx.selectFrom('refunds').select(['id', 'order_id', 'amount', 'reason']).where('id', '=', refundId).executeTakeFirst();
  const invoice = refund && (await issueInvoice(trx, refund.order_id, now));
  const division = invoice && (await findDivisionById(trx, invoice.divisionId));
  if (!refund || !invoice || !division) return undefined;
  const { prefix, sequenceNumber } = await nextDocumentNumber(trx, division.id, 'credit_note', `${invoicePrefix(division)}-CN`);
  const source = invoice.document;
  const document: CreditNoteDocument = {
    number: documentNumber(prefix, sequenceNumber),
    invoiceNumber: source.number,
    invoiceIssuedAt: source.issuedAt,
    orderNumber: source.orderNumber,
    orderHash: source.orderHash,
    issuedAt: now.toISOString(),
    currency: source.currency,
    seller: source.seller,
    billTo: source.billTo,
    email: source.email,
    buyerVatNumber: source.buyerVatNumber,
    taxNote: source.taxNote,
    reason: refund.reason,
    amount: refund.amount,
    summary: refundByRate(refund.amount, source.summary),
  };
  const row = await trx
    .insertInto('credit_notes')
    .values({
      division_id: division.id,
      invoice_id: invoice.id,
      refund_id: refund.id,
      sequence_number: sequenceNumber,
      number: document.number,
      issued_at: document.issuedAt,
      document_json: JSON.stringify(document),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, invoiceId: invoice.id, refundId: refund.id, sequenceNumber, document };
}

/** The credit notes written against an invoice, oldest first. */
export async function creditNotesOf(db: Db, invoiceId: number): Promise<IssuedCreditNote[]> {
  const rows = await db.selectFrom('credit_notes').select(COLUMNS).where('invoice_id', '=', invoiceId).orderBy('sequence_number').execute();
  return rows.map(issued);
}

/** The store's credit note with this number against the invoice of the order `orderId`. */
export async function findCreditNote(db: Db, orderId: number, sequenceNumber: number): Promise<IssuedCreditNote | undefined> {
  const row = await db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .select(COLUMNS.map((column) => `credit_notes.${column}` as const))
    .where('invoices.order_id', '=', orderId)
    .where('credit_notes.sequence_number', '=', sequenceNumber)
    .executeTakeFirst();
  return row && issued(row);
}
