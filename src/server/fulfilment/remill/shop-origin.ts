import { subdomainHost } from '../../../platform/http/store-hosts.ts';

/**
 * A store's own address as seen from a request to another host of the platform (the back
 * office is opened on any store's host): the same scheme and port, on the store's
 * sub-domain — which always answers, where a custom domain may not be pointed at us yet.
 */
export function shopOriginFrom(url: URL) {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return (division: { subdomain: string }) => `${url.protocol}//${subdomainHost(division.subdomain, port)}`;
}
