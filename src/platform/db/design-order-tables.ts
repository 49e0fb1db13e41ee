import type { Generated } from 'kysely';
import type { PersonalisedFileColumn } from './personalised-print-tables.ts';

// Storage shapes of migration 0023-order-item-files: the print files copied to
// an order item, and the personalisation carried by basket lines and order items.

export interface OrderItemFileTable extends PersonalisedFileColumn {
  id: Generated<number>;
  order_item_id: number;
  order_id: number;
  division_id: number;
  design_id: number | null;
  side: string;
  url: string;
  width: number;
  height: number;
  dpi: number | null;
  created_at: string;
}

/** Columns 0023 adds to `basket_items` and `order_items`: [{ layerId, label, text }] as JSON. */
export interface PersonalizationColumn {
  personalization_json: Generated<string>;
}

export interface DesignOrderTables {
  order_item_files: OrderItemFileTable;
}
