import { describe, expect, it } from 'vitest';
import { FIELD_RULES, PLUGIN_SCHEMAS, defaultPlugins } from './plugins.ts';
import { fieldErrors } from '../lib/validation/index.ts';
import { checkPluginField } from '../../islands/settings/plugin-rules.ts';
import { PLUGIN_CATALOGUE } from '../lib/plugin-catalogue.ts';

/** The first message the API's schema gives for `field` when the plugin is saved with `value`. */
function apiMessage(code: keyof typeof PLUGIN_SCHEMAS, field: string, value: string): string | null {
  const result = PLUGIN_SCHEMAS[code].safeParse({ [field]: value });
  return result.success ? null : (fieldErrors(result.error)[field]?.[0] ?? null);
}

const GOOGLE_SNIPPET = '<meta name="google-site-verification" content="abc123DEF456ghi789" />';

// Each rule with a passing and a failing value and its exact message.
const CASES = [
  ['analytics', 'measurement_id', 'G-AB12CD34EF', 'UA-1234', 'Invalid measurement ID'],
  ['analytics', 'ga_tracking_id', 'UA-12345678-1', 'G-AB12CD34EF', 'Invalid tracking ID'],
  ['marketing', 'conversion_id', '1234567', '123456', 'Invalid conversion ID'],
  ['marketing', 'conversion_id', '123456789012', '1234567890123', 'Invalid conversion ID'],
  ['marketing', 'conversion_label', 'AbCdEfGhIjKlMnOpQr', 'AbCdEfGhIjKlMnOpQ', 'Invalid conversion label'],
  ['marketing', 'conversion_label', 'AbCdEfGhIjKlMnOpQrStUv', 'AbCdEfGhIjKlMnOpQrStUvW', 'Invalid conversion label'],
  ['marketing', 'aw_conversion_id', 'AW-123456789', '123456789', 'Invalid conversion ID'],
  ['facebook-tracking-pixel', 'pixel', '123456789012345', '12345', 'Invalid Facebook Pixel'],
  ['pinterest', 'pixel', '2612345678901', '26123456789', 'Invalid Pinterest Pixel'],
  ['verification', 'google', GOOGLE_SNIPPET, 'abc123DEF456ghi789', 'Invalid verification snippet'],
  ['verification', 'pinterest', '<meta name="p:domain_verify" content="0123456789abcdef"/>', GOOGLE_SNIPPET, 'Invalid verification snippet'],
  [
    'verification',
    'facebook',
    '<meta name="facebook-domain-verification" content="abcdefgh12345678" />',
    '<meta name="facebook-domain-verification" content="x"><script>',
    'Invalid verification snippet',
  ],
] as const;

describe('plugin settings rules', () => {
  it.each(CASES)('%s.%s accepts %s and refuses %s with %s, in the API and the form alike', (code, field, good, bad, message) => {
    expect(apiMessage(code, field, good)).toBeNull();
    expect(apiMessage(code, field, bad)).toBe(message);
    expect(checkPluginField(code, field, good)).toBeNull();
    expect(checkPluginField(code, field, bad)).toBe(message);
  });

  it('lets every id stay empty (the plugin is then just not set up)', () => {
    for (const [code, field] of CASES) expect(apiMessage(code, field, '')).toBeNull();
  });

  it('accepts only known currencies in the currency list', () => {
    expect(apiMessage('currency', 'currencies', 'GBP,USD,EUR')).toBeNull();
    expect(apiMessage('currency', 'currencies', 'GBP,XYZ')).toBe('Please use only the currencies this store supports.');
    expect(apiMessage('currency', 'currencies', 'gbp usd')).toBe('Please enter currency codes separated by commas, e.g. GBP,USD,EUR.');
    expect(apiMessage('currency', 'currencies', '')).toBe('This field is required.');
  });

  it('refuses a christmas banner colour that could break out of its style', () => {
    expect(PLUGIN_SCHEMAS['christmas-banner'].safeParse({ backgroundColor: '#c00', textColor: 'white' }).success).toBe(true);
    expect(PLUGIN_SCHEMAS['christmas-banner'].safeParse({ backgroundColor: 'red;} body{display:none' }).success).toBe(false);
  });

  it('gives every plugin valid defaults and a form, and every ruled field a form input', () => {
    const defaults = defaultPlugins();
    for (const entry of PLUGIN_CATALOGUE) {
      expect(defaults[entry.code]).toBeDefined();
      const names = entry.fields.map((field) => field.name);
      for (const field of Object.keys((FIELD_RULES as Record<string, object>)[entry.code] ?? {})) expect(names).toContain(field);
    }
    expect(PLUGIN_CATALOGUE.map((entry) => entry.code).sort()).toEqual(Object.keys(PLUGIN_SCHEMAS).sort());
  });
});
