import { ApiError } from '../../../platform/errors/api-error.ts';

/**
 * The collector takes no credentials and answers no CORS request: its beacons
 * come from the store's own pages. A browser call from another site carries an Origin
 * (or Sec-Fetch-Site) saying so and is refused, so no other site can write a store's figures;
 * no Access-Control-Allow-* header is ever sent, so no other site can read an answer either.
 */
export function assertSameOrigin(headers: Headers, host: string): void {
  const site = headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new ApiError('permissionDenied');
  const origin = headers.get('origin');
  if (origin === null) return;
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== host) throw new ApiError('permissionDenied');
}
