import type { PluginMap } from '../../schemas/plugins.ts';

// Which third-party pixels a store has configured (the plugins analytics, marketing,
// facebook-tracking-pixel, pinterest). Only public ids: the Facebook access token is a
// server secret and never leaves the server. The ids are checked by the plugin rules when
// saved (src/lib/plugin-rules.ts), so they are plain digits and letters.

/** The element whose JSON text carries the page's pixel ids, for the loader (src/lib/client/pixels/start.ts). */
export const PIXELS_ELEMENT_ID = 'pf-pixels';

export interface PixelConfig {
  /** GA4 measurement id, "G-…". */
  ga4?: string;
  /** Google Ads tag "AW-…" and, when set, the conversion label. */
  ads?: { id: string; label?: string };
  facebook?: string;
  pinterest?: string;
}

/** The configured pixels of an enabled plugin each, or null when there are none (then no loader is sent at all). */
export function pixelConfig(plugins: PluginMap): PixelConfig | null {
  const config: PixelConfig = {};
  const { analytics, marketing } = plugins;
  if (analytics.enabled && analytics.measurement_id) config.ga4 = analytics.measurement_id;
  const adsId = marketing.aw_conversion_id || (marketing.conversion_id ? `AW-${marketing.conversion_id}` : '');
  if (marketing.enabled && adsId) config.ads = { id: adsId, ...(marketing.conversion_label ? { label: marketing.conversion_label } : {}) };
  const facebook = plugins['facebook-tracking-pixel'];
  if (facebook.enabled && facebook.pixel) config.facebook = facebook.pixel;
  if (plugins.pinterest.enabled && plugins.pinterest.pixel) config.pinterest = plugins.pinterest.pixel;
  return Object.keys(config).length > 0 ? config : null;
}

/** The hosts each pixel's script and beacons come from: the content security policy allows exactly these. */
export const PIXEL_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://s.pinimg.com'] as const;
export const PIXEL_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
  'https://www.facebook.com',
  'https://ct.pinterest.com',
] as const;
