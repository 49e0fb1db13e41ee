import { sql, type SqlBool } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { BLANK_SKU_MARK, isBlankSku, type Product } from '../../../schemas/product.ts';
import { blankOfAlias, type StudioAlias } from '../../../lib/studio/studio-routes.ts';

// Which blank a studio route opens on: an alias names a garment (and
// perhaps a gender), /studio/{customiseItUrl}/ names a blank or a product printed on one.
// Only this store's enabled blanks are ever found.

const IS_BLANK = sql<SqlBool>`replace(products.sku, ${BLANK_SKU_MARK}, '') <> products.sku`;

/** The store's enabled blanks of one garment, oldest first. */
async function blanksOf(scope: StoreScope, garment: string): Promise<Product[]> {
  const rows = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('type', '=', garment)
    .where('enabled', '=', 1)
    .where(IS_BLANK)
    .orderBy('id')
    .execute();
  return rows.map((row) => productFromRow(row));
}

/**
 * The blank an alias opens on: of the alias's gender when the store has one, else its unisex
 * blank, else (for an alias without a gender) any blank of the garment. Undefined when the
 * store has no blank of the garment (the route answers 404).
 */
export async function blankForAlias(scope: StoreScope, alias: Pick<StudioAlias, 'garment' | 'gender'>): Promise<Product | undefined> {
  return blankOfAlias(alias, await blanksOf(scope, alias.garment));
}

/** An enabled blank of this store by id (a saved design's or a product's base). */
export async function blankById(scope: StoreScope, id: number): Promise<Product | undefined> {
  const row = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row && isBlankSku(row.sku) ? productFromRow(row) : undefined;
}

/** What /studio/{customiseItUrl}/ names: a blank, or a product printed on one (with its design's id). */
export async function studioTarget(scope: StoreScope, urlName: string): Promise<{ blank: Product; designId: number | null } | undefined> {
  const row = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('url_name', '=', urlName)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const product = productFromRow(row);
  if (isBlankSku(product.sku)) return { blank: product, designId: null };
  if (product.baseProductId === null) return undefined;
  const blank = await blankById(scope, product.baseProductId);
  return blank && { blank, designId: product.designId };
}
