import { describe, expect, it } from 'vitest';
import { isValidHost } from '../../../src/platform/front/host-header.ts';

describe('isValidHost (RFC 9112 §3.2)', () => {
  it('accepts host names, IP addresses and IPv6 literals, with or without a port', () => {
    for (const host of [
      'demo.localhost',
      'demo.localhost:4321',
      'Shop.Example.COM',
      'xn--bcher-kva.example',
      '127.0.0.1:80',
      '[::1]',
      '[::1]:8080',
      'localhost.',
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses user info, spaces, paths, a missing or empty host and very long ones', () => {
    for (const host of [
      'u:p@demo.localhost',
      'demo.localhost@evil.example',
      'a b',
      'demo.localhost/path',
      'demo.localhost:80:80',
      '[::1',
      '',
      undefined,
      `${'a'.repeat(256)}.example`,
    ]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});
