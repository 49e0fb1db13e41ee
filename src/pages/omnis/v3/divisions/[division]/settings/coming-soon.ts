import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { ComingSoonBody } from '../../../../../../schemas/store-settings.ts';
import { readStoreSettings, saveComingSoon } from '../../../../../../server/stores/index.ts';

/** PUT /omnis/v3/divisions/{division}/settings/coming-soon/ { enabled, title, message, launchAt } → the coming-soon settings saved. */
export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  await saveComingSoon(scope, await readJson(request, ComingSoonBody));
  return json({ comingSoon: (await readStoreSettings(scope)).comingSoon });
});
