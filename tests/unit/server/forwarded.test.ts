import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { applyForwarding, CLIENT_IP_HEADER, isTrustedProxy, SECURE_HEADER } from '../../../src/platform/front/forwarded.ts';

function request(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress }, headers: { host: 'demo.localhost:4321', ...headers } } as unknown as IncomingMessage;
}

const forwarded = { 'x-forwarded-host': 'shop.northwind.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, 10.0.0.1' };

describe('X-Forwarded-* from trusted proxies only', () => {
  it('ignores forwarded headers from an untrusted peer', () => {
    const req = request('198.51.100.7', forwarded);
    applyForwarding(req, ['10.0.0.2']);
    expect(req.headers.host).toBe('demo.localhost:4321');
    expect(req.headers[SECURE_HEADER]).toBe('0');
    expect(req.headers[CLIENT_IP_HEADER]).toBe('198.51.100.7');
    expect(req.headers['x-forwarded-host']).toBeUndefined();
  });

  it('believes a configured proxy about host, scheme and client', () => {
    const req = request('10.0.0.2', forwarded);
    applyForwarding(req, ['10.0.0.2']);
    expect(req.headers.host).toBe('shop.northwind.test');
    expect(req.headers[SECURE_HEADER]).toBe('1');
    expect(req.headers[CLIENT_IP_HEADER]).toBe('203.0.113.9');
  });

  it('refuses a forwarded host that is not a host name', () => {
    const req = request('127.0.0.1', { 'x-forwarded-host': 'evil.test/<script>' });
    applyForwarding(req, ['loopback']);
    expect(req.headers.host).toBe('demo.localhost:4321');
  });

  it('knows loopback as a name for the local addresses', () => {
    expect(isTrustedProxy('::1', ['loopback'])).toBe(true);
    expect(isTrustedProxy('::ffff:127.0.0.1', ['loopback'])).toBe(true);
    expect(isTrustedProxy('127.0.0.2', ['loopback'])).toBe(false);
    expect(isTrustedProxy('::ffff:10.0.0.2', ['10.0.0.2'])).toBe(true);
  });

  it('lets a client pretend nothing with its own internal headers', () => {
    const req = request('198.51.100.7', { [SECURE_HEADER]: '1', [CLIENT_IP_HEADER]: '1.2.3.4' });
    applyForwarding(req, []);
    expect(req.headers[SECURE_HEADER]).toBe('0');
    expect(req.headers[CLIENT_IP_HEADER]).toBe('198.51.100.7');
  });
});
