import type { StoreScope } from '../../src/server/stores/index.ts';
import type { AffiliateStatsProps } from './schema.ts';
import { affiliateStats, type AffiliateFigures, type MonthFigures } from '../../src/server/commerce/index.ts';

export interface Data {
  totals: AffiliateFigures;
  months: MonthFigures[];
}

/** The programme's (or one affiliate's) figures from paid orders; never the affiliates' names or e-mails. */
export async function load(scope: StoreScope, properties: AffiliateStatsProps): Promise<Data> {
  const stats = await affiliateStats(scope, { code: properties.code || undefined, months: properties.months });
  return { totals: stats.totals, months: stats.months };
}
