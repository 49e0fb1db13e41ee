// A store grown to many products, and search timed on it: shared by `npm run bench:search`
// (scripts/bench-search.ts: 1k, 10k, 100k) and the reliability test (tests/reliability/search.test.ts).
//
// Products are written in bulk (batched INSERTs, so the index triggers of migration 0042 run as
// for any write) with names, tags, collections and descriptions drawn from fixed word lists by a
// seeded generator: the same store every run. Words come in three frequencies so the timed
// queries cover a term in a fifth of the products ("tee"), one in a tenth ("beanie"), one in
// thirty ("narwhal") and one in about one product in 5,000 (a design code).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { createStore } from '../src/server/stores/index.ts';
import { rankedSearch } from '../src/server/catalogue/index.ts';
import type { StoreScope } from '../src/server/stores/index.ts';
import { createDatabase, startPostgres } from './postgres.mjs';

const GARMENTS = ['Tee', 'Hoodie', 'Sweatshirt', 'Tote Bag', 'Cap', 'Long Sleeve Tee', 'Vest', 'Mug', 'Poster', 'Beanie'];
const ADJECTIVES = [
  'Midnight',
  'Coastal',
  'Retro',
  'Wild',
  'Quiet',
  'Golden',
  'Faded',
  'Electric',
  'Northern',
  'Sunny',
  'Misty',
  'Urban',
  'Lucky',
  'Cosmic',
  'Rustic',
  'Velvet',
  'Neon',
  'Salty',
  'Frosty',
  'Mellow',
];
const SUBJECTS = [
  'Fox',
  'Narwhal',
  'Mountain',
  'Wave',
  'Pine',
  'Owl',
  'Tiger',
  'Lighthouse',
  'Cactus',
  'Moth',
  'Whale',
  'Fern',
  'Comet',
  'Bear',
  'Heron',
  'Maple',
  'Otter',
  'Lotus',
  'Falcon',
  'Orchid',
  'Badger',
  'Canyon',
  'Glacier',
  'Meadow',
  'Harbour',
  'Raven',
  'Willow',
  'Bison',
  'Puffin',
  'Dune',
];
const TAGS = [
  'organic',
  'cotton',
  'unisex',
  'gift',
  'summer',
  'winter',
  'nature',
  'animals',
  'retro',
  'minimal',
  'bold',
  'pastel',
  'outdoors',
  'ocean',
  'forest',
  'space',
  'vintage',
  'streetwear',
  'cosy',
  'limited',
];
const FILLER =
  'soft ringspun organic cotton printed on demand in our studio with water based inks that last wash after wash a relaxed fit for every day with ribbed cuffs and a classic crew neck made to order so nothing is wasted and shipped in plastic free packaging'.split(
    ' ',
  );
const COLLECTIONS = ['Animals', 'Landscapes', 'Night Sky', 'Ocean Life', 'Forest Friends', 'Best Sellers', 'New In', 'Gifts', 'Autumn Drop', 'Essentials'];

/** Timed queries: a label for the report and the term. */
export const BENCH_QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['common word', 'tee'],
  ['word in 10%', 'beanie'],
  ['word in 3%', 'narwhal'],
  ['two words', 'midnight hoodie'],
  ['word prefix', 'narw'],
  ['inside a word', 'shirt'],
  ['plural', 'hoodies'],
  ['rare code', 'zq7k'],
  ['no match', 'qqzzxx'],
  ['two letters', 'xq'],
];

/** A seeded generator (mulberry32): the same catalogue every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchStore {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  scope: StoreScope;
  /** Products in the store now. */
  size: number;
  close(): Promise<void>;
}

/** An empty, migrated database of the dialect with one store in it (PostgreSQL: a throwaway cluster unless `postgresBase` names one). */
export async function openBenchStore(dialect: 'sqlite' | 'postgres', postgresBase?: string): Promise<BenchStore> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (dialect === 'postgres') {
    const cluster = postgresBase ? undefined : await startPostgres({ log: () => {} });
    url = await createDatabase(`printfront_search_bench_${Date.now()}_${process.pid}`, postgresBase ?? cluster!.urlBase);
    cleanup = async () => {
      await cluster?.stop();
    };
  } else {
    const directory = mkdtempSync(path.join(tmpdir(), 'printfront-search-bench-'));
    url = path.join(directory, 'bench.sqlite');
    cleanup = async () => rmSync(directory, { recursive: true, force: true });
  }
  const connection = await openDatabase(url);
  await migrateToLatest(connection.db, url);
  const division = await createStore(connection.db, {
    project: { name: 'Bench' },
    subdomain: `bench${Date.now().toString(36)}`,
    name: 'Bench',
    companyName: 'Bench Co',
    themeName: 'naked',
  });
  const store: BenchStore = {
    db: connection.db,
    dialect: connection.dialect,
    scope: { db: connection.db, division },
    size: 0,
    async close() {
      await connection.db.destroy();
      await cleanup();
    },
  };
  return store;
}

