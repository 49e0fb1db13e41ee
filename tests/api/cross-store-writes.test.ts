// Writing another store's data is refused with the other-store 403 text, through
// the API's one error path, and nothing is written (on SQLite and PostgreSQL alike).
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeCollection, makeProduct, makeStore } from '../support/factories/index.ts';
import { setCollectionProducts } from '../../src/server/catalogue/catalogue-writes.ts';
import { errorResponse } from '../../src/api/respond.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';

const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";

let own: StoreScope;
let ownCollection: number;
let ownProduct: number;
let demoCollection: number;
let demoProduct: number;

beforeAll(async () => {
  const { db } = await testDb();
  own = await makeStore(db, { prefix: 'xs' });
  ownCollection = (await makeCollection(own, { name: 'Mine', urlName: 'mine' })).id;
  ownProduct = (await makeProduct(own, { name: 'own-tee', urlName: 'own-tee' })).id;
  const demo = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  demoCollection = (await db.selectFrom('collections').select('id').where('division_id', '=', demo.id).executeTakeFirstOrThrow()).id;
  demoProduct = (await db.selectFrom('products').select('id').where('division_id', '=', demo.id).executeTakeFirstOrThrow()).id;
});

/** The collection's product ids, in order. */
const contents = (collectionId: number) =>
  own.db.selectFrom('product_collections').select('product_id').where('collection_id', '=', collectionId).orderBy('position').execute();

/** The write's refusal as an endpoint answers it. */
async function answer(write: Promise<unknown>) {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the write was refused').toBeDefined();
  const response = errorResponse(error);
  return { status: response.status, body: await response.json() };
}

describe('cross-store catalogue writes', () => {
  it("refuses to fill another store's collection with a 403 and leaves it as it was", async () => {
    const before = await contents(demoCollection);
    expect(before.length).toBeGreaterThan(0);
    expect(await answer(setCollectionProducts(own, demoCollection, [ownProduct]))).toEqual({ status: 403, body: { code: 'otherStore', message: OTHER_STORE } });
    expect(await contents(demoCollection)).toEqual(before);
  });

  it("refuses another store's product in an own collection, writing none of the list", async () => {
    expect(await answer(setCollectionProducts(own, ownCollection, [ownProduct, demoProduct]))).toEqual({
      status: 403,
      body: { code: 'otherStore', message: OTHER_STORE },
    });
    expect(await contents(ownCollection)).toEqual([]);
  });

  it('still writes a list that is all the store’s own', async () => {
    await setCollectionProducts(own, ownCollection, [ownProduct]);
    expect(await contents(ownCollection)).toEqual([{ product_id: ownProduct }]);
  });
});
