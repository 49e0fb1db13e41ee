import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { SplitTestSummary } from '../../../schemas/split-tests.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { listSplitTests } from './store-tests.ts';

export interface SplitTestsPageView {
  divisionId: number;
  tests: SplitTestSummary[];
}

/**
 * /dashboard/store/split-tests/: start a test and read its results — visitors,
 * conversions and the confidence that a variation beats the default. Guarded as every
 * /dashboard/store/ screen.
 */
export async function splitTestsPage(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<SplitTestsPageView>> {
  const tests = await listSplitTests(scope);
  return dashboardScreen(
    shell,
    url,
    { title: 'Split tests', description: 'Try variations of your pages and see which converts better.' },
    { divisionId: scope.division.id, tests },
  );
}
