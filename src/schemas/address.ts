import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';
import { messages } from '../lib/validation/messages.ts';
import { isShippingCountry, needsEori } from '../lib/countries.ts';

// An order's billing and shipping address (name, company, street, city, state,
// country, zip, eori number), with the validation messages field by field.

export const ADDRESS_MESSAGES = {
  country: 'Please choose a country we ship to.',
  eori: 'Please enter a valid EORI number (country code and up to 15 letters or digits).',
} as const;

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);
const optionalText = (length: number) => trimmed(v.text(maxLength(length)).optional()).transform((value) => value ?? '');

/** EORI: the issuing country's two letters and up to 15 letters or digits, e.g. GB123456789000. */
const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

export const Address = z
  .object(
    {
      /** The recipient's full name. */
      name: trimmed(v.text(rules.required, maxLength(120))),
      company: optionalText(120),
      street: trimmed(v.text(rules.required, maxLength(200))),
      city: trimmed(v.text(rules.required, maxLength(100))),
      /** County, state or province; optional where there is none. */
      state: optionalText(100),
      /** ISO 3166-1 alpha-2, GB for the UK. */
      country: trimmed(
        v
          .text(rules.required)
          .transform((code) => code.toUpperCase())
          .refine(isShippingCountry, ADDRESS_MESSAGES.country),
      ),
      zip: trimmed(v.text(rules.required, maxLength(20))).transform((zip) => zip.toUpperCase()),
      /** Required for shipments that cross the GB↔EU customs border (needsEori). */
      eori: z
        .preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value), v.text(maxLength(17)).optional())
        .transform((value) => value ?? ''),
    },
    { error: messages.required },
  )
  .superRefine((address, context) => {
    if (address.country === 'GB' && !rules.postcode.test(address.zip)) context.addIssue({ code: 'custom', path: ['zip'], message: messages.postcode });
    if (needsEori(address.country) && address.eori === '') context.addIssue({ code: 'custom', path: ['eori'], message: messages.required });
    else if (address.eori !== '' && !EORI_PATTERN.test(address.eori)) context.addIssue({ code: 'custom', path: ['eori'], message: ADDRESS_MESSAGES.eori });
  });
export type Address = z.infer<typeof Address>;

export const ADDRESS_FIELDS = ['name', 'company', 'street', 'city', 'state', 'country', 'zip', 'eori'] as const;
