import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { ThemeApplyBody } from '../../../../../../schemas/store-theme.ts';
import { applyStoreTheme } from '../../../../../../server/stores/index.ts';

/** POST /omnis/v3/divisions/{division}/theme/apply/ { name, pro? }: dresses the store in a named theme and publishes it. */
export const POST = ownerEndpoint('dashboard.themes', async (scope, { request }) => {
  const body = await readJson(request, ThemeApplyBody);
  return json({ theme: await applyStoreTheme(scope, body) });
});
