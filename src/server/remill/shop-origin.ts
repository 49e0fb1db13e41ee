import { subdomainHost } from '../stores/store-hosts.ts';

/**
 * A store's own address as seen from a request to another host of the platform (the back
 * office is opened on any store's host): the same scheme and port, the store's custom
 * domain when it has one, else its sub-domain.
 */
export function shopOriginFrom(url: URL) {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const suffix = port === 80 || port === 443 ? '' : `:${port}`;
  return (division: { subdomain: string; customDomainName: string | null }) =>
    `${url.protocol}//${division.customDomainName ? `${division.customDomainName}${suffix}` : subdomainHost(division.subdomain, port)}`;
}
