import type { Generated } from 'kysely';

// Storage shapes of migration 0054. Same conventions as tables.ts.

/** A store's counter of invoice or credit-note numbers. */
export interface InvoiceSequenceTable {
  id: Generated<number>;
  division_id: number;
  kind: 'invoice' | 'credit_note';
  prefix: string;
  last_number: Generated<number>;
}

/** An issued invoice: its number and the document as issued, never updated. */
export interface InvoiceTable {
  id: Generated<number>;
  division_id: number;
  order_id: number;
  sequence_number: number;
  number: string;
  issued_at: string;
  document_json: string;
}

/** A credit note for one refund of an invoiced order, never updated. */
export interface CreditNoteTable {
  id: Generated<number>;
  division_id: number;
  invoice_id: number;
  refund_id: number;
  sequence_number: number;
  number: string;
  issued_at: string;
  document_json: string;
}

export interface InvoiceTables {
  invoice_sequences: InvoiceSequenceTable;
  invoices: InvoiceTable;
  credit_notes: CreditNoteTable;
}
