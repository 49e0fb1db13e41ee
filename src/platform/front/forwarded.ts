import type { IncomingMessage } from 'node:http';
import { config } from '../config/config.ts';

// X-Forwarded-Host/-Proto/-For are believed only from the proxies named in
// TRUSTED_PROXIES ("loopback" for 127.0.0.1 and ::1); from anyone else they are
// dropped, so a client cannot pose as another host or as HTTPS.

export const CLIENT_IP_HEADER = 'x-printfront-client-ip';
export const SECURE_HEADER = 'x-printfront-secure';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isTrustedProxy(address: string | undefined, trusted: readonly string[] = config.trustedProxies): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  return trusted.some((entry) => (entry === 'loopback' ? LOOPBACK.has(address) : entry === address || entry === plain));
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Rewrites the request as the app should see it: the real host and scheme behind a
 * trusted proxy, and the client address in one header the app can rely on.
 */
export function applyForwarding(req: IncomingMessage, trusted: readonly string[] = config.trustedProxies): void {
  const socketAddress = req.socket.remoteAddress ?? '';
  const fromProxy = isTrustedProxy(socketAddress, trusted);
  const forwardedHost = first(req.headers['x-forwarded-host']);
  const forwardedProto = first(req.headers['x-forwarded-proto']);
  const forwardedFor = first(req.headers['x-forwarded-for']);
  if (fromProxy && forwardedHost && /^[a-z0-9.-]+(:\d+)?$/i.test(forwardedHost)) req.headers.host = forwardedHost;
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  req.headers[SECURE_HEADER] = encrypted || (fromProxy && forwardedProto === 'https') ? '1' : '0';
  req.headers[CLIENT_IP_HEADER] = fromProxy && forwardedFor ? forwardedFor : socketAddress;
  delete req.headers['x-forwarded-host'];
  delete req.headers['x-forwarded-proto'];
  delete req.headers['x-forwarded-for'];
}
