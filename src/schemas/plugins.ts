import { z } from 'zod';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '../lib/currencies.ts';
import { cssColour, text } from './fields.ts';
import { v, type Rule } from '../lib/validation/index.ts';
import { FIELD_RULES } from '../lib/plugin-rules.ts';

export { FIELD_RULES };

// Every plugin's settings, one schema per plugin code. Text settings
// are checked by validation rules: FIELD_RULES (src/lib/plugin-rules.ts) is the one list the
// API's schemas and the dashboard's as-you-type form (islands/settings/PluginForm.tsx) both read.

/** A text setting checked by its rules; empty (unless required) means "not set". */
const ruled = (list: readonly Rule[]) => v.text(...list).default('');

export const CurrencyPlugin = z.object({
  enabled: z.boolean().default(false),
  /** The store's own currency. */
  currency: z.enum(CURRENCY_CODES).default(DEFAULT_CURRENCY),
  /** Currencies visitors may switch to, as the spec's comma list ("GBP,USD,EUR"). */
  currencies: v.text(...FIELD_RULES.currency.currencies).default(DEFAULT_CURRENCY),
});

export const PLUGIN_SCHEMAS = {
  'email-subscriber-offer': z.object({ enabled: z.boolean().default(false) }),
  'cookie-policy': z.object({
    enabled: z.boolean().default(true),
    message: text(500).default('We use cookies to make this store work and to understand how it is used.'),
    allowEssentialOnly: z.boolean().default(true),
  }),
  'christmas-banner': z.object({
    enabled: z.boolean().default(false),
    backgroundColor: cssColour().default('red'),
    textColor: cssColour().default('white'),
  }),
  currency: CurrencyPlugin,
  marketing: z.object({
    enabled: z.boolean().default(false),
    aw_conversion_id: ruled(FIELD_RULES.marketing.aw_conversion_id),
    conversion_id: ruled(FIELD_RULES.marketing.conversion_id),
    conversion_label: ruled(FIELD_RULES.marketing.conversion_label),
  }),
  'facebook-tracking-pixel': z.object({
    enabled: z.boolean().default(false),
    pixel: ruled(FIELD_RULES['facebook-tracking-pixel'].pixel),
    access_token: ruled(FIELD_RULES['facebook-tracking-pixel'].access_token),
  }),
  analytics: z.object({
    enabled: z.boolean().default(false),
    ga_tracking_id: ruled(FIELD_RULES.analytics.ga_tracking_id),
    measurement_id: ruled(FIELD_RULES.analytics.measurement_id),
  }),
  pinterest: z.object({ enabled: z.boolean().default(false), pixel: ruled(FIELD_RULES.pinterest.pixel) }),
  /** Site-verification meta tags, pasted as the services give them. */
  verification: z.object({
    enabled: z.boolean().default(false),
    google: ruled(FIELD_RULES.verification.google),
    pinterest: ruled(FIELD_RULES.verification.pinterest),
    facebook: ruled(FIELD_RULES.verification.facebook),
  }),
} as const;

export type PluginCode = keyof typeof PLUGIN_SCHEMAS;
export const PLUGIN_CODES = Object.keys(PLUGIN_SCHEMAS) as PluginCode[];
export type PluginSettings<C extends PluginCode> = z.infer<(typeof PLUGIN_SCHEMAS)[C]>;
export type PluginMap = { [C in PluginCode]: PluginSettings<C> };

export function isPluginCode(value: string): value is PluginCode {
  return Object.hasOwn(PLUGIN_SCHEMAS, value);
}

/** Every plugin with its defaults: what a store has before its owner changes anything. */
export function defaultPlugins(): PluginMap {
  return Object.fromEntries(PLUGIN_CODES.map((code) => [code, PLUGIN_SCHEMAS[code].parse({})])) as PluginMap;
}
