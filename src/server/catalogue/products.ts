import { sql, type Selectable } from 'kysely';
import type { ProductTable } from '../../platform/db/tables.ts';
import type { StoreScope } from '../stores/index.ts';
import { fromJson } from '../../platform/db/json.ts';
import { Product } from '../../schemas/product.ts';
import type { ProductSort } from '../../lib/product-sort.ts';
import { SHOPPER_LISTED } from './shopper-listed.ts';

type ProductRow = Selectable<ProductTable>;

/**
 * Shoppers sorting by price mean the price they pay, which is the sale price when one
 * applies: product lists and collection pages both order by it.
 */
export const PAID_PRICE = sql<number>`case when products.sale_price is not null and products.sale_price < products.price then products.sale_price else products.price end`;

export function productFromRow(row: ProductRow, collections: string[] = []): Product {
  return Product.parse({
    id: row.id,
    uuid: row.uuid,
    sku: row.sku,
    name: row.name,
    description: row.description,
    meta: fromJson(row.meta_json, 'products.meta_json') ?? {},
    urlName: row.url_name,
    type: row.type,
    gender: row.gender,
    manufacturer: row.manufacturer,
    price: row.price,
    salePrice: row.sale_price,
    enabled: row.enabled === 1,
    vatRate: row.vat_rate,
    taxCategory: row.tax_category === 'childrens-clothing' ? 'childrens-clothing' : 'standard',
    defaultColour: row.default_colour,
    options: fromJson(row.options_json, 'products.options_json') ?? [],
    images: fromJson(row.images_json, 'products.images_json') ?? [],
    designs: fromJson(row.designs_json, 'products.designs_json') ?? {},
    tags: fromJson(row.tags_json, 'products.tags_json') ?? [],
    collections,
    customiseIt: row.customise_it === 1,
    enableAddToCart: row.enable_add_to_cart === 1,
    creatorId: row.creator_id,
    sizeChartId: row.size_chart_id,
    isBundle: row.is_bundle === 1,
    bundleItems: fromJson(row.bundle_items_json, 'products.bundle_items_json') ?? [],
    designId: row.design_id,
    baseProductId: row.base_product_id,
    approvalStatus: row.approval_status,
    denialReason: row.denial_reason,
    minPrice: row.min_price,
    maxPrice: row.max_price,
    personalizable: row.personalizable === 1,
    personalizationTemplate: fromJson(row.personalization_template_json, 'products.personalization_template_json') ?? [],
    priceMatrix: fromJson(row.price_matrix_json, 'products.price_matrix_json') ?? [],
  });
}

export interface ProductQuery {
  /** Only products of this collection (its urlName). */
  collection?: string | undefined;
  sort?: ProductSort | undefined;
  /** At most 100 a page. */
  limit?: number | undefined;
  offset?: number | undefined;
}

export const MAX_PRODUCTS_PER_PAGE = 100;

/** Enabled products of the store that shoppers find listed (not custom, not blank), bounded and ordered. */
export async function listProducts(scope: StoreScope, query: ProductQuery = {}): Promise<Product[]> {
  const limit = Math.min(Math.max(query.limit ?? 24, 1), MAX_PRODUCTS_PER_PAGE);
  const sort = query.sort ?? (query.collection ? 'position' : 'new-in');
  let select = scope.db
    .selectFrom('products')
    .selectAll('products')
    .where('products.division_id', '=', scope.division.id)
    .where('products.enabled', '=', 1)
    .where(SHOPPER_LISTED);
  if (query.collection) {
    select = select
      .innerJoin('product_collections', 'product_collections.product_id', 'products.id')
      .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
      .where('collections.division_id', '=', scope.division.id)
      .where('collections.url_name', '=', query.collection);
    if (sort === 'position') select = select.orderBy(sql.ref('product_collections.position'));
  }
  // Without a collection there is no hand-made order, so "position" means newest first.
  if (sort === 'new-in' || (sort === 'position' && !query.collection)) select = select.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
  if (sort === 'price-asc') select = select.orderBy(PAID_PRICE, 'asc');
  if (sort === 'price-desc') select = select.orderBy(PAID_PRICE, 'desc');
  if (sort === 'name') select = select.orderBy('products.name', 'asc');
  const rows = await select
    .orderBy('products.id')
    .limit(limit)
    .offset(Math.max(query.offset ?? 0, 0))
    .execute();
  return rows.map((row) => productFromRow(row));
}

export async function findProductByUrlName(scope: StoreScope, urlName: string): Promise<Product | undefined> {
  const row = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('url_name', '=', urlName)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const collections = await scope.db
    .selectFrom('product_collections')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .select('collections.url_name')
    .where('product_collections.product_id', '=', row.id)
    .orderBy('collections.position')
    .execute();
  return productFromRow(
    row,
    collections.map((collection) => collection.url_name),
  );
}

export async function countProducts(scope: StoreScope): Promise<number> {
  const row = await scope.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('division_id', '=', scope.division.id)
    .where('enabled', '=', 1)
    .where(SHOPPER_LISTED)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
