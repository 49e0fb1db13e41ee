import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// Invoices a tax office accepts. Each store numbers its invoices, and its credit notes, from
// its own counter row, moved by one UPDATE … RETURNING inside the transaction that marks the
// order paid (or settles the refund): a rolled-back payment hands its number back, two
// payments at once wait for each other's row lock, so numbers have no gap and no duplicate.
// An issued document is a JSON snapshot, written once and never updated.
export const invoices: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('invoice_sequences'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** invoice or credit_note. */
      .addColumn('kind', 'text', notNull)
      /** Printed before the number: the store's code when the counter was opened ("NORTHWIND", "NORTHWIND-CN"). */
      .addColumn('prefix', 'text', notNull)
      /** The last number handed out (0 before the first). */
      .addColumn('last_number', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('invoice_sequences_division_kind').on('invoice_sequences').columns(['division_id', 'kind']).unique().execute();

    await withId(db, db.schema.createTable('invoices'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('sequence_number', 'integer', notNull)
      .addColumn('number', 'text', notNull)
      .addColumn('issued_at', 'text', notNull)
      /** The invoice as issued: seller, buyer, lines, summary by rate, totals (never updated). */
      .addColumn('document_json', 'text', notNull)
      .execute();
    await db.schema.createIndex('invoices_order').on('invoices').column('order_id').unique().execute();
    await db.schema.createIndex('invoices_division_number').on('invoices').columns(['division_id', 'sequence_number']).unique().execute();

    await withId(db, db.schema.createTable('credit_notes'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('refund_id', 'integer', (col) => col.notNull().references('refunds.id').onDelete('cascade'))
      .addColumn('sequence_number', 'integer', notNull)
      .addColumn('number', 'text', notNull)
      .addColumn('issued_at', 'text', notNull)
      /** The credit note as issued: the invoice it corrects and the amount given back by rate. */
      .addColumn('document_json', 'text', notNull)
      .execute();
    await db.schema.createIndex('credit_notes_refund').on('credit_notes').column('refund_id').unique().execute();
    await db.schema.createIndex('credit_notes_invoice').on('credit_notes').column('invoice_id').execute();
    await db.schema.createIndex('credit_notes_division_number').on('credit_notes').columns(['division_id', 'sequence_number']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('credit_notes').execute();
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('invoice_sequences').execute();
  },
};
