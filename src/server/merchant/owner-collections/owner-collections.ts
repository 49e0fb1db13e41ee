import type { StoreScope } from '../../stores/index.ts';
import type { Collection, CollectionBody, CollectionOrderBody } from '../../../schemas/collection.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { toJson } from '../../../platform/db/json.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { insertCollection, setCollectionProducts } from '../../catalogue/index.ts';
import { collectionFromRow } from '../../catalogue/index.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import { slugify } from '../../../lib/slugify.ts';
import { bannerImage } from './banner-image.ts';
import { URL_NAME_TAKEN } from '../../../schemas/collection.ts';
import { ownerProductItem } from '../owner-products/owner-product-item.ts';
import type { OwnerProductItem } from '../../../schemas/owner-product.ts';
import type { OwnerCollection } from '../../../schemas/collection.ts';

// The dashboard's collections: list, create, edit, delete and order the
// products of the store's collections. Every write is a publish: the collection pages,
// menus and product pages shoppers see change, so the store's content version moves with it.

/** The store's collection by id: another store's is the spec's 403, none a 404. */
async function ownCollectionRow(scope: StoreScope, id: number) {
  const row = await scope.db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('notFound', 'No such collection.');
  if (row.division_id !== scope.division.id) throw new ApiError('otherStore');
  return row;
}

export async function listOwnerCollections(scope: StoreScope): Promise<OwnerCollection[]> {
  const rows = await scope.db
    .selectFrom('collections')
    .selectAll('collections')
    .select((eb) =>
      eb
        .selectFrom('product_collections')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('product_collections.collection_id', '=', 'collections.id')
        .as('product_count'),
    )
    .where('division_id', '=', scope.division.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...collectionFromRow(row), productCount: Number(row.product_count ?? 0) }));
}

export async function ownerCollection(scope: StoreScope, id: number): Promise<Collection> {
  return collectionFromRow(await ownCollectionRow(scope, id));
}

/** The url name to store: the one given, else the name's slug; refused when another collection of the store has it. */
async function freeUrlName(scope: StoreScope, body: CollectionBody, exceptId: number | null): Promise<string> {
  const urlName = body.urlName || slugify(body.name);
  if (urlName === '') throw ApiError.validation({ urlName: ['This field is required.'] });
  let query = scope.db.selectFrom('collections').select('id').where('division_id', '=', scope.division.id).where('url_name', '=', urlName);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw ApiError.validation({ urlName: [URL_NAME_TAKEN] });
  return urlName;
}

/** A url name taken between the check and the write (two saves at once): the same 422 as the check's. */
function takenUrlName(error: unknown): never {
  if (isUniqueViolation(error)) throw ApiError.validation({ urlName: [URL_NAME_TAKEN] });
  throw error;
}

export async function createOwnerCollection(scope: StoreScope, body: CollectionBody): Promise<Collection> {
  const urlName = await freeUrlName(scope, body, null);
  const banner = body.banner ? await bannerImage(scope, body.banner, body.name) : null;
  const last = await scope.db
    .selectFrom('collections')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  let id = 0;
  await bumpContentVersion(scope, {
    write: async (db) => (id = await insertCollection({ ...scope, db }, { name: body.name, urlName, description: body.description, banner, position })),
  }).catch(takenUrlName);
  return ownerCollection(scope, id);
}

export async function updateOwnerCollection(scope: StoreScope, id: number, body: CollectionBody): Promise<Collection> {
  await ownCollectionRow(scope, id);
  const urlName = await freeUrlName(scope, body, id);
  const banner = body.banner ? await bannerImage(scope, body.banner, body.name) : null;
  await bumpContentVersion(scope, {
    write: (db) =>
      db
        .updateTable('collections')
        .set({ name: body.name, url_name: urlName, description: body.description, banner_json: toJson(banner) })
        .where('id', '=', id)
        .where('division_id', '=', scope.division.id)
        .execute(),
  }).catch(takenUrlName);
  return ownerCollection(scope, id);
}

/** Deletes the collection; its products stay in the store, just no longer grouped. */
export async function deleteOwnerCollection(scope: StoreScope, id: number): Promise<void> {
  await ownCollectionRow(scope, id);
  await bumpContentVersion(scope, {
    write: async (db) => {
      await db.deleteFrom('product_collections').where('collection_id', '=', id).execute();
      await db.deleteFrom('collections').where('id', '=', id).where('division_id', '=', scope.division.id).execute();
    },
  });
}

/** The collection's products in their order, as the dashboard lists them. */
export async function collectionProductItems(scope: StoreScope, id: number): Promise<OwnerProductItem[]> {
  await ownCollectionRow(scope, id);
  const rows = await scope.db
    .selectFrom('product_collections')
    .innerJoin('products', 'products.id', 'product_collections.product_id')
    .selectAll('products')
    .where('product_collections.collection_id', '=', id)
    .where('products.division_id', '=', scope.division.id)
    .orderBy('product_collections.position')
    .orderBy('products.id')
    .execute();
  return rows.map((row) => ownerProductItem(productFromRow(row)));
}

/**
 * Makes these the collection's products, in this order (setCollectionProducts): a product of
 * another store is the spec's 403 and the old order stays, as the whole change is one transaction.
 */
export async function orderCollection(scope: StoreScope, id: number, body: CollectionOrderBody): Promise<OwnerProductItem[]> {
  await ownCollectionRow(scope, id);
  await bumpContentVersion(scope, {
    write: async (db) => {
      await db.deleteFrom('product_collections').where('collection_id', '=', id).execute();
      await setCollectionProducts({ ...scope, db }, id, body.productIds);
    },
  });
  return collectionProductItems(scope, id);
}
