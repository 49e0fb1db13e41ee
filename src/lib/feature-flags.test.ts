import { describe, expect, it } from 'vitest';
import { featureFlags } from './feature-flags.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('feature flags', () => {
  it('turns fontawesome, components, pages, sentry, stripe, gtm and datadog on for a person', () => {
    expect(featureFlags(new URLSearchParams(), CHROME)).toEqual({
      fontawesome: true,
      components: true,
      pages: true,
      sentry: true,
      stripe: true,
      gtm: true,
      datadog: true,
    });
  });
  it('turns datadog off for a bot, and only datadog', () => {
    const flags = featureFlags(new URLSearchParams(), GOOGLEBOT);
    expect(flags.datadog).toBe(false);
    expect(flags.gtm).toBe(true);
    expect(flags.stripe).toBe(true);
  });
  it("lets ?feature-{name}=true|false override any flag, including a bot's datadog", () => {
    const flags = featureFlags(new URLSearchParams('feature-gtm=false&feature-stripe=false&feature-datadog=true'), GOOGLEBOT);
    expect(flags).toMatchObject({ gtm: false, stripe: false, datadog: true, sentry: true });
  });
  it('ignores values other than exactly true or false, and unknown names', () => {
    const flags = featureFlags(new URLSearchParams('feature-gtm=0&feature-sentry=FALSE&feature-unknown=false'), CHROME);
    expect(flags.gtm).toBe(true);
    expect(flags.sentry).toBe(true);
    expect('unknown' in flags).toBe(false);
  });
  it('turns datadog off for what src/lib/bots.ts calls a bot, a request without a user agent included', () => {
    for (const agent of ['Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'curl/8.5.0', '', undefined]) {
      expect(featureFlags(new URLSearchParams(), agent).datadog, String(agent)).toBe(false);
    }
  });
});
