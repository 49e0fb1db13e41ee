// Blank products carry what the studio needs — sides with a mockup per colour,
// print areas in mm with safe zones, print costs — answered by fetch-base-product, scoped
// to the store, and written only when valid.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { makeProduct, makeStore } from '../support/factories/index.ts';
import { blankStudioOf, saveBlankStudio } from '../../src/server/catalogue/blank-studio.ts';
import { errorResponse } from '../../src/api/respond.ts';
import type { BlankStudio } from '../../src/schemas/blank-studio.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';

type Json = Record<string, any>;

const SUBDOMAIN = `blank-${Date.now().toString(36)}`;
const COLOURS = [
  { colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false },
  { colour: { name: 'Black', hex: '#111111' }, sizes: ['M'], images: [], pro: false },
];

const studio = (mockup = '/media/front.webp'): BlankStudio => ({
  sides: [
    {
      side: 'front',
      printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.35, y: 0.25, width: 0.3, height: 0.4 } },
      printCost: 500,
      mockups: { White: mockup, Black: mockup },
    },
  ],
});

/** Sides each garment prints on; the rest print front, back and both sleeves. */
const SIDES_OF: Record<string, string[]> = {
  'tote-bag': ['front', 'back'],
  vest: ['front', 'back'],
  sticker: ['front'],
  'art-print': ['front'],
  'landscape-art-print': ['front'],
};

const get = (host: string, path: string) => storeRequest<Json>(host, path);
const baseProduct = (host: string, sku: string) => get(host, `/omnis/v3/products/fetch-base-product/?sku=${encodeURIComponent(sku)}`);

let demoSkus: string[] = [];
let demoHoodieSku = '';
let northBlankSku = '';
let own: StoreScope;
let ownBlank = 0;
let ownProduct = 0;
let demoBlankId = 0;

beforeAll(async () => {
  const { db } = await testDb();
  const demo = await divisionId('demo');
  const north = await divisionId('north');
  const rows = await db.selectFrom('products').select(['id', 'sku', 'type', 'division_id']).where('division_id', 'in', [demo, north]).orderBy('id').execute();
  demoSkus = rows.filter((row) => row.division_id === demo && row.sku.includes('BLANK')).map((row) => row.sku);
  demoBlankId = rows.find((row) => row.division_id === demo && row.sku.includes('BLANK'))!.id;
  demoHoodieSku = rows.find((row) => row.division_id === demo && row.type === 'hoodie' && !row.sku.includes('BLANK'))!.sku;
  northBlankSku = rows.find((row) => row.division_id === north && row.sku.includes('BLANK'))!.sku;
  own = await makeStore(db, { subdomain: SUBDOMAIN });
  const product = async (sku: string) =>
    (await makeProduct(own, { sku, name: sku, urlName: sku.toLowerCase(), manufacturer: 'Blank Co', price: 1000, options: COLOURS })).id;
  ownBlank = await product('BC-BLANK-TS');
  ownProduct = await product('BC-TEE-001');
});

/** The write's refusal as an endpoint answers it. */
async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the write was refused').toBeDefined();
  const response = errorResponse(error);
  return { status: response.status, body: (await response.json()) as Json };
}

