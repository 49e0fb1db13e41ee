// Consent: denied by default, the banner hidden for cgi=5, pixels only when configured.
import { describe, expect, it } from 'vitest';
import { bannerSuppressed, consentFromCookie, googleConsent, trackingAllowed } from '../../../src/lib/consent/consent.ts';
import { pixelConfig } from '../../../src/lib/pixels/config.ts';
import { defaultPlugins } from '../../../src/schemas/plugins.ts';

describe('consent', () => {
  it('is denied until a choice is in the cookie', () => {
    expect(consentFromCookie('')).toBe('denied');
    expect(consentFromCookie('currency=USD; pf_consent=bogus')).toBe('denied');
    expect(consentFromCookie('currency=USD; pf_consent=all')).toBe('all');
    expect(consentFromCookie('pf_consent=essential; x=1')).toBe('essential');
    expect(consentFromCookie('not_pf_consent=all')).toBe('denied');
  });

  it('allows tracking only when everything was granted', () => {
    expect(trackingAllowed('denied')).toBe(false);
    expect(trackingAllowed('essential')).toBe(false);
    expect(trackingAllowed('all')).toBe(true);
    expect(googleConsent('denied').analytics_storage).toBe('denied');
    expect(googleConsent('essential').ad_storage).toBe('denied');
    expect(Object.values(googleConsent('all'))).toEqual(['granted', 'granted', 'granted', 'granted']);
  });

  it('hides the banner for cgi=5 only', () => {
    expect(bannerSuppressed('?cgi=5')).toBe(true);
    expect(bannerSuppressed('?a=1&cgi=5')).toBe(true);
    expect(bannerSuppressed('?cgi=4')).toBe(false);
    expect(bannerSuppressed('?cgi=55')).toBe(false);
    expect(bannerSuppressed('')).toBe(false);
  });
});

describe('pixel configuration', () => {
  it('is null when no pixel plugin is on with an id', () => {
    const plugins = defaultPlugins();
    expect(pixelConfig(plugins)).toBeNull();
    plugins.analytics = { ...plugins.analytics, measurement_id: 'G-ABC123' };
    expect(pixelConfig(plugins), 'an id on a plugin that is off').toBeNull();
  });

  it('lists each enabled pixel with its id and never the Facebook access token', () => {
    const plugins = defaultPlugins();
    plugins.analytics = { enabled: true, ga_tracking_id: '', measurement_id: 'G-ABC123' };
    plugins.marketing = { enabled: true, aw_conversion_id: '', conversion_id: '1234567', conversion_label: 'abcdefghijklmnopqr' };
    plugins['facebook-tracking-pixel'] = { enabled: true, pixel: '123456789012345', access_token: 'secret-token' };
    plugins.pinterest = { enabled: true, pixel: '2612345678901' };
    const config = pixelConfig(plugins);
    expect(config).toEqual({
      ga4: 'G-ABC123',
      ads: { id: 'AW-1234567', label: 'abcdefghijklmnopqr' },
      facebook: '123456789012345',
      pinterest: '2612345678901',
    });
    expect(JSON.stringify(config)).not.toContain('secret-token');
  });

  it('prefers the Ads tag id as given', () => {
    const plugins = defaultPlugins();
    plugins.marketing = { enabled: true, aw_conversion_id: 'AW-7654321', conversion_id: '1234567', conversion_label: '' };
    expect(pixelConfig(plugins)).toEqual({ ads: { id: 'AW-7654321' } });
  });
});
