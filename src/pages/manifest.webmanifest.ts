import { storeEndpoint } from '../api/endpoint.ts';
import { loadShell } from '../server/storefront/shell.ts';
import { storeManifest } from '../server/pwa/manifest.ts';
import { crawlerResponse } from '../server/sitemap/text-response.ts';

/** /manifest.webmanifest: this store as an installable app. */
export const GET = storeEndpoint(async (scope, { request }) =>
  crawlerResponse(scope, request, JSON.stringify(storeManifest(await loadShell(scope))), 'application/manifest+json'),
);
