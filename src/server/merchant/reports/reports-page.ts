import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { FieldErrors } from '../../../lib/validation/index.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { mayEditStore, storeCurrency } from '../../stores/index.ts';
import { reportPeriod } from './report-period.ts';
import { taxReport, type TaxReport } from './tax-report.ts';

// /dashboard/store/reports/?from=&to=: the tax report of a period as a table, and the links
// that download it and the orders export as CSV (the same figures).

export interface ReportsView {
  allowed: boolean;
  fromDay: string;
  toDay: string;
  errors: FieldErrors;
  report: TaxReport | null;
}

const HEAD = { title: 'Reports', description: 'Sales, refunds and VAT by country and rate, and the orders export.' };

export async function reportsPage(scope: StoreScope, shell: ShellData, url: URL, identity: Identity): Promise<StorefrontPage<ReportsView>> {
  const allowed = mayEditStore(identity, scope.division.id, 'dashboard.orders');
  const asked = reportPeriod(url.searchParams);
  if ('errors' in asked)
    return dashboardScreen(shell, url, HEAD, { allowed, fromDay: asked.fromDay, toDay: asked.toDay, errors: asked.errors, report: null }, 422);
  const { period } = asked;
  const report = allowed ? await taxReport(scope, period.from, period.to, (await storeCurrency(scope)).code) : null;
  return dashboardScreen(shell, url, HEAD, { allowed, fromDay: period.fromDay, toDay: period.toDay, errors: {}, report }, allowed ? undefined : 403);
}
