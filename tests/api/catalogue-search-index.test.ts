// Search finds its candidates through the database's full-text index (migration
// 0042: FTS5 on SQLite, tsvector + GIN on PostgreSQL), kept in step by triggers whatever writes
// the products; a shopper's input is quoted, never read as query syntax; the spec's weighting
// then ranks them as before (docs/catalogue.md "Search").
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { testDb } from '../support/api.ts';
import { freshDatabase } from '../support/fresh-database.ts';
import { makeProduct, makeStore, type ProductOverrides } from '../support/factories/index.ts';
import { insertCollection, setCollectionProducts } from '../../src/server/catalogue/catalogue-writes.ts';
import { fullTextQuery, MAX_SEARCH_CANDIDATES, rankedSearch } from '../../src/server/catalogue/search.ts';
import { migrations } from '../../src/platform/db/migrations/index.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { Db } from '../../src/platform/db/database.ts';

const RUN = Date.now().toString(36);

/** A plain white tee (or whatever `name` says) of Index Co, at a URL name of its own. */
const product = (name: string, extra: ProductOverrides = {}): ProductOverrides => ({
  sku: `IDX-${name}`,
  name,
  description: 'A soft garment.',
  urlName: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
  manufacturer: 'Index Co',
  price: 1000,
  options: [{ colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false }],
  ...extra,
});

const newStore = (db: Db, name: string) => makeStore(db, { subdomain: `${name}-${RUN}`, name });

const names = async (scope: StoreScope, term: string) => (await rankedSearch(scope, term)).map((entry) => entry.name);

let scope: StoreScope;
let other: StoreScope;

beforeAll(async () => {
  const { db } = await testDb();
  scope = await newStore(db, 'fts');
  other = await newStore(db, 'ftsother');
  await makeProduct(other, product('Walrus Hoodie'));
});

