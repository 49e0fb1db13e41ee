import { z } from 'zod';
import { isHexColour, normaliseHex } from '../lib/colour.ts';
import { sanitiseOptionalUrl } from '../lib/url-sanitiser.ts';
import { messages, rules } from '../lib/validation/index.ts';

// Field builders shared by every schema: call them instead of copying a fragment.

/** An optional link or media address, passed through the spec's URL sanitiser. */
export const safeUrl = () =>
  z
    .string()
    .max(2048)
    .transform((value) => sanitiseOptionalUrl(value))
    .optional();

/** A hex colour, normalised to 6 or 8 digits. */
export const hexColour = () => z.string().refine(isHexColour, { error: messages.hexColour }).transform(normaliseHex);

// Any CSS colour a store owner may type, limited to characters that cannot break out
// of a style declaration.
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|var\(--[a-z0-9-]+\)|[a-z]{3,20})$/i;

/** A CSS colour: hex (normalised), rgb()/hsl(), a theme variable or a colour keyword. */
export const cssColour = () =>
  z
    .string()
    .trim()
    .regex(CSS_COLOUR, { error: 'Invalid colour' })
    .transform((value) => (isHexColour(value) && value.startsWith('#') ? normaliseHex(value) : value));

/** Plain text shown to shoppers: trimmed and bounded; escaped when rendered. */
export const text = (max = 500) => z.string().trim().max(max);

/** The largest row id: the databases' 32-bit integer columns (PostgreSQL refuses a larger one in a query). */
export const MAX_ROW_ID = 2_147_483_647;

export const id = () => z.int().positive().max(MAX_ROW_ID);

/** A sub-domain label: lower-case letters, digits and inner dashes. */
export const subdomainName = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])?$/, { error: messages.domain });

/** A host name such as shop.example.com (the catalogue's domain rule). */
export const domainName = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .refine((value) => rules.domain.test(value), { error: rules.domain.message });
