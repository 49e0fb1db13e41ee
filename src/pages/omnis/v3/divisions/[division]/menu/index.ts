import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { parseMenuSave } from '../../../../../../schemas/menu-save.ts';
import { readMainMenu, saveMainMenu } from '../../../../../../server/stores/index.ts';

/** GET /omnis/v3/divisions/{division}/menu/ → { menu }. */
export const GET = ownerEndpoint('dashboard.settings', async (scope) => json({ menu: await readMainMenu(scope) }));

/** PUT /omnis/v3/divisions/{division}/menu/ { menu }: replaces the main menu and publishes it. */
export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  const { menu } = parseMenuSave(await readJson(request, z.unknown()));
  return json({ menu: await saveMainMenu(scope, menu) });
});
