import { CURRENCY_CODES } from './currencies.ts';
import { rules } from './validation/catalogue.ts';
import { patternRule, type Rule } from './validation/rule.ts';
import { maxLength } from './validation/rules/length.ts';

// Which validation rule checks each plugin text setting. The API's schemas
// (src/schemas/plugins.ts) and the settings form island (islands/settings/) both read this
// list; it imports no zod, so the island stays small.

/** A Google Ads tag id as the Ads dashboard shows it: "AW-" and the 7–12 digit conversion id. */
const awConversionId = patternRule('aw_conversion_id', rules.adsConversionId.message, /^AW-\d{7,12}$/);

/** The currency list: the spec's comma list ("GBP,USD,EUR"). */
const currencyList = patternRule('currency_list', 'Please enter currency codes separated by commas, e.g. GBP,USD,EUR.', /^[A-Z]{3}(,[A-Z]{3})*$/);
const knownCurrencies: Rule = Object.freeze({
  name: 'known_currencies',
  message: 'Please use only the currencies this store supports.',
  test: (value: string) => value === '' || value.split(',').every((code) => CURRENCY_CODES.includes(code)),
});

/** Every rule-checked text setting, by plugin code and setting name, in checking order. */
export const FIELD_RULES = {
  analytics: { ga_tracking_id: [rules.gaTrackingId], measurement_id: [rules.gaMeasurementId] },
  marketing: { aw_conversion_id: [awConversionId], conversion_id: [rules.adsConversionId], conversion_label: [rules.adsConversionLabel] },
  'facebook-tracking-pixel': { pixel: [rules.facebookPixel], access_token: [maxLength(400)] },
  pinterest: { pixel: [rules.pinterestPixel] },
  verification: { google: [rules.googleVerification], pinterest: [rules.pinterestVerification], facebook: [rules.facebookVerification] },
  'cookie-policy': { message: [maxLength(500)] },
  currency: { currencies: [rules.required, currencyList, knownCurrencies] },
} as const satisfies Record<string, Record<string, readonly Rule[]>>;
