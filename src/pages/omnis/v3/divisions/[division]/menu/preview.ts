import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { parseMenuSave } from '../../../../../../schemas/menu-save.ts';
import { loadShell } from '../../../../../../server/stores/index.ts';
import { renderMenu } from '../../../../../../components/shell/render-menu.ts';

/**
 * POST /omnis/v3/divisions/{division}/menu/preview/ { menu } → { desktop, mobile }: the shell's
 * menu HTML for an unsaved menu, for the editor's preview. Nothing is written.
 */
export const POST = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  const { menu } = parseMenuSave(await readJson(request, z.unknown()));
  const shell = await loadShell(scope);
  return json(await renderMenu(menu, shell.themeTokens['menu.background']));
});
