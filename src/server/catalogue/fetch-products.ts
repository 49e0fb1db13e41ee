import { sql, type SqlBool } from 'kysely';
import type { StoreScope } from '../stores/index.ts';
import { BLANK_SKU_MARK, isBlankSku, type Product } from '../../schemas/product.ts';
import { MAX_CALL_ITEMS } from '../../schemas/catalogue-calls.ts';
import { productFromRow } from './products.ts';

/**
 * The store's enabled products with these ids, in the order asked, each once. Custom
 * designs and blanks are included: whoever holds their id may buy them (basket, studio).
 * Ids of another store's products, and products awaiting approval, answer nothing.
 */
export async function fetchProductsByIds(scope: StoreScope, ids: readonly number[]): Promise<Product[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_CALL_ITEMS);
  if (wanted.length === 0) return [];
  const rows = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('enabled', '=', 1)
    .where('approval_status', '=', 'approved')
    .where('id', 'in', wanted)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, productFromRow(row)]));
  return wanted.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined);
}

/**
 * GET fetch-base-product: the blank garment a product is printed on. A blank's own sku
 * answers itself; another product's sku answers the store's blank of the same garment type.
 * Undefined when the store has no such product or no blank of that type.
 */
export async function fetchBaseProduct(scope: StoreScope, sku: string): Promise<Product | undefined> {
  const row = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('sku', '=', sku)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  if (isBlankSku(row.sku)) return productFromRow(row);
  const blank = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('type', '=', row.type)
    .where('enabled', '=', 1)
    .where(sql<SqlBool>`replace(products.sku, ${BLANK_SKU_MARK}, '') <> products.sku`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return blank && productFromRow(blank);
}
