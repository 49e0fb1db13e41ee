import type { StoreScope } from './scope.ts';
import { fromJson, toJson } from '../../platform/db/json.ts';
import { bumpContentVersion } from './content-version.ts';
import { defaultPlugins, PLUGIN_SCHEMAS, type PluginCode, type PluginMap } from '../../schemas/plugins.ts';

/** Every plugin's settings for the store, defaults filled in for those never set. */
export async function readPlugins(scope: StoreScope): Promise<PluginMap> {
  const rows = await scope.db.selectFrom('plugin_settings').selectAll().where('division_id', '=', scope.division.id).execute();
  const plugins = defaultPlugins();
  for (const row of rows) {
    if (!(row.code in PLUGIN_SCHEMAS)) continue;
    const code = row.code as PluginCode;
    const stored = fromJson<Record<string, unknown>>(row.settings_json, 'plugin_settings.settings_json') ?? {};
    const parsed = PLUGIN_SCHEMAS[code].safeParse({ ...stored, enabled: row.enabled === 1 });
    // Settings saved before a rule was tightened must not break the store's pages: that
    // plugin falls back to its defaults (switched off) until its owner saves it again.
    if (parsed.success) (plugins as Record<PluginCode, unknown>)[code] = parsed.data;
    else console.warn(`[plugins] stored settings of "${code}" for division ${scope.division.id} no longer validate; using defaults`);
  }
  return plugins;
}

/** Saves one plugin's settings (validated by its schema) and returns them parsed. */
export async function savePluginSettings<C extends PluginCode>(scope: StoreScope, code: C, settings: Record<string, unknown>): Promise<PluginMap[C]> {
  const parsed = PLUGIN_SCHEMAS[code].parse(settings) as PluginMap[C] & { enabled: boolean };
  const { enabled, ...rest } = parsed;
  const values = { enabled: enabled ? 1 : 0, settings_json: toJson(rest) };
  // Plugins change what the shell renders (currency selector, banners); the settings and
  // the version bump (with its rebuild job) commit together.
  await bumpContentVersion(scope, {
    write: (db) =>
      db
        .insertInto('plugin_settings')
        .values({ division_id: scope.division.id, code, ...values })
        .onConflict((conflict) => conflict.columns(['division_id', 'code']).doUpdateSet(values))
        .execute(),
  });
  return parsed;
}

/**
 * Changes some of a plugin's settings, keeping the others: what the dashboard's form and
 * the settings call save. Bad input throws the schema's ZodError (a 422 with the spec's texts).
 */
export async function updatePluginSettings<C extends PluginCode>(scope: StoreScope, code: C, changes: Record<string, unknown>): Promise<PluginMap[C]> {
  const current = (await readPlugins(scope))[code];
  return savePluginSettings(scope, code, { ...current, ...changes });
}
