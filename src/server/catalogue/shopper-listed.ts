import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BLANK_SKU_MARK, CUSTOM_SKU_PREFIXES } from '../../schemas/product.ts';

/**
 * The database's twin of isShopperListed (src/schemas/product.ts): neither a custom design
 * nor a blank. Spelled with substr/replace, which compare case-sensitively on SQLite and
 * PostgreSQL alike (SQLite's LIKE would not).
 */
export const SHOPPER_LISTED: RawBuilder<SqlBool> = sql<SqlBool>`(${sql.join(
  [
    ...CUSTOM_SKU_PREFIXES.map((prefix) => sql`substr(products.sku, 1, ${sql.lit(prefix.length)}) <> ${prefix}`),
    sql`replace(products.sku, ${BLANK_SKU_MARK}, '') = products.sku`,
  ],
  sql` and `,
)})`;
