import { reportDownload } from '../../../../api/report-download.ts';
import { storeCurrency } from '../../../../server/stores/index.ts';
import { taxReport, taxReportCsv } from '../../../../server/merchant/index.ts';

/** GET /dashboard/store/reports/tax.csv?from=&to=: sales, refunds and VAT by country, treatment and rate. */
export const GET = reportDownload('tax-report', async (scope, from, to) => taxReportCsv(await taxReport(scope, from, to, (await storeCurrency(scope)).code)));
