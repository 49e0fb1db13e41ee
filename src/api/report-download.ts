import type { APIRoute } from 'astro';
import type { StoreScope } from '../server/stores/index.ts';
import { reportPeriod } from '../server/merchant/index.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { ownerEndpoint } from './owner-endpoint.ts';

/**
 * A report downloaded as a CSV file: the store's members holding dashboard.orders, for the
 * period ?from=&to= (422 with the period's message), named after the store and the period.
 */
export function reportDownload(name: string, build: (scope: StoreScope, from: Date, to: Date) => Promise<string>): APIRoute {
  return ownerEndpoint('dashboard.orders', async (scope, context) => {
    const asked = reportPeriod(context.url.searchParams);
    if ('errors' in asked) throw ApiError.validation(asked.errors);
    const { period } = asked;
    const body = await build(scope, period.from, period.to);
    const file = `${name}-${scope.division.subdomain}-${period.fromDay}-to-${period.toDay}.csv`;
    return new Response(body, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'private, no-store' },
    });
  });
}
