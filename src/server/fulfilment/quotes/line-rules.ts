import type { FieldErrors } from '../../../lib/validation/index.ts';
import type { QuoteLine, QuoteLineInput } from '../../../schemas/quotes.ts';
import { QUOTE_MESSAGES } from '../../../schemas/quotes.ts';

// The rules a quote's lines follow beyond their shape, against the store's products (pure, so
// the unit tests read them directly): the product is one the store quotes for, the colour is
// one it comes in, each size with a quantity is one of its sizes.

export interface QuoteProduct {
  id: number;
  name: string;
  colours: string[];
  sizes: string[];
}

export function checkLines(lines: readonly QuoteLineInput[], products: readonly QuoteProduct[]): { lines: QuoteLine[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const checked: QuoteLine[] = [];
  lines.forEach((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const product = products.find((candidate) => candidate.id === line.productId);
    if (!product) {
      errors[at('productId')] = [QUOTE_MESSAGES.product];
      return;
    }
    const colour = line.colour === '' ? '' : product.colours.find((name) => name.toLowerCase() === line.colour.toLowerCase());
    if (colour === undefined) errors[at('colour')] = [`The ${product.name} does not come in ${line.colour}. Choose one of: ${product.colours.join(', ')}.`];
    for (const size of Object.keys(line.quantities)) {
      const field = at(`quantities.${size}`);
      if (!product.sizes.includes(size)) errors[field] = [...(errors[field] ?? []), `The ${product.name} does not come in size ${size}.`];
    }
    checked.push({
      productId: product.id,
      name: product.name,
      colour: colour ?? line.colour,
      quantities: line.quantities,
      total: line.total,
      options: line.options,
    });
  });
  return { lines: checked, errors };
}

/** Sizes in the order people read them (XS before S before M…), unknown sizes after, as found. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];

export function sortSizes(sizes: Iterable<string>): string[] {
  const unique = [...new Set(sizes)];
  const rank = (size: string) => {
    const at = SIZE_ORDER.indexOf(size.toUpperCase());
    return at < 0 ? SIZE_ORDER.length + unique.indexOf(size) : at;
  };
  return unique.sort((a, b) => rank(a) - rank(b));
}
