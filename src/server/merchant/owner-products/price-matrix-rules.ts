import type { ProductOption } from '../../../schemas/product.ts';
import type { PriceMatrix } from '../../../schemas/price-matrix.ts';
import type { CurrencyDefinition } from '../../../lib/currencies.ts';
import type { FieldErrors } from '../../../lib/validation/field-errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { SALE_PRICE_ABOVE, type PriceBounds } from './price-bounds.ts';

// An owner's prices per colour and size. Each entry names colours and sizes the product is
// offered in (or every one), is set once, sets a price or a sale price, keeps the product's
// price bounds, and its sale price stays below its price (its own, else the product's).

export const MATRIX_MESSAGES = {
  colour: 'Choose one of the colours offered.',
  size: 'This size is not available in this colour.',
  repeated: 'This colour and size already has a price.',
  empty: 'Set a price or a sale price.',
} as const;

/** Refuses (422, one message per field as priceMatrix.{row}.{field}) a matrix breaking any rule; nothing is written. */
export function checkPriceMatrix(
  matrix: PriceMatrix,
  options: readonly ProductOption[],
  product: { price: number; bounds: PriceBounds },
  currency: CurrencyDefinition,
): void {
  const errors: FieldErrors = {};
  const fail = (row: number, field: string, message: string) => {
    errors[`priceMatrix.${row}.${field}`] ??= [message];
  };
  const seen = new Set<string>();
  for (const [row, entry] of matrix.entries()) {
    const option = entry.colour === null ? undefined : options.find((candidate) => candidate.colour.name === entry.colour);
    if (entry.colour !== null && !option) fail(row, 'colour', MATRIX_MESSAGES.colour);
    const sizes = option ? option.sizes : options.flatMap((candidate) => candidate.sizes);
    if (entry.size !== null && !sizes.includes(entry.size)) fail(row, 'size', MATRIX_MESSAGES.size);
    const key = JSON.stringify([entry.colour, entry.size]);
    if (seen.has(key)) fail(row, 'size', MATRIX_MESSAGES.repeated);
    seen.add(key);
    if (entry.price === null && entry.salePrice === null) fail(row, 'price', MATRIX_MESSAGES.empty);
    const { min, max } = product.bounds;
    if (entry.price !== null && min !== null && entry.price < min) fail(row, 'price', `Min ${formatMoney(min, currency)}`);
    if (entry.price !== null && max !== null && entry.price > max) fail(row, 'price', `Max ${formatMoney(max, currency)}`);
    if (entry.salePrice !== null && entry.salePrice >= (entry.price ?? product.price)) fail(row, 'salePrice', SALE_PRICE_ABOVE);
  }
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}
