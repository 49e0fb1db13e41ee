import type { StoreScope } from './scope.ts';
import { fromJson, now, toJson } from '../../platform/db/json.ts';
import { bumpContentVersion } from './content-version.ts';
import { MainMenu } from '../../schemas/menu.ts';

/** The store's main menu; a store without one has an empty menu. */
export async function readMainMenu(scope: StoreScope): Promise<MainMenu> {
  const row = await scope.db.selectFrom('main_menus').select('items_json').where('division_id', '=', scope.division.id).executeTakeFirst();
  return MainMenu.parse(fromJson(row?.items_json, 'main_menus.items_json') ?? []);
}

/** Replaces the store's main menu; the render cache sees the new content version. */
export async function saveMainMenu(scope: StoreScope, menu: MainMenu): Promise<MainMenu> {
  const items = MainMenu.parse(menu);
  const time = now();
  // The menu and the version bump (with its rebuild job) commit together.
  await bumpContentVersion(scope, {
    write: (db) =>
      db
        .insertInto('main_menus')
        .values({ division_id: scope.division.id, items_json: toJson(items), updated_at: time })
        .onConflict((conflict) => conflict.column('division_id').doUpdateSet({ items_json: toJson(items), updated_at: time }))
        .execute(),
  });
  return items;
}
