import { MAX_QUANTITY, MIN_QUANTITY } from '../../../schemas/basket.ts';
import {
  CHOOSE_COLOUR,
  CHOOSE_PARTS,
  CHOOSE_SIZE,
  COLOUR_UNAVAILABLE,
  NOT_A_BUNDLE,
  NOT_IN_BUNDLE,
  PART_COLOUR_UNAVAILABLE,
  PART_SIZE_UNAVAILABLE,
  PRODUCT_UNAVAILABLE,
  SIZE_UNAVAILABLE,
} from './choice-messages.ts';
import { LINE_NOT_FOUND, QUANTITY_TOO_HIGH } from './writes.ts';
import { NO_FAVOURITES, RECOVERY_LINK_INVALID } from './recovery.ts';
import { messages } from '../../../lib/validation/index.ts';

/**
 * A refused form post comes back to its page as ?error=<code>; the page shows the text
 * for that code. Codes, not messages, travel in the URL, so nobody can make a store page
 * say what they like.
 */
export const FORM_ERROR_MESSAGES = {
  unavailable: PRODUCT_UNAVAILABLE,
  colour: CHOOSE_COLOUR,
  'colour-unavailable': COLOUR_UNAVAILABLE,
  size: CHOOSE_SIZE,
  'size-unavailable': SIZE_UNAVAILABLE,
  'bundle-parts': CHOOSE_PARTS,
  'bundle-colour': PART_COLOUR_UNAVAILABLE,
  'bundle-size': PART_SIZE_UNAVAILABLE,
  'not-in-bundle': NOT_IN_BUNDLE,
  'not-a-bundle': NOT_A_BUNDLE,
  'too-many': QUANTITY_TOO_HIGH,
  'quantity-low': messages.minValue(MIN_QUANTITY),
  'quantity-high': messages.maxValue(MAX_QUANTITY),
  gone: LINE_NOT_FOUND,
  'no-favourites': NO_FAVOURITES,
  'email-required': messages.required,
  email: messages.email,
  link: RECOVERY_LINK_INVALID,
  'nothing-added': 'No items were added to basket',
  other: 'Oops... looks like something went wrong. Please try again.',
} as const;
export type FormErrorCode = keyof typeof FORM_ERROR_MESSAGES;

export function formErrorCode(message: string): FormErrorCode {
  const found = (Object.entries(FORM_ERROR_MESSAGES) as [FormErrorCode, string][]).find(([, text]) => text === message);
  return found?.[0] ?? 'other';
}

export function formErrorMessage(code: string | null): string | undefined {
  return code && code in FORM_ERROR_MESSAGES ? FORM_ERROR_MESSAGES[code as FormErrorCode] : undefined;
}
