import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('email', () => {
  itChecks(rules.email, {
    valid: ['', 'jo@example.com', 'jo.bloggs+shop@mail.example.co.uk', "o'neil@example.ie", 'A_B-c@xn--bcher-kva.example'],
    invalid: [
      'jo',
      'jo@',
      '@example.com',
      'jo@example',
      'jo@localhost',
      'jo bloggs@example.com',
      'jo@example..com',
      '.jo@example.com',
      'jo.@example.com',
      'jo@-example.com',
      ' jo@example.com',
      'jo@example.com ',
      'jo@@example.com',
    ],
  });
});

describe('domain', () => {
  itChecks(rules.domain, {
    valid: ['', 'example.com', 'shop.example.co.uk', 'MY-SHOP.Example.COM', 'xn--bcher-kva.example', 'a.io'],
    invalid: [
      'example',
      'https://example.com',
      'example.com/path',
      'example.com:8080',
      '-shop.example.com',
      'shop-.example.com',
      'shop..example.com',
      'exa mple.com',
      'example.c',
      `${'a'.repeat(64)}.com`,
      'example.123',
    ],
  });
});

describe('url', () => {
  itChecks(rules.url, {
    valid: [
      '',
      'https://example.com',
      'http://shop.example.co.uk/path?q=1#top',
      'https://localhost:4321/',
      '//cdn.example.com/a.png',
      '/about/',
      '#contact',
      '@home',
      'mailto:hi@example.com',
      'tel:+441234567890',
      'wss://live.example.com/socket',
      'data:image/png;base64,iVBORw0KGgo=',
    ],
    invalid: [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox',
      'data:text/html,<script>alert(1)</script>',
      'example.com',
      'https://',
      'https://exa mple.com',
      'http://nohost',
      'ftp://example.com',
      'mailto:',
      'https://example.com/a b',
      '/\\evil.com',
    ],
  });

  it('uses the same allow-list as the URL sanitiser', () => {
    // The sanitiser allows mqtt; the rule only adds the need for a real host.
    expect(rules.url.test('mqtts://broker.example.com')).toBe(true);
    expect(rules.url.test('mqtts://broker')).toBe(false);
  });
});
