import type { StoreScope } from '../scope.ts';
import type { ShellData } from '../shell.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';

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
