import { describe, expect, it, vi } from 'vitest';
import { isSafeUrl, sanitiseUrl, sanitiseOptionalUrl, onBlockedUrl, BLOCKED_URL_REPLACEMENT } from '../../../src/lib/url-sanitiser.ts';

describe('URL sanitiser (spec §5)', () => {
  it.each([
    'https://example.com/a', 'http://example.com', 'wss://socket.example.com', 'ws://x.test', 'mqtts://broker.test', 'mqtt://broker.test',
    'mailto:hello@example.com', 'tel:+441234567890', '//cdn.example.com/x.png', 'data:image/png;base64,AAAA', 'dtg:abc',
    '#section', '@name', '/collection/hoodies/', '/',
  ])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
    expect(sanitiseUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'vbscript:msgbox', 'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>', 'ftp://example.com', 'collection/hoodies', '/\\evil.com', '//', 'about:blank',
  ])('blocks %s and reports it', (url) => {
    const reporter = vi.fn();
    onBlockedUrl(reporter);
    expect(isSafeUrl(url)).toBe(false);
    expect(sanitiseUrl(url)).toBe(BLOCKED_URL_REPLACEMENT);
    expect(reporter).toHaveBeenCalledOnce();
  });

  it("raises 'Missing URL' for a missing URL", () => {
    expect(() => sanitiseUrl(undefined)).toThrow('Missing URL');
    expect(() => sanitiseUrl('  ')).toThrow('Missing URL');
    expect(sanitiseOptionalUrl(undefined)).toBeUndefined();
    expect(sanitiseOptionalUrl('')).toBeUndefined();
  });
});
