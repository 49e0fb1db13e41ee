import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CreatorTable } from '../../platform/db/catalogue-tables.ts';
import type { StoreScope } from '../stores/index.ts';
import type { Product } from '../../schemas/product.ts';
import { Creator } from '../../schemas/creator.ts';
import { now } from '../../platform/db/json.ts';
import { MAX_PRODUCTS_PER_PAGE, productFromRow } from './products.ts';
import { SHOPPER_LISTED } from './shopper-listed.ts';

/** A store has at most this many creators listed (sitemap). */
export const MAX_CREATORS = 200;

export function creatorFromRow(row: Selectable<CreatorTable>): Creator {
  return Creator.parse({ id: row.id, uuid: row.uuid, urlName: row.url_name, name: row.name, bio: row.bio, avatar: row.avatar });
}

export async function findCreatorByUrlName(scope: StoreScope, urlName: string): Promise<Creator | undefined> {
  const row = await scope.db.selectFrom('creators').selectAll().where('division_id', '=', scope.division.id).where('url_name', '=', urlName).executeTakeFirst();
  return row && creatorFromRow(row);
}

export async function findCreatorById(scope: StoreScope, id: number): Promise<Creator | undefined> {
  const row = await scope.db.selectFrom('creators').selectAll().where('division_id', '=', scope.division.id).where('id', '=', id).executeTakeFirst();
  return row && creatorFromRow(row);
}

export async function listCreators(scope: StoreScope): Promise<Creator[]> {
  const rows = await scope.db
    .selectFrom('creators')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .orderBy('name')
    .orderBy('id')
    .limit(MAX_CREATORS)
    .execute();
  return rows.map(creatorFromRow);
}

/** The creator's listed products, newest first (custom designs and blanks are never listed). */
export async function listCreatorProducts(scope: StoreScope, creatorId: number, limit = MAX_PRODUCTS_PER_PAGE): Promise<Product[]> {
  const rows = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('creator_id', '=', creatorId)
    .where('enabled', '=', 1)
    .where(SHOPPER_LISTED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(limit, 1), MAX_PRODUCTS_PER_PAGE))
    .execute();
  return rows.map((row) => productFromRow(row));
}

export type NewCreator = Omit<Creator, 'id' | 'uuid'>;

export async function insertCreator(scope: StoreScope, creator: NewCreator): Promise<number> {
  const row = await scope.db
    .insertInto('creators')
    .values({
      uuid: randomUUID(),
      division_id: scope.division.id,
      url_name: creator.urlName,
      name: creator.name,
      bio: creator.bio,
      avatar: creator.avatar,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attaches products of the store to one of its creators; other stores' ids are left alone. */
export async function attachCreator(scope: StoreScope, creatorId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await scope.db.updateTable('products').set({ creator_id: creatorId }).where('division_id', '=', scope.division.id).where('id', 'in', productIds).execute();
}
