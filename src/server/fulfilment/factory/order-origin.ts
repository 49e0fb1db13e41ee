import type { StoreScope } from '../../stores/index.ts';
import { subdomainHost } from '../../../platform/http/store-hosts.ts';

/**
 * The origin of the store that owns an order, for links in the mails a back-office action
 * sends: staff work on every store's orders from whichever host they opened the atlas on,
 * but the customer's links must go to the store they bought from.
 */
export function storeOriginFor(scope: StoreScope, requestUrl: URL): string {
  const port = requestUrl.port ? Number(requestUrl.port) : requestUrl.protocol === 'https:' ? 443 : 80;
  return `${requestUrl.protocol}//${subdomainHost(scope.division.subdomain, port)}`;
}
