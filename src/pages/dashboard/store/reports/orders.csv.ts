import { reportDownload } from '../../../../api/report-download.ts';
import { ordersCsv } from '../../../../server/merchant/index.ts';

/** GET /dashboard/store/reports/orders.csv?from=&to=: every order paid in the period. */
export const GET = reportDownload('orders', ordersCsv);
