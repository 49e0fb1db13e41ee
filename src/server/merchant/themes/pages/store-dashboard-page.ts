import type { ShellData } from '../../../../platform/pages/shell-data.ts';
import type { AccountUser } from '../../../../schemas/account.ts';
import type { StorefrontPage } from '../../../../platform/pages/page-result.ts';
import { dashboardScreen, type DashboardHead } from '../../../../platform/pages/dashboard-screen.ts';

/**
 * The frame of a /dashboard/store/… screen: the guards (src/lib/guards.ts) already let only
 * the store's verified members in; a request without a user is sent to log in. Never cached.
 */
export function storeDashboardPage<V>(shell: ShellData, url: URL, user: AccountUser | null, head: DashboardHead, view: () => V): StorefrontPage<V> {
  if (!user) return { kind: 'redirect', location: `/login/?redirect_uri=${encodeURIComponent(url.pathname + url.search)}`, status: 302 };
  return dashboardScreen(shell, url, head, view());
}
