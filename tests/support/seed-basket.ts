// Puts lines into a visitor's main basket straight into the test database (the basket
// calls are built elsewhere): the visitor is then the holder of `token`, sent as the
// pf_visitor cookie, whose SHA-256 the basket row keeps.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/platform/db/database.ts';
import { randomToken, tokenHash } from '../../src/platform/security/tokens.ts';
import { VISITOR_COOKIE } from '../../src/server/commerce/basket/owner.ts';

export interface SeededBasket {
  token: string;
  basketId: number;
  /** `pf_visitor=…` for a Cookie header. */
  cookie: string;
  products: { id: number; price: number; salePrice: number | null; vatRate: number; quantity: number }[];
}

/** A basket of `quantities.length` lines: the store's first enabled products, one line each. */
export async function seedBasket(db: Db, divisionId: number, quantities: number[] = [2, 1]): Promise<SeededBasket> {
  const token = randomToken();
  const time = new Date().toISOString();
  const { id: basketId } = await db
    .insertInto('baskets')
    .values({
      uuid: randomUUID(),
      division_id: divisionId,
      name: 'main',
      visitor_hash: tokenHash(token),
      user_id: null,
      recovery_hash: null,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select(['id', 'price', 'sale_price', 'vat_rate', 'options_json'])
    .where('division_id', '=', divisionId)
    .where('enabled', '=', 1)
    .orderBy('id')
    .limit(quantities.length)
    .execute();
  for (const [index, product] of products.entries()) {
    const options = JSON.parse(product.options_json) as { colour: { name: string }; sizes: string[] }[];
    await db
      .insertInto('basket_items')
      .values({
        basket_id: basketId,
        key: randomUUID(),
        product_id: product.id,
        colour: options[0]?.colour.name ?? null,
        size: options[0]?.sizes[0] ?? null,
        quantity: quantities[index]!,
        created_at: time,
        updated_at: time,
      })
      .execute();
  }
  return {
    token,
    basketId,
    cookie: `${VISITOR_COOKIE}=${token}`,
    products: products.map((product, index) => ({
      id: product.id,
      price: product.price,
      salePrice: product.sale_price,
      vatRate: product.vat_rate,
      quantity: quantities[index]!,
    })),
  };
}
