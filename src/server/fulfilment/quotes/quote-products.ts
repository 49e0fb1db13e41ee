import { sql, type SqlBool } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { BLANK_SKU_MARK, type ProductOption } from '../../../schemas/product.ts';
import { SHOPPER_LISTED } from '../../catalogue/index.ts';
import { sortSizes, type QuoteProduct } from './line-rules.ts';

// What a quote can be for: the store's blanks (the garments it prints on), or, in a store
// without blanks, its products on sale. Enabled ones only, by name.

const MAX_PRODUCTS = 200;

function toQuoteProduct(row: { id: number; name: string; options_json: string }): QuoteProduct {
  const options = fromJson<Pick<ProductOption, 'colour' | 'sizes'>[]>(row.options_json, 'products.options_json') ?? [];
  return {
    id: row.id,
    name: row.name,
    colours: [...new Set(options.map((option) => option.colour.name))],
    sizes: sortSizes(options.flatMap((option) => option.sizes)),
  };
}

export async function quoteProducts(scope: StoreScope): Promise<QuoteProduct[]> {
  const base = scope.db
    .selectFrom('products')
    .select(['id', 'name', 'options_json'])
    .where('division_id', '=', scope.division.id)
    .where('enabled', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .limit(MAX_PRODUCTS);
  const blanks = await base.where(sql<SqlBool>`replace(products.sku, ${BLANK_SKU_MARK}, '') <> products.sku`).execute();
  const rows = blanks.length > 0 ? blanks : await base.where(SHOPPER_LISTED).execute();
  return rows.map(toQuoteProduct);
}
