import { z } from 'zod';
import { text } from './fields.ts';

// A product's price matrix: a price and a sale price per colour and size. An entry names a
// colour, a size or both; a name left out (null) means every colour, or every size. Either
// price may be left out too: the product's own price or sale price applies. Money is in
// minor units of the store currency.

/** Most entries one product's matrix holds: every colour × size of a large range. */
export const MAX_PRICE_MATRIX_ENTRIES = 200;

export const PriceMatrixEntry = z.object({
  /** A colour name of the product's options; null for every colour. */
  colour: text(60).min(1).nullable().default(null),
  /** A size of the product's options; null for every size. */
  size: text(20).min(1).nullable().default(null),
  price: z.int({ error: 'Must be a whole number of pennies.' }).min(0, { error: 'Must be at least 0.' }).nullable().default(null),
  salePrice: z.int({ error: 'Must be a whole number of pennies.' }).min(0, { error: 'Must be at least 0.' }).nullable().default(null),
});
export type PriceMatrixEntry = z.infer<typeof PriceMatrixEntry>;

export const PriceMatrix = z.array(PriceMatrixEntry).max(MAX_PRICE_MATRIX_ENTRIES, { error: `At most ${MAX_PRICE_MATRIX_ENTRIES} prices.` });
export type PriceMatrix = z.infer<typeof PriceMatrix>;
