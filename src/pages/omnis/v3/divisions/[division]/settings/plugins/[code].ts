import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { json } from '../../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { isPluginCode, type PluginCode } from '../../../../../../../schemas/plugins.ts';
import { readPlugins, updatePluginSettings } from '../../../../../../../server/stores/index.ts';

const pluginCode = (code: string | undefined): PluginCode => {
  if (!code || !isPluginCode(code)) throw new ApiError('notFound', 'Plugin not found');
  return code;
};

/** GET /omnis/v3/divisions/{division}/settings/plugins/{code}/ → { code, settings }. */
export const GET = ownerEndpoint('dashboard.plugins', async (scope, { params }) => {
  const code = pluginCode(params.code);
  return json({ code, settings: (await readPlugins(scope))[code] });
});

/** PATCH …/plugins/{code}/ { …settings } → the plugin's settings saved; a setting left out keeps its value; bad ones are a 422 with validation texts. */
export const PATCH = ownerEndpoint('dashboard.plugins', async (scope, { params, request }) => {
  const code = pluginCode(params.code);
  const changes = await readJson(request, z.record(z.string(), z.unknown()));
  return json({ code, settings: await updatePluginSettings(scope, code, changes) });
});
