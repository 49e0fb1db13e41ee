import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSafeUrl, sanitiseUrl, sanitiseOptionalUrl, onBlockedUrl, blockedUrlReplacement, setMainSiteOrigin } from '../../../src/lib/url-sanitiser.ts';

describe('URL sanitiser', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'wss://socket.example.com',
    'ws://x.test',
    'mqtts://broker.test',
    'mqtt://broker.test',
    'mailto:hello@example.com',
    'tel:+441234567890',
    '//cdn.example.com/x.png',
    'data:image/png;base64,AAAA',
    'dtg:abc',
    '#section',
    '@name',
    '/collection/hoodies/',
    '/',
  ])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
    expect(sanitiseUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    'collection/hoodies',
    '/\\evil.com',
    '//',
    'about:blank',
  ])('blocks %s and reports it', (url) => {
    const reporter = vi.fn();
    onBlockedUrl(reporter);
    expect(isSafeUrl(url)).toBe(false);
    expect(sanitiseUrl(url)).toBe('/404/');
    expect(reporter).toHaveBeenCalledOnce();
  });

  describe('once the server names the main site', () => {
    afterEach(() => setMainSiteOrigin(''));

    it("sends blocked URLs to the main site's 404 page instead of this site's", () => {
      setMainSiteOrigin('//printfront.example:8080/');
      expect(blockedUrlReplacement()).toBe('//printfront.example:8080/404/');
      expect(sanitiseUrl('javascript:alert(1)')).toBe('//printfront.example:8080/404/');
      expect(sanitiseOptionalUrl('vbscript:msgbox')).toBe('//printfront.example:8080/404/');
      expect(sanitiseUrl('/about/')).toBe('/about/');
    });
  });

  it("raises 'Missing URL' for a missing URL", () => {
    expect(() => sanitiseUrl(undefined)).toThrow('Missing URL');
    expect(() => sanitiseUrl('  ')).toThrow('Missing URL');
    expect(sanitiseOptionalUrl(undefined)).toBeUndefined();
    expect(sanitiseOptionalUrl('')).toBeUndefined();
  });
});
