import { storeEndpoint } from '../api/endpoint.ts';
import { sitemapSections } from '../server/storefront/index.ts';
import { sitemapXml } from '../server/storefront/index.ts';
import { crawlerResponse } from '../server/storefront/index.ts';
import { publicOrigin } from '../lib/public-origin.ts';

/** /sitemap.xml: the store's public addresses on the host that asked (published pages with their sitemap flag set). */
export const GET = storeEndpoint(async (scope, { request, url, locals }) => {
  const origin = publicOrigin(url, locals.identity?.secure);
  return crawlerResponse(scope, request, sitemapXml(origin, await sitemapSections(scope)), 'application/xml; charset=utf-8');
});
