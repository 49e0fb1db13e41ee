import type { Generated } from 'kysely';

// Storage shapes of migration 0011. Same conventions as tables.ts: flags are
// 0/1, times ISO-8601 text, structured data JSON text.

type Flag = number;
type IsoTime = string;
type JsonText = string;

/** Columns 0011 adds to `products` (ProductTable extends this). */
export interface ProductCatalogueColumns {
  creator_id: number | null;
  size_chart_id: number | null;
  is_bundle: Generated<Flag>;
  /** [{ productId, quantity }] of the same store. */
  bundle_items_json: Generated<JsonText>;
  /** [{ colour, size, price, salePrice }]: prices per colour and size, nulls meaning every one or the product's own. */
  price_matrix_json: Generated<JsonText>;
}

/** A designer whose products have their own page, /creator/{url_name}/. */
export interface CreatorTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  url_name: string;
  name: string;
  bio: Generated<string>;
  avatar: string | null;
  created_at: IsoTime;
}

export interface SizeChartTable {
  id: Generated<number>;
  division_id: number;
  name: string;
  chart_json: JsonText;
  created_at: IsoTime;
}

/** A verified buyer's review of a product of the store. */
export interface ReviewTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  product_id: number;
  user_id: number | null;
  order_item_id: number | null;
  author: string;
  rating: number;
  title: string;
  body: string;
  status: string;
  created_at: IsoTime;
}

export interface CatalogueTables {
  creators: CreatorTable;
  size_charts: SizeChartTable;
  reviews: ReviewTable;
}
