import type { StoreScope } from '../stores/scope.ts';
import type { ShellData } from '../storefront/shell.ts';
import type { StorefrontPage } from '../storefront/page-result.ts';
import { unlistedPage } from '../storefront/unlisted-page.ts';

export interface UnderReviewView {
  companyName: string;
  logo: string | null;
}

/**
 * /store-under-review/ (blank layout): what visitors of a store see while staff
 * have not approved it (the guards send them here). Once it is open there is nothing to
 * wait for: back to the store. Never kept by the cache (approval changes it).
 */
export function underReviewPage(scope: StoreScope, shell: ShellData, origin: string): StorefrontPage<UnderReviewView> {
  if (!scope.division.underReview) return { kind: 'redirect', location: '/', status: 302 };
  const head = {
    title: 'Store under review',
    description: `${shell.companyName} opens once it has been reviewed.`,
    path: '/store-under-review/',
    loginState: 'everyone' as const,
  };
  return unlistedPage(shell, origin, head, { companyName: shell.companyName, logo: shell.logo }, { layout: 'blank', headers: { 'cache-control': 'no-store' } });
}
