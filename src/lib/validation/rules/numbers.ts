import { messages } from '../messages.ts';
import { defineRule, patternRule, type Rule } from '../rule.ts';

// Numbers as typed into a text field: plain decimal notation only, so "1e3", "0x10"
// and "Infinity" (which Number() would accept) fail.
const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Digits only, e.g. a quantity or a code. */
export const numeric = patternRule('numeric', messages.numeric, /^\d+$/);

/** Any decimal number, negative or fractional. */
export const numericFloat = patternRule('numeric_float', messages.numericFloat, DECIMAL);

/** Somewhere in the text there is a digit (a password strength rule). */
export const numberRequired = patternRule('number_required', messages.numberRequired, /\d/);

/** A price-like number: at most two digits after the point. */
export const twoDecimalPlaces = patternRule('two_decimal_places', messages.twoDecimalPlaces, /^-?\d+(?:\.\d{1,2})?$/);

/** A number strictly greater than zero. */
export const positiveNumber = defineRule('positive_number', messages.positiveNumber, (value) => DECIMAL.test(value) && Number(value) > 0);

export function minValue(min: number): Rule {
  return defineRule('min_value', messages.minValue(min), (value) => DECIMAL.test(value) && Number(value) >= min);
}

export function maxValue(max: number): Rule {
  return defineRule('max_value', messages.maxValue(max), (value) => DECIMAL.test(value) && Number(value) <= max);
}
