// The studio's design library through GET /omnis/v3/artemis/query/?macros=designs: each store's
// own artwork at print resolution, searched with the search weighting (full words first), paged.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore } from '../support/api.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { LibraryItem } from '../../src/schemas/studio-calls.ts';
import { LIBRARY_ARTWORK } from '../../src/server/studio/design-library/platform-artwork.ts';
import { libraryFiles, LIBRARY_PIXELS } from '../../src/server/studio/design-library/library-files.ts';
import { addLibraryArtwork } from '../../src/server/studio/design-library/library-items.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { makeLibraryItem, makeStore } from '../support/factories/index.ts';
import { apiPath } from '../../src/schemas/api.ts';

interface LibraryPage {
  data: LibraryItem[];
  meta: { page: number; perPage: number; total: number; lastPage: number; searchTerm: string };
}

const library = (store: string, query: string) => storeRequest<LibraryPage>(store, `/omnis/v3/artemis/query/?macros=designs&${query}`);

describe('GET /omnis/v3/artemis/query/?macros=designs', () => {
  it("lists the store's artwork as LibraryItems at print resolution", async () => {
    const answer = await storeRequest<LibraryPage>('demo', apiPath('studio.library'));
    expect(answer.status).toBe(200);
    expect(answer.json.meta).toMatchObject({ page: 1, perPage: 24, total: LIBRARY_ARTWORK.length, lastPage: 1, searchTerm: '' });
    expect(answer.json.data.map((item) => item.id)).toEqual(LIBRARY_ARTWORK.map((artwork) => artwork.slug));
    for (const item of answer.json.data) {
      LibraryItem.parse(item);
      expect(item.pixelWidth).toBeGreaterThanOrEqual(3000);
      expect(item.thumbnails.original).toMatch(/^\/media\/[0-9a-f]{16}-3000\.png$/);
      expect(item.thumbnails.small).toMatch(/^\/media\/[0-9a-f]{16}-400\.webp$/);
    }
    const first = answer.json.data[0]!;
    expect(first).toMatchObject({ name: 'Alpine Peaks', tags: ['mountains', 'outdoors', 'hiking', 'nature'] });
    const print = await storeRequest('demo', first.thumbnails.original);
    expect(print.status).toBe(200);
    expect(print.headers['content-type']).toBe('image/png');
    const metadata = await sharp(path.join(TEST_MEDIA_DIR, path.basename(first.thumbnails.original))).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: LIBRARY_PIXELS, height: LIBRARY_PIXELS });
  });

  it('searches names and tags with the spec weighting: full words before partial ones', async () => {
    const surf = await library('demo', 'searchTerm=surf');
    expect(surf.json.data.map((item) => item.id)).toEqual(['surf-club']);
    // "space" is a full tag word of both orbit artworks; nothing else matches.
    expect((await library('demo', 'searchTerm=space')).json.data.map((item) => item.id).sort()).toEqual(['cosmic-orbit', 'moon-galaxy']);
    // "palms": full word in both palm artworks' tags, "Paradise Palms" has it in its name too.
    expect((await library('demo', 'searchTerm=palms')).json.data.map((item) => item.id)).toEqual(['paradise-palms', 'tropical-sunset']);
    // "flor" only partly matches "floral" (score 1 each), in library order.
    expect((await library('demo', 'searchTerm=flor')).json.data.map((item) => item.id)).toEqual(['daisy-meadow', 'full-bloom']);
    const none = await library('demo', 'searchTerm=zzzz');
    expect(none.json).toMatchObject({ data: [], meta: { total: 0, lastPage: 1, searchTerm: 'zzzz' } });
  });

  it('pages through the library', async () => {
    const second = await library('demo', 'perPage=5&page=2');
    expect(second.json.data.map((item) => item.id)).toEqual(LIBRARY_ARTWORK.slice(5, 10).map((artwork) => artwork.slug));
    expect(second.json.meta).toMatchObject({ page: 2, perPage: 5, total: LIBRARY_ARTWORK.length, lastPage: Math.ceil(LIBRARY_ARTWORK.length / 5) });
    expect((await library('demo', 'perPage=5&page=9')).json.data).toEqual([]);
    expect((await library('demo', 'perPage=500')).status).toBe(422);
  });

  it('answers products, as before, without macros=designs', async () => {
    const products = await storeRequest<{ data: Record<string, unknown>[] }>('demo', '/omnis/v3/artemis/query/?searchTerm=tee');
    expect(products.status).toBe(200);
    expect(products.json.data.length).toBeGreaterThan(0);
    for (const item of products.json.data) expect(item).not.toHaveProperty('pixelWidth');
  });

  it("gives a store created after the seed the platform's artwork on its first search", async () => {
    const { db } = await testDb();
    const { subdomain, division: store } = await makeStore(db, { prefix: 'library' });
    const rows = () => db.selectFrom('design_library_items').select('slug').where('division_id', '=', store.id).execute();
    expect(await rows()).toEqual([]);
    const answer = await library(subdomain, 'searchTerm=surf');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.map((item) => item.id)).toContain('surf-club');
    expect((await rows()).map((row) => row.slug).sort()).toEqual(LIBRARY_ARTWORK.map((artwork) => artwork.slug).sort());
  });

  it("lists only this store's artwork", async () => {
    const { db } = await testDb();
    await makeLibraryItem(await testStore('north'), { slug: 'aurora-secret', name: 'Aurora Secret', tags_json: '["northern"]' });
    try {
      expect((await library('north', 'searchTerm=aurora')).json.data.map((item) => item.id)).toEqual(['aurora-secret']);
      expect((await library('demo', 'searchTerm=aurora')).json.data).toEqual([]);
      expect((await library('demo', 'perPage=48')).json.data.map((item) => item.id)).not.toContain('aurora-secret');
    } finally {
      await db.deleteFrom('design_library_items').where('slug', '=', 'aurora-secret').execute();
    }
  });

  it('seeds once: a second seed adds no row and rewrites no file', async () => {
    const { db } = await testDb();
    const demo = (await findDivisionBySubdomain(db, 'demo'))!;
    const before = new Map(readdirSync(TEST_MEDIA_DIR).map((name) => [name, statSync(path.join(TEST_MEDIA_DIR, name)).mtimeMs]));
    expect(await addLibraryArtwork({ db, division: demo }, LIBRARY_ARTWORK)).toBe(0);
    const files = await libraryFiles(LIBRARY_ARTWORK[0]!, TEST_MEDIA_DIR);
    for (const url of [files.url, files.smallUrl]) {
      const name = path.basename(url);
      expect(before.get(name)).toBe(statSync(path.join(TEST_MEDIA_DIR, name)).mtimeMs);
    }
    expect(readdirSync(TEST_MEDIA_DIR).length).toBe(before.size);
  });
});
