import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { sitemapSections, type SitemapSections } from './sitemap-entries.ts';
import { storeCacheVerdict } from '../../../platform/pages/cacheability.ts';
import { listedHead } from '../../../platform/pages/listed-head.ts';
import { breadcrumbList, type Crumb } from '../../../lib/structured-data.ts';

export const SITEMAP_PATH = '/sitemap/';

/** /sitemap/: the store's public pages for people, grouped. Cached per content version like every public page. */
export async function loadSitemapPage(scope: StoreScope, shell: ShellData, origin: string): Promise<StorefrontPage<SitemapSections>> {
  const sections = await sitemapSections(scope);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Sitemap', path: SITEMAP_PATH },
  ];
  return {
    kind: 'page',
    view: sections,
    head: listedHead(shell, {
      title: 'Sitemap',
      description: `Every page, collection, product and story of ${shell.companyName}.`,
      canonical: origin + SITEMAP_PATH,
      images: [],
    }),
    jsonLd: [breadcrumbList(crumbs, origin)],
    crumbs,
    layout: 'standard',
    cache: storeCacheVerdict(scope.division),
  };
}
