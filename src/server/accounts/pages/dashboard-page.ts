import type { StoreScope } from '../../stores/scope.ts';
import type { ShellData } from '../../storefront/shell.ts';
import type { AccountUser } from '../../../schemas/account.ts';
import type { StorefrontPage } from '../../storefront/page-result.ts';
import { unlistedPage } from '../../storefront/unlisted-page.ts';
import { PERSONAL_PAGE_HEADERS } from '../../storefront/page-result.ts';
import { dashboardStores, holdsStorePermission, type DashboardStore } from '../dashboard-stores.ts';

export interface DashboardPageView {
  user: AccountUser;
  /** The user's stores, each with whether they may open its plugins. */
  cards: { store: DashboardStore; pluginsGranted: boolean }[];
}

/**
 * /dashboard/ (spec §2): the signed-in person's stores and account, with two-step
 * verification. The guards let only verified, licence-signed users with dashboard access
 * in; the login redirect only covers a request that somehow arrives without a user.
 */
export async function dashboardPage(scope: StoreScope, shell: ShellData, url: URL, user: AccountUser | null): Promise<StorefrontPage<DashboardPageView>> {
  if (!user) return { kind: 'redirect', location: `/login/?redirect_uri=${encodeURIComponent(url.pathname + url.search)}`, status: 302 };
  const stores = await dashboardStores(scope.db, user.id, scope.division.id);
  const cards = stores.map((store) => ({ store, pluginsGranted: holdsStorePermission(store, user, 'dashboard.plugins') }));
  const head = { title: 'Dashboard', description: 'Your stores and account.', path: '/dashboard/', loginState: 'dashboard-access' as const };
  return unlistedPage(shell, url.origin, head, { user, cards }, { layout: 'tool', headers: PERSONAL_PAGE_HEADERS });
}
