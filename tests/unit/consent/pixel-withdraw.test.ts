// Withdrawing consent (Cookie settings): the pixels on the page are told and the
// cookies they set on the store's domain are deleted, every other cookie kept.
import { describe, expect, it } from 'vitest';
import { cookieDomains, PIXEL_COOKIE, withdrawConsent } from '../../../src/lib/client/pixels/withdraw.ts';

function fakePage(cookies: string[], hostname = 'shop.example.co.uk') {
  const writes: string[] = [];
  const calls: unknown[][] = [];
  const window = { gtag: (...args: unknown[]) => calls.push(['gtag', ...args]), fbq: (...args: unknown[]) => calls.push(['fbq', ...args]) };
  const document = {
    defaultView: window,
    location: { hostname },
    get cookie() {
      return cookies.join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { document: document as unknown as Document, writes, calls };
}

describe('withdrawConsent', () => {
  it('names every parent domain a tracker may have set its cookie on', () => {
    expect(cookieDomains('shop.example.co.uk')).toEqual(['shop.example.co.uk', 'example.co.uk', 'co.uk']);
    expect(cookieDomains('demo.localhost')).toEqual(['demo.localhost']);
  });

  it("knows the pixels' cookies and nothing else", () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_gtag_X', '_gcl_au', '_fbp', '_fbc', '_pin_unauth', '_pinterest_ct_ua'])
      expect(PIXEL_COOKIE.test(name), name).toBe(true);
    for (const name of ['pf_consent', 'pf_basket', 'currency', 'subscribed', 'XSRF-TOKEN', '_fbpx', 'ga']) expect(PIXEL_COOKIE.test(name), name).toBe(false);
  });

  it("updates Google's consent mode to denied, revokes Facebook's, and deletes only the pixels' cookies", () => {
    const page = fakePage(['pf_consent=all', '_ga=GA1.1.1.1', 'currency=EUR', '_fbp=fb.1.2.3']);
    withdrawConsent(page.document);
    expect(page.calls).toEqual([
      ['gtag', 'consent', 'update', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['fbq', 'consent', 'revoke'],
    ]);
    const deleted = new Set(page.writes.map((write) => write.split('=')[0]));
    expect(deleted).toEqual(new Set(['_ga', '_fbp']));
    expect(page.writes).toContain('_ga=;path=/;max-age=0');
    expect(page.writes).toContain('_ga=;path=/;max-age=0;domain=example.co.uk');
  });
});
