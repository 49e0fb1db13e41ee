import { z } from 'zod';
import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';

/**
 * A store's link to its Instagram account, kept as the `instagram` row of plugin_settings
 * ({ "accessToken": "…" }, enabled = 1). It is read only here, on purpose not listed in
 * PLUGIN_SCHEMAS: the plugin map is sent to browsers with the store's core data, and an
 * access token must never be.
 */
export const InstagramConnection = z.object({
  accessToken: z.string().trim().min(1).max(1000),
});
export type InstagramConnection = z.infer<typeof InstagramConnection>;

export const INSTAGRAM_PLUGIN_CODE = 'instagram';

export async function readInstagramConnection(scope: StoreScope): Promise<InstagramConnection | undefined> {
  const row = await scope.db
    .selectFrom('plugin_settings')
    .select('settings_json')
    .where('division_id', '=', scope.division.id)
    .where('code', '=', INSTAGRAM_PLUGIN_CODE)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = InstagramConnection.safeParse(fromJson(row.settings_json, 'plugin_settings.settings_json'));
  return parsed.success ? parsed.data : undefined;
}
