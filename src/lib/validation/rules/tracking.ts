import { messages } from '../messages.ts';
import { patternRule } from '../rule.ts';

// Identifiers a store owner pastes from analytics and advertising dashboards.

/** A Google Analytics 4 measurement id: "G-" then the upper-case code, e.g. G-AB12CD34EF. */
export const gaMeasurementId = patternRule('ga_measurement_id', messages.gaMeasurementId, /^G-[A-Z0-9]{4,16}$/);

/** A Universal Analytics tracking id: UA-account-property, e.g. UA-12345678-1. */
export const gaTrackingId = patternRule('ga_tracking_id', messages.gaTrackingId, /^UA-\d{4,10}-\d{1,4}$/);

/** A Meta (Facebook) pixel id: 15 or 16 digits. */
export const facebookPixel = patternRule('facebook_pixel', messages.facebookPixel, /^\d{15,16}$/);

/** A Google Ads conversion id: 7 to 12 digits, without the "AW-" prefix. */
export const adsConversionId = patternRule('ads_conversion_id', messages.adsConversionId, /^\d{7,12}$/);

/** A Google Ads conversion label: 18 to 22 URL-safe characters. */
export const adsConversionLabel = patternRule('ads_conversion_label', messages.adsConversionLabel, /^[A-Za-z0-9_-]{18,22}$/);

/** A Pinterest tag id: 13 digits. */
export const pinterestPixel = patternRule('pinterest_pixel', messages.pinterestPixel, /^\d{13}$/);
