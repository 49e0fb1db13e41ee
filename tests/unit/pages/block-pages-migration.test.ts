// The migration that opens the seed's and the starter's pages of blocks in the editor: run on
// a database at the migration before it, holding pages saved the old way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrations } from '../../../src/platform/db/migrations/index.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { insertPage } from '../../../src/server/content/index.ts';
import { starterHomePage } from '../../../src/server/accounts/starter-store.ts';

let db: Db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-block-pages-'));
const ids: Record<'home' | 'drafted' | 'appDrawn', number> = { home: 0, drafted: 0, appDrawn: 0 };
const time = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  db = (await openDatabase(path.join(dir, 'pages.sqlite'))).db;
  const before = Object.keys(migrations).filter((name) => name < '0044');
  const result = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(before.at(-1)!);
  if (result.error) throw result.error;
  const store = await createStore(db, { project: { name: 'old' }, subdomain: 'old-pages', name: 'old', companyName: 'Old Co', themeName: 'naked' });
  const scope = { db, division: store };
  const home = await insertPage(scope, { ...starterHomePage('Old Co'), mode: 'native' });
  ids.home = home.id;
  // Published with no blocks yet, its content in a draft and in a published version.
  const drafted = await insertPage(scope, { ...starterHomePage('Old Co'), url: '/about/', blocks: [], mode: 'native' });
  ids.drafted = drafted.id;
  const stored = JSON.stringify({ ...home, id: drafted.id, url: '/about/', mode: 'native' });
  await db.insertInto('page_drafts').values({ page_id: drafted.id, division_id: store.id, page_json: stored, saved_by: null, saved_at: time }).execute();
  await db
    .insertInto('page_versions')
    .values({ page_id: drafted.id, division_id: store.id, number: 1, page_json: stored, published_by: null, published_at: time })
    .execute();
  // A page the app draws itself: no blocks anywhere.
  ids.appDrawn = (await insertPage(scope, { ...starterHomePage('Old Co'), url: '/basket/', blocks: [], mode: 'native' })).id;
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = async (id: number) => (await db.selectFrom('pages').select('mode').where('id', '=', id).executeTakeFirstOrThrow()).mode;
const storedMode = async (table: 'page_drafts' | 'page_versions', id: number) =>
  JSON.parse((await db.selectFrom(table).select('page_json').where('page_id', '=', id).executeTakeFirstOrThrow()).page_json).mode;

describe('pages of blocks saved as native', () => {
  it('become pages of blocks, with their blocks kept', async () => {
    expect(await modeOf(ids.home)).toBe('unknown');
    const row = await db.selectFrom('pages').select('blocks_json').where('id', '=', ids.home).executeTakeFirstOrThrow();
    expect(JSON.parse(row.blocks_json).map((block: { type: string }) => block.type)).toEqual(['banner', 'text', 'productList', 'newsletterSubscribe']);
  });

  it('change in their draft and published versions too, so a restore keeps them editable', async () => {
    expect(await modeOf(ids.drafted)).toBe('unknown');
    expect(await storedMode('page_drafts', ids.drafted)).toBe('unknown');
    expect(await storedMode('page_versions', ids.drafted)).toBe('unknown');
  });

  it('leave a page with no blocks anywhere, one the app draws, as it is', async () => {
    expect(await modeOf(ids.appDrawn)).toBe('native');
  });
});
