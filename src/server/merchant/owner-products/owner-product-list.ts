import { sql, type SqlBool } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { BLANK_SKU_MARK, CUSTOM_SKU_PREFIXES } from '../../../schemas/product.ts';
import { ownerProductItem } from './owner-product-item.ts';
import type { OwnerProductPage } from '../../../schemas/owner-product.ts';

// The dashboard's products list: every product the store sells, whatever its
// state, newest first, searched by name or sku, a page at a time. Blanks (the studio's base
// garments) and shoppers' own custom designs (custom skus) are not the owner's products.

/** Neither a blank nor a custom design: the twin of SHOPPER_LISTED without enabled and approval. */
const OWNER_PRODUCT = sql<SqlBool>`(${sql.join(
  [
    ...CUSTOM_SKU_PREFIXES.map((prefix) => sql`substr(products.sku, 1, ${sql.lit(prefix.length)}) <> ${prefix}`),
    sql`replace(products.sku, ${BLANK_SKU_MARK}, '') = products.sku`,
  ],
  sql` and `,
)})`;

export const OWNER_PRODUCTS_PER_PAGE = 24;

/** The page's products; `search` matches any part of the name or the sku, whatever the case. */
export async function listOwnerProducts(scope: StoreScope, search = '', page = 1): Promise<OwnerProductPage> {
  const term = search.trim().slice(0, 100);
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matching = () => {
    let query = scope.db.selectFrom('products').where('products.division_id', '=', scope.division.id).where(OWNER_PRODUCT);
    if (term !== '') query = query.where(sql<SqlBool>`(lower(products.name) like ${like} escape '\\' or lower(products.sku) like ${like} escape '\\')`);
    return query;
  };
  const total = Number(
    (
      await matching()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
  const pages = Math.max(1, Math.ceil(total / OWNER_PRODUCTS_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await matching()
    .selectAll('products')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(OWNER_PRODUCTS_PER_PAGE)
    .offset((current - 1) * OWNER_PRODUCTS_PER_PAGE)
    .execute();
  return { products: rows.map((row) => ownerProductItem(productFromRow(row))), search: term, page: current, pages, total };
}
