import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { PriceMatrix } from '../../src/schemas/price-matrix.ts';
import { toMajorText, toMinor } from './money.ts';

// The edit screen's prices per colour and size as typed: one row each, '' meaning every
// colour or size (or, for a price, the product's own). Rows of colours no longer offered are
// dropped on save, so unticking a colour never blocks it.

export interface PriceRow {
  colour: string;
  size: string;
  price: string;
  salePrice: string;
}

export const EMPTY_ROW: PriceRow = { colour: '', size: '', price: '', salePrice: '' };

export function rowsOf(matrix: PriceMatrix, currency: CurrencyDefinition): PriceRow[] {
  return matrix.map((entry) => ({
    colour: entry.colour ?? '',
    size: entry.size ?? '',
    price: entry.price === null ? '' : toMajorText(entry.price, currency),
    salePrice: entry.salePrice === null ? '' : toMajorText(entry.salePrice, currency),
  }));
}

const NOT_A_NUMBER = 'Must contain a valid number.';

/** The rows kept (offered colours, or every colour) as the matrix to send, and a message for each amount that is no number, by field (priceMatrix.{row}.price). */
export function matrixOf(
  rows: readonly PriceRow[],
  colours: readonly string[],
  currency: CurrencyDefinition,
): { matrix: PriceMatrix; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const kept = rows.filter((row) => row.colour === '' || colours.includes(row.colour));
  const matrix = kept.map((row, index) => {
    const amount = (text: string, field: string) => {
      if (text.trim() === '') return null;
      const minor = toMinor(text, currency);
      if (minor === undefined) problems[`priceMatrix.${index}.${field}`] = NOT_A_NUMBER;
      return minor ?? null;
    };
    return {
      colour: row.colour === '' ? null : row.colour,
      size: row.size === '' ? null : row.size,
      price: amount(row.price, 'price'),
      salePrice: amount(row.salePrice, 'salePrice'),
    };
  });
  return { matrix, problems };
}
