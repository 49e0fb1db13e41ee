import { sql, type SqlBool } from 'kysely';
import type { StoreScope } from '../stores/scope.ts';
import { productFromRow } from '../catalogue/products.ts';
import { ownerProductItem, type OwnerProductItem } from './owner-product-item.ts';

// The dashboard's products list (issue 10 §4): every product of the store but its blanks
// (the studio's base garments), newest first, searched by name or sku, a page at a time.

export const OWNER_PRODUCTS_PER_PAGE = 24;

export interface OwnerProductPage {
  products: OwnerProductItem[];
  search: string;
  page: number;
  pages: number;
  total: number;
}

/** The page's products; `search` matches any part of the name or the sku, whatever the case. */
export async function listOwnerProducts(scope: StoreScope, search = '', page = 1): Promise<OwnerProductPage> {
  const term = search.trim().slice(0, 100);
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matching = () => {
    let query = scope.db
      .selectFrom('products')
      .where('products.division_id', '=', scope.division.id)
      .where(sql<SqlBool>`replace(products.sku, 'BLANK', '') = products.sku`);
    if (term !== '') query = query.where(sql<SqlBool>`(lower(products.name) like ${like} escape '\\' or lower(products.sku) like ${like} escape '\\')`);
    return query;
  };
  const total = Number((await matching().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
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
