// One answer to "is this a bot?" (src/lib/bots.ts, on isbot) for the event collector, the
// split-test step and feature flags; the inline shell script's shorter pattern only ever
// flags user agents that answer calls a bot.
import { describe, expect, it } from 'vitest';
import { list } from 'isbot';
import { isBot, SHELL_BOT_ENTRIES, SHELL_BOT_PATTERN } from '../../../src/lib/bots.ts';
import { featureFlags } from '../../../src/lib/feature-flags.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PEOPLE = [
  CHROME,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0 Mobile Safari/537.36',
];
const BOTS = [
  HEADLESS_CHROME,
  GOOGLEBOT,
  'curl/8.5.0',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (Linux; Android 7.0; Moto G (4)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'python-requests/2.31.0',
  'Go-http-client/1.1',
  'Wget/1.21.4',
  'WhatsApp/2.23.20.0',
];

describe('bots', () => {
  it.each(BOTS)('%s is a bot', (agent) => {
    expect(isBot(agent)).toBe(true);
    expect(featureFlags(new URLSearchParams(), agent).datadog).toBe(false);
  });

  it.each(PEOPLE)('%s is a person', (agent) => {
    expect(isBot(agent)).toBe(false);
    expect(featureFlags(new URLSearchParams(), agent).datadog).toBe(true);
  });

  it('counts a missing user agent as a bot', () => {
    expect(isBot('')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(isBot(null)).toBe(true);
  });

  it("builds the shell script's pattern from isbot's own entries, so it never flags a person", () => {
    for (const entry of SHELL_BOT_ENTRIES) expect(list).toContain(entry);
    for (const agent of PEOPLE) expect(SHELL_BOT_PATTERN.test(agent), agent).toBe(false);
    for (const agent of [...BOTS, ...PEOPLE]) if (SHELL_BOT_PATTERN.test(agent)) expect(isBot(agent), agent).toBe(true);
  });

  it('flags the bots that run scripts in the shell script too', () => {
    for (const agent of [HEADLESS_CHROME, GOOGLEBOT, BOTS[3]!, BOTS[5]!]) expect(SHELL_BOT_PATTERN.test(agent), agent).toBe(true);
  });
});