describe('GET /omnis/v3/products/fetch-base-product/ with studio data', () => {
  it('gives the demo store a blank tee, hoodie, sweater and tote bag', () => {
    expect(demoSkus).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-BLANK-TS$/),
        expect.stringMatching(/-BLANK-HD$/),
        expect.stringMatching(/-BLANK-SW$/),
        expect.stringMatching(/-BLANK-TB$/),
      ]),
    );
  });

  it('answers every demo blank with its sides, print areas, costs and a served mockup per colour per side', async () => {
    const served = new Set<string>();
    for (const sku of demoSkus) {
      const response = await baseProduct('demo', sku);
      expect(response.status, sku).toBe(200);
      const { options, studio: data, type } = response.json.data;
      const colours = options.map((option: Json) => option.colour.name).sort();
      const sides = data.sides.map((side: Json) => side.side);
      expect(sides, sku).toEqual(SIDES_OF[type] ?? ['front', 'back', 'left', 'right']);
      for (const side of data.sides) {
        expect(side.printCost, `${sku} ${side.side}`).toBeGreaterThan(0);
        const { widthMm, heightMm, safeInsetMm, placement } = side.printArea;
        expect(safeInsetMm).toBeGreaterThan(0);
        expect(safeInsetMm * 2).toBeLessThan(Math.min(widthMm, heightMm));
        expect(placement.x + placement.width).toBeLessThanOrEqual(1);
        expect(placement.y + placement.height).toBeLessThanOrEqual(1);
        // The studio draws the area true to its shape on the square mockup.
        expect(placement.width / placement.height).toBeCloseTo(widthMm / heightMm, 2);
        expect(Object.keys(side.mockups).sort()).toEqual(colours);
        for (const address of Object.values<string>(side.mockups)) served.add(address);
      }
      if (sku.endsWith('-BLANK-TS')) {
        const bySide = Object.fromEntries(data.sides.map((side: Json) => [side.side, side]));
        expect(bySide.front.printArea).toMatchObject({ widthMm: 300, heightMm: 400 });
        expect(bySide.back.printArea).toMatchObject({ widthMm: 300, heightMm: 400 });
        expect(bySide.left.printArea).toMatchObject({ widthMm: 90, heightMm: 90 });
        // Front and back are different drawings; the sleeves sit on opposite halves of the image.
        const colour = colours[0];
        expect(bySide.back.mockups[colour]).not.toBe(bySide.front.mockups[colour]);
        expect(bySide.left.printArea.placement.x).toBeGreaterThan(0.5);
        expect(bySide.right.printArea.placement.x).toBeLessThan(0.5);
      }
      if (type === 'tote-bag') expect(data.sides[0].printArea).toMatchObject({ widthMm: 280, heightMm: 300 });
    }
    expect(served.size).toBeGreaterThan(demoSkus.length);
    for (const address of served) {
      const image = await get('demo', address);
      expect(image.status, address).toBe(200);
      expect(image.headers['content-type'], address).toMatch(/^image\/(webp|png)/);
      expect(image.bytes.length).toBeGreaterThan(1000);
    }
  });

  it('answers the blank of the same garment for a product sku', async () => {
    const response = await baseProduct('demo', demoHoodieSku);
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ type: 'hoodie', sku: expect.stringMatching(/-BLANK-HD$/) });
    expect(response.json.data.studio.sides).toHaveLength(4);
  });

  it("never answers another store's blank; each store reaches its own", async () => {
    const demoBlank = demoSkus[0]!;
    const fromNorth = await baseProduct('north', demoBlank);
    expect(fromNorth.status).toBe(404);
    expect(fromNorth.text).not.toContain('sides');
    const north = await baseProduct('north', northBlankSku);
    expect(north.status).toBe(200);
    expect(north.json.data.studio.sides.length).toBeGreaterThan(0);
    expect(await blankStudioOf(own, demoBlankId)).toBeNull();
  });

  it('answers a blank without studio data as before: no studio key', async () => {
    const response = await baseProduct(SUBDOMAIN, 'BC-BLANK-TS');
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ sku: 'BC-BLANK-TS', type: 't-shirt' });
    expect(response.json.data).not.toHaveProperty('studio');
  });
});

describe('saveBlankStudio (the write path)', () => {
  it('stores valid studio data, which fetch-base-product then answers', async () => {
    await saveBlankStudio(own, ownBlank, studio());
    const response = await baseProduct(SUBDOMAIN, 'BC-BLANK-TS');
    expect(response.json.data.studio).toEqual(studio());
    await saveBlankStudio(own, ownBlank, studio('/media/other.webp'));
    expect((await blankStudioOf(own, ownBlank))!.sides[0]!.mockups.White).toBe('/media/other.webp');
  });

  it('refuses bad studio data with a 422 and writes nothing', async () => {
    const before = await blankStudioOf(own, ownBlank);
    const bad: unknown[] = [
      { sides: [] },
      { sides: [studio().sides[0], studio().sides[0]] },
      { sides: [{ ...studio().sides[0], side: 'top' }] },
      { sides: [{ ...studio().sides[0], printCost: -1 }] },
      { sides: [{ ...studio().sides[0], printArea: { ...studio().sides[0]!.printArea, widthMm: 0 } }] },
      { sides: [{ ...studio().sides[0], printArea: { ...studio().sides[0]!.printArea, placement: { x: 0.5, y: 0.5, width: 2, height: 0.2 } } }] },
      { sides: [{ ...studio().sides[0], mockups: { White: '/media/a.webp' } }] },
      { sides: [{ ...studio().sides[0], mockups: { White: '/a.webp', Black: '/b.webp', Pink: '/c.webp' } }] },
      studio('javascript:alert(1)'),
      studio('//evil.example/x.webp'),
      'not json at all',
    ];
    for (const input of bad) {
      const { status, body } = await refusal(saveBlankStudio(own, ownBlank, input));
      expect(status, JSON.stringify(input)).toBe(422);
      expect(body.message).toEqual(expect.any(String));
    }
    expect(await blankStudioOf(own, ownBlank)).toEqual(before);
  });

  it('refuses studio data for a product that is not a blank (422) or is another store’s (403)', async () => {
    expect((await refusal(saveBlankStudio(own, ownProduct, studio()))).status).toBe(422);
    expect(await blankStudioOf(own, ownProduct)).toBeNull();
    const { status, body } = await refusal(saveBlankStudio(own, demoBlankId, studio()));
    expect(status).toBe(403);
    expect(body.code).toBe('otherStore');
  });
});

