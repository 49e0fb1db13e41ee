import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { readStoreSettings } from '../../../../../../server/stores/index.ts';

/** GET /omnis/v3/divisions/{division}/settings/ → the settings screen's state (StoreSettingsView). */
export const GET = ownerEndpoint('dashboard.settings', async (scope) => json(await readStoreSettings(scope)));
