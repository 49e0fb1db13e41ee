import { storeEndpoint } from '../api/endpoint.ts';
import { loadShell } from '../server/stores/shell.ts';
import { storeManifest } from '../server/storefront/pwa/manifest.ts';
import { crawlerResponse } from '../server/storefront/sitemap/text-response.ts';

/** /manifest.webmanifest: this store as an installable app (spec §1). */
export const GET = storeEndpoint(async (scope, { request }) =>
  crawlerResponse(scope, request, JSON.stringify(storeManifest(await loadShell(scope))), 'application/manifest+json'),
);