describe('a blank for every garment the studio opens on', () => {
  type BlankRow = { id: number; sku: string; type: string; gender: string; price: number; min_price: number | null; max_price: number | null };
  const blanksOf = async (store: string): Promise<BlankRow[]> => {
    const { db } = await testDb();
    const rows = await db
      .selectFrom('products')
      .select(['id', 'sku', 'type', 'gender', 'price', 'min_price', 'max_price'])
      .where('division_id', '=', await divisionId(store))
      .orderBy('id')
      .execute();
    return rows.filter((row) => row.sku.includes('BLANK'));
  };

  for (const store of ['demo', 'north']) {
    it(`${store}: every studio alias has its blank (of its gender for the gendered tees), skus {CODE}-BLANK-{XX} with unique codes`, async () => {
      const blanks = await blanksOf(store);
      const codes = blanks.map((blank) => blank.sku.match(/^([A-Z0-9]+)-BLANK-([A-Z]{2})$/)?.[2]);
      expect(codes.every(Boolean), blanks.map((blank) => blank.sku).join()).toBe(true);
      expect(new Set(codes).size).toBe(codes.length);
      for (const alias of STUDIO_ALIASES) {
        const found = blanks.find((blank) => blank.type === alias.garment && blank.gender === (alias.gender ?? 'unisex'));
        expect(found, `${store} ${alias.path}`).toBeDefined();
      }
    });

    it(`${store}: each blank has valid studio data, served mockups and an owner price range`, async () => {
      const served = new Set<string>();
      for (const blank of await blanksOf(store)) {
        const response = await baseProduct(store, blank.sku);
        expect(response.status, blank.sku).toBe(200);
        const { studio: data, options } = response.json.data;
        expect(
          data.sides.map((side: Json) => side.side),
          blank.sku,
        ).toEqual(SIDES_OF[blank.type] ?? ['front', 'back', 'left', 'right']);
        const colours = options.map((option: Json) => option.colour.name).sort();
        for (const side of data.sides) {
          const { widthMm, heightMm, safeInsetMm, placement } = side.printArea;
          expect(safeInsetMm * 2, blank.sku).toBeLessThan(Math.min(widthMm, heightMm));
          expect(placement.width / placement.height, `${blank.sku} ${side.side}`).toBeCloseTo(widthMm / heightMm, 2);
          expect(Object.keys(side.mockups).sort()).toEqual(colours);
          for (const address of Object.values<string>(side.mockups)) served.add(address);
        }
        // Owner pricing bounds: at least the blank with one printed side, at most five times its price.
        const cheapest = Math.min(...data.sides.map((side: Json) => side.printCost));
        expect([blank.min_price, blank.max_price], blank.sku).toEqual([blank.price + cheapest, blank.price * 5]);
      }
      for (const address of served) {
        const image = await get(store, address);
        expect(image.status, address).toBe(200);
        expect(image.headers['content-type'], address).toMatch(/^image\/(webp|png)/);
      }
    });
  }

  it('sizes the gendered tees, stickers and prints as suppliers do', async () => {
    const blanks = await blanksOf('demo');
    const studioOf = async (type: string, gender = 'unisex') => {
      const blank = blanks.find((row) => row.type === type && row.gender === gender)!;
      return (await baseProduct('demo', blank.sku)).json.data as Json;
    };
    const front = (data: Json) => data.studio.sides[0].printArea;
    expect(front(await studioOf('t-shirt', 'kids'))).toMatchObject({ widthMm: 230, heightMm: 300 });
    expect(front(await studioOf('t-shirt', 'womens'))).toMatchObject({ widthMm: 260, heightMm: 360 });
    expect(front(await studioOf('t-shirt', 'mens'))).toMatchObject({ widthMm: 300, heightMm: 400 });
    // The kids' print area is drawn smaller on the same tee than the adult one; the women's tee
    // has its own fitted drawing.
    const [kids, womens, mens] = [await studioOf('t-shirt', 'kids'), await studioOf('t-shirt', 'womens'), await studioOf('t-shirt', 'mens')];
    expect(front(kids).placement.width).toBeLessThan(front(mens).placement.width);
    const colour = mens.options[0].colour.name;
    expect(kids.studio.sides[0].mockups[colour]).toBe(mens.studio.sides[0].mockups[colour]);
    expect(womens.studio.sides[0].mockups[colour]).not.toBe(mens.studio.sides[0].mockups[colour]);
    const sticker = await studioOf('sticker');
    expect(sticker.options[0].sizes).toEqual(['7.5 cm', '10 cm', '15 cm']);
    const print = await studioOf('art-print');
    expect(print.options.map((option: Json) => option.colour.name)).toEqual(['Matte White', 'Natural']);
    expect(print.options[0].sizes).toEqual(['A4', 'A3', 'A2']);
    expect(front(print).heightMm).toBeGreaterThan(front(print).widthMm);
    const landscape = await studioOf('landscape-art-print');
    expect(front(landscape).widthMm).toBeGreaterThan(front(landscape).heightMm);
    // A raglan's sleeves are offered; its front and back mockups differ.
    const raglan = await studioOf('baseball-tee');
    expect(raglan.studio.sides[0].mockups.White).not.toBe(raglan.studio.sides[1].mockups.White);
  });
});
