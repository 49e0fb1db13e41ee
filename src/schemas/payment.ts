import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';
import { messages } from '../lib/validation/messages.ts';

export const CARD_MESSAGES = {
  number: 'Your card number is incorrect.',
  expiry: 'Please enter the expiry date as MM/YY.',
  expired: 'Your card has expired.',
  cvc: 'Your card’s security code is incorrect.',
} as const;

/** Luhn checksum: catches a mistyped digit before anything is sent. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** The /pay/ form: card number, expiry (MM/YY), CVC, name on card, and the attempt's key. */
export const PayInput = (now: Date) =>
  z.object({
    /** Generated when /pay/ renders: every submission of that form is one payment attempt. */
    idempotencyKey: trimmed(v.text(rules.required).regex(/^[A-Za-z0-9_-]{16,64}$/, messages.required)),
    number: trimmed(v.text(rules.required, maxLength(23)))
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((digits) => /^\d{12,19}$/.test(digits) && luhnValid(digits), CARD_MESSAGES.number),
    expiry: trimmed(v.text(rules.required))
      .refine((value) => /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.test(value), CARD_MESSAGES.expiry)
      .transform((value) => {
        const [month = '', year = ''] = value.split('/').map((part) => part.trim());
        return { expMonth: Number(month), expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
      })
      .refine(({ expMonth, expYear }) => expYear * 12 + expMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1, CARD_MESSAGES.expired),
    cvc: trimmed(v.text(rules.required)).refine((value) => /^\d{3,4}$/.test(value), CARD_MESSAGES.cvc),
    name: trimmed(v.text(rules.required, maxLength(120))),
  });
export type PayInput = z.output<ReturnType<typeof PayInput>>;
