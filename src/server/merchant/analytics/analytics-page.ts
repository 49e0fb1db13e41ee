import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { storeAnalytics, type StoreAnalytics } from './store-analytics.ts';

/**
 * /dashboard/store/analytics/: visits per day, top pages and conversion of
 * the last 30 days. The guards admit only this store's members, and the figures are
 * read for the store the host resolved to, so no store sees another's.
 */
export async function analyticsPage(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<StoreAnalytics>> {
  return dashboardScreen(shell, url, { title: 'Analytics', description: 'Visits, top pages and conversion of your store.' }, await storeAnalytics(scope));
}
