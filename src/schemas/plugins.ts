import { z } from 'zod';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '../lib/currencies.ts';
import { cssColour, text } from './fields.ts';

// Spec §3 "Plugins": every plugin's settings, one schema per plugin code.

export const CurrencyPlugin = z.object({
  enabled: z.boolean().default(false),
  /** The store's own currency. */
  currency: z.enum(CURRENCY_CODES).default(DEFAULT_CURRENCY),
  /** Currencies visitors may switch to, as the spec's comma list ("GBP,USD,EUR"). */
  currencies: z.string().regex(/^[A-Z]{3}(,[A-Z]{3})*$/).default(DEFAULT_CURRENCY),
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
    aw_conversion_id: text(40).default(''),
    conversion_id: text(40).default(''),
    conversion_label: text(40).default(''),
  }),
  'facebook-tracking-pixel': z.object({
    enabled: z.boolean().default(false),
    pixel: text(40).default(''),
    access_token: text(400).default(''),
  }),
  analytics: z.object({
    enabled: z.boolean().default(false),
    ga_tracking_id: text(40).default(''),
    measurement_id: text(40).default(''),
  }),
  pinterest: z.object({ enabled: z.boolean().default(false), pixel: text(40).default('') }),
} as const;

export type PluginCode = keyof typeof PLUGIN_SCHEMAS;
export const PLUGIN_CODES = Object.keys(PLUGIN_SCHEMAS) as PluginCode[];
export type PluginSettings<C extends PluginCode> = z.infer<(typeof PLUGIN_SCHEMAS)[C]>;
export type PluginMap = { [C in PluginCode]: PluginSettings<C> };

/** Every plugin with its defaults: what a store has before its owner changes anything. */
export function defaultPlugins(): PluginMap {
  return Object.fromEntries(PLUGIN_CODES.map((code) => [code, PLUGIN_SCHEMAS[code].parse({})])) as PluginMap;
}