const BATCH = 500;

/** Adds products until the store holds `target`, in batches; each joins one of the store's collections. */
export async function growStore(store: BenchStore, target: number): Promise<void> {
  const { db, scope } = store;
  let collections = await db.selectFrom('collections').select('id').where('division_id', '=', scope.division.id).orderBy('id').execute();
  if (collections.length === 0) {
    const now = new Date().toISOString();
    await db
      .insertInto('collections')
      .values(
        COLLECTIONS.map((name, position) => ({
          uuid: randomUUID(),
          division_id: scope.division.id,
          name,
          url_name: name.toLowerCase().replace(/ /g, '-'),
          description: '',
          banner_json: 'null',
          position,
          created_at: now,
        })),
      )
      .execute();
    collections = await db.selectFrom('collections').select('id').where('division_id', '=', scope.division.id).orderBy('id').execute();
  }
  const next = random(store.size + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  while (store.size < target) {
    const count = Math.min(BATCH, target - store.size);
    const rows = Array.from({ length: count }, (_, offset) => {
      const index = store.size + offset;
      const name = `${pick(ADJECTIVES)} ${pick(SUBJECTS)} ${pick(GARMENTS)}`;
      // About one product in 5,000 carries the rare code.
      const code = index % 5000 === 4999 ? 'zq7k' : `d${index.toString(36)}`;
      const description = `${name}: design ${code}. ${Array.from({ length: 18 + Math.floor(next() * 12) }, () => pick(FILLER)).join(' ')}.`;
      const at = new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();
      return {
        uuid: randomUUID(),
        division_id: scope.division.id,
        sku: `BENCH-${index}`,
        name,
        description,
        url_name: `${name.toLowerCase().replace(/ /g, '-')}-${index}`,
        type: 't-shirt',
        gender: 'unisex',
        manufacturer: 'Bench Co',
        price: 2000,
        sale_price: null,
        enabled: 1,
        vat_rate: 1,
        default_colour: 'White',
        options_json: JSON.stringify([{ colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false }]),
        images_json: '[]',
        designs_json: '{}',
        tags_json: JSON.stringify([pick(TAGS), pick(TAGS), pick(TAGS)]),
        meta_json: '{}',
        customise_it: 0,
        enable_add_to_cart: 1,
        created_at: at,
        updated_at: at,
      };
    });
    const ids = await db.transaction().execute(async (trx) => trx.insertInto('products').values(rows).returning('id').execute());
    await db.transaction().execute(async (trx) =>
      trx
        .insertInto('product_collections')
        .values(ids.map((row) => ({ product_id: row.id, collection_id: pick(collections).id, position: 0 })))
        .execute(),
    );
    store.size += count;
  }
  // What autovacuum does after a bulk load, at once: the planner must know the store's size
  // to choose between the GIN index (rare words) and walking the newest products (common ones).
  await sql`analyze`.execute(db);
}

export interface SearchTimes {
  /** Per query: median and p95 in ms, and how many results it ranked. */
  queries: Record<string, { median: number; p95: number; results: number }>;
  /** Over every timed search. */
  median: number;
  p95: number;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Times `runs` searches of each query (after one warm-up each): what the search page pays, retrieval and weighting. */
export async function timeSearches(store: BenchStore, runs: number): Promise<SearchTimes> {
  const all: number[] = [];
  const queries: SearchTimes['queries'] = {};
  for (const [label, term] of BENCH_QUERIES) {
    const results = (await rankedSearch(store.scope, term)).length;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await rankedSearch(store.scope, term);
      times.push(performance.now() - started);
    }
    all.push(...times);
    queries[label] = { median: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), results };
  }
  return { queries, median: round(quantile(all, 0.5)), p95: round(quantile(all, 0.95)) };
}
