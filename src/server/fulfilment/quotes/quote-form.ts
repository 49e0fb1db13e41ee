import type { FieldErrors } from '../../../lib/validation/index.ts';
import { MAX_QUOTE_LINES, isoDay, type QuoteView } from '../../../schemas/quotes.ts';
import { sortSizes, type QuoteProduct } from './line-rules.ts';

// The quote form's data (both pages): the products to choose from, every size they come in
// (a quantity field each), the values typed so far and the messages beside them. The form
// works without JavaScript, so a line more is a button that posts and draws the form again.

export interface QuoteFormView {
  products: QuoteProduct[];
  sizes: string[];
  colours: string[];
  values: Record<string, string>;
  errors: FieldErrors;
  lineCount: number;
  /** Several lines and their options (advanced) or one (get-a-quote). */
  advanced: boolean;
  /** The earliest deadline: today. */
  minDeadline: string;
  action: string;
  submitLabel: string;
  /** Artwork already on the quote (editing): another upload adds to it. */
  artworkCount: number;
}

export function quoteFormView(
  products: QuoteProduct[],
  input: {
    values?: Record<string, string>;
    errors?: FieldErrors;
    lineCount?: number;
    advanced: boolean;
    action: string;
    submitLabel: string;
    artworkCount?: number;
    now?: Date;
  },
): QuoteFormView {
  const values = input.values ?? {};
  const used = Math.max(-1, ...Object.keys(values).map((key) => Number(/^lines\.(\d+)\./.exec(key)?.[1] ?? -1))) + 1;
  const lineCount = input.advanced ? Math.min(MAX_QUOTE_LINES, Math.max(input.lineCount ?? 1, used, 1)) : 1;
  return {
    products,
    sizes: sortSizes(products.flatMap((product) => product.sizes)),
    colours: [...new Set(products.flatMap((product) => product.colours))].sort(),
    values,
    errors: input.errors ?? {},
    lineCount,
    advanced: input.advanced,
    minDeadline: isoDay(input.now ?? new Date()),
    action: input.action,
    submitLabel: input.submitLabel,
    artworkCount: input.artworkCount ?? 0,
  };
}

/** A saved quote as the form's values, to change it. */
export function quoteValues(quote: QuoteView): Record<string, string> {
  const values: Record<string, string> = { deadline: quote.deadline ?? '', notes: quote.notes, ...quote.contact };
  quote.lines.forEach((line, index) => {
    values[`lines.${index}.productId`] = String(line.productId);
    values[`lines.${index}.colour`] = line.colour;
    values[`lines.${index}.printSides`] = line.options.printSides;
    values[`lines.${index}.methodNotes`] = line.options.methodNotes;
    const perSize = Object.entries(line.quantities);
    for (const [size, count] of perSize) values[`lines.${index}.quantities.${size}`] = String(count);
    if (perSize.length === 0) values[`lines.${index}.total`] = String(line.total);
  });
  return values;
}

/** The typed values to draw again: text fields only, never the file. */
export function formValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key !== 'intent' && key !== 'file')
      .map(([key, value]) => [key, value.slice(0, 5000)]),
  );
}