describe('the full-text index behind search', () => {
  it('finds whole words, word prefixes, plurals and joined words, ranked by the spec weighting', async () => {
    await makeProduct(scope, product('Narwhal Hoodie'));
    await makeProduct(
      scope,
      product('Plain Tee', { description: 'Goes with a narwhal hoodie, a narwhal hat and narwhal socks for a narwhal fan who likes narwhals.' }),
    );
    await makeProduct(scope, product('Narwhal T-Shirt'));
    await makeProduct(scope, product("Don't Panic Tee"));
    expect(await names(scope, 'narwhal')).toEqual(['Narwhal T-Shirt', 'Narwhal Hoodie', 'Plain Tee']);
    expect(await names(scope, 'narw')).toEqual(['Narwhal T-Shirt', 'Narwhal Hoodie', 'Plain Tee']);
    expect(await names(scope, 'narwhals')).toContain('Narwhal Hoodie');
    expect(await names(scope, 'tshirt')).toEqual(['Narwhal T-Shirt']);
    expect(await names(scope, 'dont')).toEqual(["Don't Panic Tee"]);
    expect(await names(scope, 'walrus')).toEqual([]);
  });

  it.each([
    '"',
    '*',
    'OR',
    'AND',
    'NOT',
    'NEAR(',
    'NEAR(a b)',
    ':*',
    '&',
    '!',
    "'",
    '\\',
    '(',
    ')',
    '^',
    '-',
    '+',
    '|',
    '<->',
    'a OR b',
    'hood*',
    '"hood',
    'col:hood',
    "hood':*",
    'hood & !x',
    '""*',
    '!!',
    "''",
    'ünïcødé',
  ])('reads %j as text, never as query syntax', async (term) => {
    await expect(rankedSearch(scope, term)).resolves.toBeInstanceOf(Array);
  });

  it('looks for the words of syntax-looking input as plain words', async () => {
    await makeProduct(scope, product('Oracle Nearby Tee'));
    expect(await names(scope, 'OR')).toContain('Oracle Nearby Tee');
    expect(await names(scope, 'NEAR(')).toEqual(['Oracle Nearby Tee']);
    expect(await names(scope, '"orac*')).toEqual(['Oracle Nearby Tee']);
    expect(await names(scope, "ora':* | x")).toEqual(['Oracle Nearby Tee']);
  });

  it('finds two letters inside a word, and a fragment inside a word', async () => {
    await makeProduct(scope, product('Pelican Sweatshirt'));
    expect(await names(scope, 'li')).toContain('Pelican Sweatshirt');
    expect(await names(scope, 'elica')).toEqual(['Pelican Sweatshirt']);
    expect(await names(scope, 'shirt')).toContain('Pelican Sweatshirt');
    expect(await names(scope, 'zx')).toEqual([]);
  });

  it('quotes each pattern in the query it builds', () => {
    expect(fullTextQuery('sqlite', ['hood', 'tee'])).toBe('"hood" OR "tee"');
    expect(fullTextQuery('sqlite', ['a"b'])).toBe('"a""b"');
    // Two letters: the trigrams holding them, a neighbour on either side (a quote doubled).
    const twoLetters = fullTextQuery('sqlite', ['li']).split(' OR ');
    expect(twoLetters).toEqual(expect.arrayContaining(['"lia"', '"ali"', '"li "', '" li"', '"li"""', '"""li"']));
    expect(fullTextQuery('postgres', ['hood', 'tee'])).toBe("'hood':* | 'tee':*");
    expect(fullTextQuery('postgres', ["a'b\\"])).toBe("'ab':*");
  });

  it('follows every write: renames, tags, collections in and out, collection renames, disabling, deleting', async () => {
    const { id } = await makeProduct(scope, product('Quokka Tote'));
    expect(await names(scope, 'quokka')).toEqual(['Quokka Tote']);
    await scope.db.updateTable('products').set({ name: 'Wombat Tote' }).where('id', '=', id).execute();
    expect(await names(scope, 'quokka')).toEqual([]);
    expect(await names(scope, 'wombat')).toEqual(['Wombat Tote']);
    await scope.db
      .updateTable('products')
      .set({ tags_json: JSON.stringify(['marsupialtag']) })
      .where('id', '=', id)
      .execute();
    expect(await names(scope, 'marsupialtag')).toEqual(['Wombat Tote']);
    await scope.db.updateTable('products').set({ description: 'Carries everything a kangaroo would.' }).where('id', '=', id).execute();
    expect(await names(scope, 'kangaroo')).toEqual(['Wombat Tote']);

    const collection = await insertCollection(scope, { name: 'Antipodean Friends', urlName: `antipodean-${RUN}`, description: '', banner: null, position: 0 });
    expect(await names(scope, 'antipodean')).toEqual([]);
    await setCollectionProducts(scope, collection, [id]);
    expect(await names(scope, 'antipodean')).toEqual(['Wombat Tote']);
    await scope.db.updateTable('collections').set({ name: 'Outback Pals' }).where('id', '=', collection).execute();
    expect(await names(scope, 'antipodean')).toEqual([]);
    expect(await names(scope, 'outback')).toEqual(['Wombat Tote']);
    await scope.db.deleteFrom('product_collections').where('collection_id', '=', collection).execute();
    expect(await names(scope, 'outback')).toEqual([]);
    await setCollectionProducts(scope, collection, [id]);
    await scope.db.deleteFrom('collections').where('id', '=', collection).execute();
    expect(await names(scope, 'outback')).toEqual([]);

    await scope.db.updateTable('products').set({ enabled: 0 }).where('id', '=', id).execute();
    expect(await names(scope, 'wombat')).toEqual([]);
    await scope.db.updateTable('products').set({ enabled: 1 }).where('id', '=', id).execute();
    expect(await names(scope, 'wombat')).toEqual(['Wombat Tote']);
    await scope.db.deleteFrom('products').where('id', '=', id).execute();
    expect(await names(scope, 'wombat')).toEqual([]);
    const left = await sql<{ n: number }>`select count(*) as n from product_search`.execute(scope.db);
    const products = await scope.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.rows[0]!.n)).toBe(Number(products.n));
  });

  it(`scores at most ${MAX_SEARCH_CANDIDATES} candidates, the newest`, async () => {
    const store = await newStore(scope.db, 'ftsmany');
    const ids: number[] = [];
    for (let index = 0; index < MAX_SEARCH_CANDIDATES + 10; index += 1)
      ids.push((await makeProduct(store, { ...product(`Gecko ${index}`), createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() })).id);
    const found = await rankedSearch(store, 'gecko');
    expect(found).toHaveLength(MAX_SEARCH_CANDIDATES);
    expect(found.map((entry) => entry.id)).toEqual(ids.slice(10).reverse());
  });
});

describe('migration 0042', () => {
  it('indexes the products that were there before it', async () => {
    const fresh = await freshDatabase('search_backfill');
    try {
      const { db } = fresh.connection;
      const order = Object.keys(migrations).sort();
      const before = order[order.indexOf('0042-product-search') - 1]!;
      const migrated = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(before);
      if (migrated.error) throw migrated.error;
      const store = await newStore(db, 'ftsold');
      // Written as the schema stood before 0042: today's product writer knows columns added since.
      const time = new Date().toISOString();
      await sql`insert into products (uuid, division_id, sku, name, description, url_name, type, gender, manufacturer, price, created_at, updated_at)
        values (${randomUUID()}, ${store.division.id}, ${'OLD-CAP-1'}, ${'Pangolin Cap'}, ${''}, ${'pangolin-cap'}, ${'cap'}, ${'unisex'}, ${'Old'}, ${1500}, ${time}, ${time})`.execute(
        db,
      );
      await migrateToLatest(db, fresh.url);
      expect(await names(store, 'pangolin')).toEqual(['Pangolin Cap']);
    } finally {
      await fresh.close();
    }
  });
});
