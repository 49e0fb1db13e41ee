import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { json } from '../../../../../../../api/respond.ts';
import { SearchRedirectBody } from '../../../../../../../schemas/store-settings.ts';
import { addSearchRedirectItem, listSearchRedirectItems } from '../../../../../../../server/stores/index.ts';

/** GET /omnis/v3/divisions/{division}/settings/search-redirects/ → { searchRedirects }. */
export const GET = ownerEndpoint('dashboard.settings', async (scope) => json({ searchRedirects: await listSearchRedirectItems(scope) }));

/** POST …/search-redirects/ { searchTerm, destinationUrl } → 201 the redirect added. */
export const POST = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  const redirect = await addSearchRedirectItem(scope, await readJson(request, SearchRedirectBody));
  return json({ searchRedirect: redirect }, 201);
});
