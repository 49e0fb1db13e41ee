import { storeEndpoint } from '../api/endpoint.ts';
import { loadShell } from '../server/stores/index.ts';
import { storeManifest } from '../server/storefront/index.ts';
import { crawlerResponse } from '../server/storefront/index.ts';

/** /manifest.webmanifest: this store as an installable app. */
export const GET = storeEndpoint(async (scope, { request }) =>
  crawlerResponse(scope, request, JSON.stringify(storeManifest(await loadShell(scope))), 'application/manifest+json'),
);
