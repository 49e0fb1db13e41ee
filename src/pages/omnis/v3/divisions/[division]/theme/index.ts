import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { ThemeSaveBody } from '../../../../../../schemas/store-theme.ts';
import { readStoreTheme, saveStoreTheme } from '../../../../../../server/stores/index.ts';

/** GET /omnis/v3/divisions/{division}/theme/ → { theme: { name, overrides, pro } }. */
export const GET = ownerEndpoint('dashboard.themes', (scope) => json({ theme: readStoreTheme(scope) }));

/** PUT /omnis/v3/divisions/{division}/theme/ { base, overrides }: saves the store's own theme and publishes it. */
export const PUT = ownerEndpoint('dashboard.themes', async (scope, { request }) => {
  const body = await readJson(request, ThemeSaveBody);
  return json({ theme: await saveStoreTheme(scope, body) });
});
