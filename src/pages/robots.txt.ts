import { storeEndpoint } from '../api/endpoint.ts';
import { robotsTxt } from '../server/storefront/index.ts';
import { crawlerResponse } from '../server/storefront/index.ts';
import { publicOrigin } from '../lib/public-origin.ts';

/** /robots.txt: what crawlers may visit on this host, and where its sitemap is. */
export const GET = storeEndpoint((scope, { request, url, locals }) =>
  crawlerResponse(scope, request, robotsTxt(publicOrigin(url, locals.identity?.secure)), 'text/plain; charset=utf-8'),
);
