import type { Generated } from 'kysely';

// Storage shapes of migration 0014. Same conventions as tables.ts.

/** One customer's order history in one store, reached by an unguessable hash. */
export interface OrderHistoryLinkTable {
  id: Generated<number>;
  division_id: number;
  user_id: number;
  hash: string;
  created_at: string;
}

/** What an invoice prints about the seller beyond the store's name, logo and e-mail. */
export interface InvoiceSellerTable {
  division_id: number;
  address: string;
  /** The UK VAT number. */
  vat_number: string | null;
  /** The EU import one-stop-shop number (IM + 10 digits): EU consignments up to €150 are charged their country's VAT. */
  ioss_number: string | null;
  /** Prices are entered including tax (1), or before tax (0). */
  prices_include_tax: Generated<number>;
  updated_at: string;
}

export interface OrderHistoryTables {
  order_history_links: OrderHistoryLinkTable;
  invoice_sellers: InvoiceSellerTable;
}
