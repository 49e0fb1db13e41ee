import { config } from '../config/config.ts';
import type { Division } from '../../schemas/division.ts';

const portSuffix = (port: number) => (port === 80 || port === 443 ? '' : `:${port}`);

/** The platform's main site, the bare platform domain, as browsers send it: localhost:4321. */
export function platformHost(port = config.port): string {
  return `${config.platformDomain}${portSuffix(port)}`;
}

/** The host a store's sub-domain is reached at, as browsers send it: demo → demo.localhost:4321. */
export function subdomainHost(subdomain: string, port = config.port): string {
  return `${subdomain}.${config.platformDomain}${portSuffix(port)}`;
}

/** Every host a store answers on: its sub-domain and, when set, its custom domain. */
export function storeHosts(division: Division, port = config.port): string[] {
  const hosts = [subdomainHost(division.subdomain, port)];
  if (division.customDomainName) hosts.push(`${division.customDomainName}${portSuffix(port)}`);
  return hosts;
}
