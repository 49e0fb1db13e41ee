import type { Generated } from 'kysely';

// Storage shape of migration 0026-personalised-prints: the column it adds to
// `order_item_files` (OrderItemFileTable extends this).

export interface PersonalisedFileColumn {
  /** 1 when the row's file was rendered with the buyer's texts; 0 for the design's own file. */
  personalized: Generated<number>;
}
