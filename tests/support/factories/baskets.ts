// A visitor's main basket for tests, filled by the basket's own writes (resolveChoice,
// addLines): the visitor is then the holder of `token`, sent as the pf_visitor cookie,
// whose SHA-256 the basket keeps.
import type { TaxCategory } from '../../../src/schemas/product.ts';
import type { Db } from '../../../src/platform/db/database.ts';
import { randomToken, tokenHash } from '../../../src/platform/security/tokens.ts';
import { findDivisionById } from '../../../src/server/stores/index.ts';
import { VISITOR_COOKIE } from '../../../src/server/commerce/basket/owner.ts';
import { resolveChoice } from '../../../src/server/commerce/basket/product-choice.ts';
import { addLines } from '../../../src/server/commerce/basket/writes.ts';

export interface TestBasket {
  token: string;
  basketId: number;
  /** `pf_visitor=…` for a Cookie header. */
  cookie: string;
  products: { id: number; price: number; salePrice: number | null; vatRate: number; taxCategory: TaxCategory; quantity: number }[];
}

/**
 * A basket of `quantities.length` lines in the store: its first enabled products (of `productIds`, when given), one line
 * each, in each product's first colour and size.
 */
export async function makeBasket(
  store: { db: Db; division: { id: number } },
  quantities: number[] = [2, 1],
  options: { productIds?: number[] } = {},
): Promise<TestBasket> {
  const { db } = store;
  const division = await findDivisionById(db, store.division.id);
  if (!division) throw new Error(`No store ${store.division.id}`);
  const token = randomToken();
  const products = await db
    .selectFrom('products')
    .select(['id', 'price', 'sale_price', 'vat_rate', 'tax_category', 'options_json'])
    .where('division_id', '=', division.id)
    .where('enabled', '=', 1)
    .$if(options.productIds !== undefined, (query) => query.where('id', 'in', options.productIds ?? []))
    .orderBy('id')
    .limit(quantities.length)
    .execute();
  const lines = [];
  for (const [index, product] of products.entries()) {
    const options = JSON.parse(product.options_json) as { colour: { name: string }; sizes: string[] }[];
    const item = { productId: product.id, productColor: options[0]?.colour.name, productSize: options[0]?.sizes[0] };
    lines.push({ choice: await resolveChoice(db, division.id, 'main', item), quantity: quantities[index]! });
  }
  const basket = await addLines({ db, division }, { visitorHash: tokenHash(token), userId: null }, 'main', lines);
  return {
    token,
    basketId: basket.id,
    cookie: `${VISITOR_COOKIE}=${token}`,
    products: products.map((product, index) => ({
      id: product.id,
      price: product.price,
      salePrice: product.sale_price,
      vatRate: product.vat_rate,
      taxCategory: product.tax_category === 'childrens-clothing' ? 'childrens-clothing' : 'standard',
      quantity: quantities[index]!,
    })),
  };
}
