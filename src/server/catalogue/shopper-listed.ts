import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BLANK_SKU_MARK, CUSTOM_SKU_PREFIXES, type Product } from '../../schemas/product.ts';

const APPROVED = 'approved';

/**
 * The database's twin of isShopperListed (src/schemas/product.ts): neither a custom design
 * nor a blank, and approved by staff (an owner's new product waits for
 * approval before shoppers find it). Spelled with substr/replace, which compare
 * case-sensitively on SQLite and PostgreSQL alike (SQLite's LIKE would not).
 */
export const SHOPPER_LISTED: RawBuilder<SqlBool> = sql<SqlBool>`(${sql.join(
  [
    ...CUSTOM_SKU_PREFIXES.map((prefix) => sql`substr(products.sku, 1, ${sql.lit(prefix.length)}) <> ${prefix}`),
    sql`replace(products.sku, ${BLANK_SKU_MARK}, '') = products.sku`,
    sql`products.approval_status = ${APPROVED}`,
  ],
  sql` and `,
)})`;

/** Whether staff have approved the product (only approved products reach shoppers). */
export function isApproved(product: Pick<Product, 'approvalStatus'>): boolean {
  return product.approvalStatus === APPROVED;
}
