import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { affiliateLink } from './affiliates.ts';
import { readAffiliateSettings, type AffiliateSettings } from './settings.ts';
import { affiliateStats, type AffiliateStats } from './stats.ts';

export interface AffiliatesPageView {
  divisionId: number;
  settings: AffiliateSettings;
  stats: AffiliateStats;
  /** Each affiliate's link on this store. */
  links: Record<string, string>;
}

/**
 * /dashboard/store/affiliates/: the owner's programme — commission settings,
 * adding affiliates, and their figures. The guards admit only this store's members.
 */
export async function affiliatesPage(scope: StoreScope, shell: ShellData, url: URL, origin: string): Promise<StorefrontPage<AffiliatesPageView>> {
  const [settings, stats] = await Promise.all([readAffiliateSettings(scope), affiliateStats(scope)]);
  const links = Object.fromEntries(stats.affiliates.map((affiliate) => [affiliate.code, affiliateLink(origin, affiliate.code)]));
  return dashboardScreen(
    shell,
    url,
    { title: 'Affiliates', description: 'Your affiliate programme.' },
    { divisionId: scope.division.id, settings, stats, links },
  );
}
