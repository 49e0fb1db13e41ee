import type { Transaction } from 'kysely';
import type { StoreScope } from '../scope.ts';
import type { Database } from '../../../platform/db/tables.ts';
import { fromJson, toJson } from '../../../platform/db/json.ts';
import { bumpContentVersion } from '../content-version.ts';
import { DivisionSettings } from '../../../schemas/division.ts';

/** What a settings change may write besides the settings document: the division's own columns. */
export interface DivisionColumns {
  logo?: string | null;
  custom_domain?: string | null;
}

/**
 * Changes the store's settings document (and columns) from its stored state, read again in
 * the write's transaction so two saves of different sections never undo each other. The
 * store's content version moves with it: every part here shows on the storefront.
 */
export async function changeDivisionSettings(
  scope: StoreScope,
  change: (settings: DivisionSettings) => DivisionSettings,
  columns: DivisionColumns = {},
  check?: (trx: Transaction<Database>) => Promise<void>,
): Promise<DivisionSettings> {
  let saved: DivisionSettings | undefined;
  await bumpContentVersion(scope, {
    write: async (trx) => {
      await check?.(trx as Transaction<Database>);
      const row = await trx.selectFrom('divisions').select('settings_json').where('id', '=', scope.division.id).executeTakeFirstOrThrow();
      const current = DivisionSettings.parse(fromJson(row.settings_json, 'divisions.settings_json') ?? {});
      saved = DivisionSettings.parse(change(current));
      await trx
        .updateTable('divisions')
        .set({ settings_json: toJson(saved), ...columns })
        .where('id', '=', scope.division.id)
        .execute();
    },
  });
  return saved!;
}
