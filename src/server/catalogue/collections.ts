import type { Selectable } from 'kysely';
import type { CollectionTable } from '../../platform/db/tables.ts';
import type { StoreScope } from '../stores/index.ts';
import { fromJson } from '../../platform/db/json.ts';
import { Collection } from '../../schemas/collection.ts';

export function collectionFromRow(row: Selectable<CollectionTable>): Collection {
  return Collection.parse({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    urlName: row.url_name,
    description: row.description,
    banner: fromJson(row.banner_json, 'collections.banner_json'),
    position: row.position,
  });
}

export async function listCollections(scope: StoreScope): Promise<Collection[]> {
  const rows = await scope.db
    .selectFrom('collections')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .orderBy('position')
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map(collectionFromRow);
}

export async function findCollectionByUrlName(scope: StoreScope, urlName: string): Promise<Collection | undefined> {
  const row = await scope.db
    .selectFrom('collections')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('url_name', '=', urlName)
    .executeTakeFirst();
  return row && collectionFromRow(row);
}
