import type { PluginCode } from '../schemas/plugins.ts';

// What /plugins/ shows of each plugin: its name, what it does
// and its settings form. Browser-safe: the settings form island reads the same list.

export type PluginFieldKind = 'text' | 'textarea' | 'checkbox' | 'colour' | 'select';

export interface PluginField {
  /** The setting's key in the plugin's settings. */
  name: string;
  label: string;
  kind: PluginFieldKind;
  /** One line under the input: where to find the value. */
  help?: string;
  placeholder?: string;
  /** The choices of a select. */
  options?: readonly string[];
}

export interface PluginEntry {
  code: PluginCode;
  title: string;
  summary: string;
  fields: readonly PluginField[];
}

const enabled = (label: string): PluginField => ({ name: 'enabled', label, kind: 'checkbox' });

export const PLUGIN_CATALOGUE: readonly PluginEntry[] = [
  {
    code: 'analytics',
    title: 'Google Analytics',
    summary: 'See who visits your store and what they buy.',
    fields: [
      enabled('Send visits to Google Analytics'),
      {
        name: 'measurement_id',
        label: 'Measurement ID',
        kind: 'text',
        placeholder: 'G-XXXXXXXXXX',
        help: 'In Google Analytics: Admin › Data streams › your web stream.',
      },
      {
        name: 'ga_tracking_id',
        label: 'Tracking ID (Universal Analytics)',
        kind: 'text',
        placeholder: 'UA-12345678-1',
        help: 'Only for older properties; leave empty otherwise.',
      },
    ],
  },
  {
    code: 'marketing',
    title: 'Google Ads',
    summary: 'Measure the sales your ads bring in.',
    fields: [
      enabled('Report conversions to Google Ads'),
      { name: 'aw_conversion_id', label: 'Google tag ID', kind: 'text', placeholder: 'AW-123456789' },
      { name: 'conversion_id', label: 'Conversion ID', kind: 'text', placeholder: '123456789', help: '7 to 12 digits, without "AW-".' },
      { name: 'conversion_label', label: 'Conversion label', kind: 'text', placeholder: 'AbC-D_efG-h12_34-567', help: '18 to 22 characters.' },
    ],
  },
  {
    code: 'facebook-tracking-pixel',
    title: 'Facebook Pixel',
    summary: 'Measure and target your Facebook and Instagram ads.',
    fields: [
      enabled('Load the Facebook Pixel'),
      { name: 'pixel', label: 'Pixel ID', kind: 'text', placeholder: '123456789012345', help: '15 or 16 digits, in Events Manager.' },
      { name: 'access_token', label: 'Conversions API access token', kind: 'textarea', help: 'Kept private: never sent to shoppers’ browsers.' },
    ],
  },
  {
    code: 'pinterest',
    title: 'Pinterest tag',
    summary: 'Measure the sales your Pins bring in.',
    fields: [
      enabled('Load the Pinterest tag'),
      { name: 'pixel', label: 'Tag ID', kind: 'text', placeholder: '2612345678901', help: '13 digits, in Pinterest Ads Manager › Conversions.' },
    ],
  },
  {
    code: 'verification',
    title: 'Site verification',
    summary: 'Prove to Google, Pinterest and Facebook that this store is yours.',
    fields: [
      enabled('Add the verification tags to every page'),
      { name: 'google', label: 'Google Search Console', kind: 'text', placeholder: '<meta name="google-site-verification" content="…" />' },
      { name: 'pinterest', label: 'Pinterest', kind: 'text', placeholder: '<meta name="p:domain_verify" content="…" />' },
      { name: 'facebook', label: 'Facebook', kind: 'text', placeholder: '<meta name="facebook-domain-verification" content="…" />' },
    ],
  },
  {
    code: 'currency',
    title: 'Currencies',
    summary: 'Let visitors see prices in their own currency.',
    fields: [
      enabled('Show the currency selector'),
      { name: 'currency', label: 'Store currency', kind: 'select' },
      { name: 'currencies', label: 'Currencies visitors may choose', kind: 'text', placeholder: 'GBP,USD,EUR', help: 'Currency codes separated by commas.' },
    ],
  },
  {
    code: 'cookie-policy',
    title: 'Cookie banner',
    summary: 'Ask visitors before using cookies that are not essential.',
    fields: [
      enabled('Show the cookie banner'),
      { name: 'message', label: 'Message', kind: 'textarea' },
      { name: 'allowEssentialOnly', label: 'Offer "Essential cookies only"', kind: 'checkbox' },
    ],
  },
  {
    code: 'christmas-banner',
    title: 'Christmas banner',
    summary: 'Show the Christmas delivery dates at the top of every page.',
    fields: [
      enabled('Show the Christmas banner'),
      { name: 'backgroundColor', label: 'Background colour', kind: 'colour', placeholder: 'red' },
      { name: 'textColor', label: 'Text colour', kind: 'colour', placeholder: 'white' },
    ],
  },
  {
    code: 'email-subscriber-offer',
    title: 'Subscriber offer',
    summary: 'Invite visitors to join your mailing list after 30 seconds.',
    fields: [enabled('Show the subscriber offer')],
  },
];

export function pluginEntry(code: string): PluginEntry | undefined {
  return PLUGIN_CATALOGUE.find((entry) => entry.code === code);
}
