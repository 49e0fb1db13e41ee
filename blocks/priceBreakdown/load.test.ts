import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/platform/db/database.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { insertProduct, type NewProduct } from '../../src/server/catalogue/catalogue-writes.ts';
import { saveBlankStudio } from '../../src/server/catalogue/blank-studio.ts';
import type { BlankSide, BlankStudio } from '../../src/schemas/blank-studio.ts';
import { load as loadPriceBreakdown } from './load.ts';
import { load as loadProfitPerMonth } from '../profitPerMonth/load.ts';
import { priceBreakdownProps } from './schema.ts';
import { profitPerMonthProps } from '../profitPerMonth/schema.ts';

// The priceBreakdown loader reads the store's own blanks: base cost = the blank's price, print
// cost = the blank's printCost (blank_studios) for each printed side — on a real SQLite store.

let directory: string;
let db: Db;
let store: StoreScope;
let other: StoreScope;

const COLOURS = [{ colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false }];
const product = (sku: string, fields: Partial<NewProduct> = {}): NewProduct => ({
  sku,
  name: sku,
  description: '',
  meta: { title: '', description: '' },
  urlName: sku.toLowerCase(),
  type: 't-shirt',
  gender: 'unisex',
  manufacturer: 'Blank Co',
  price: 3000,
  salePrice: null,
  enabled: true,
  vatRate: 1,
  defaultColour: 'White',
  options: COLOURS,
  images: [],
  designs: { front: null, back: null, left: null, right: null },
  tags: [],
  customiseIt: false,
  enableAddToCart: true,
  ...fields,
});
const side = (name: BlankSide['side'], printCost: number): BlankSide => ({
  side: name,
  printCost,
  mockups: { White: `/media/${name}.webp` },
  printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 } },
});
const studio = (...sides: BlankSide[]): BlankStudio => ({ sides });
const props = (raw: Record<string, unknown>) => priceBreakdownProps.parse(raw);

// Migrates a fresh SQLite store: within the unit project's hook timeout (a minute, stretched on a busy machine).
beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'printfront-price-breakdown-'));
  const url = path.join(directory, 'breakdown.sqlite');
  db = (await openDatabase(url)).db;
  await migrateToLatest(db, url);
  const storeOf = async (name: string) => ({
    db,
    division: await createStore(db, { project: { name }, subdomain: name, name, companyName: name, themeName: 'naked' }),
  });
  store = await storeOf('costs');
  other = await storeOf('elsewhere');
  const tee = await insertProduct(store, product('PB-BLANK-TS', { price: 900 }));
  await saveBlankStudio(store, tee, studio(side('front', 350), side('back', 275), side('left', 120)));
  const hoodie = await insertProduct(store, product('PB-BLANK-HD', { type: 'hoodie', price: 2100, salePrice: 1800 }));
  await saveBlankStudio(store, hoodie, studio(side('front', 400)));
  await insertProduct(store, product('FRONT-TEE', { designs: { front: '/media/a.png', back: null, left: null, right: null } }));
  await insertProduct(store, product('TWO-SIDED', { designs: { front: '/media/a.png', back: '/media/b.png', left: null, right: '/media/c.png' } }));
  await insertProduct(store, product('ON-HOODIE', { baseProductId: hoodie, salePrice: 2500 }));
  await insertProduct(store, product('A-MUG', { type: 'mug' }));
  // A studio product: its design names the blank (the tee, though the product says hoodie) and prints front and back (the left layer is hidden).
  const stamp = new Date().toISOString();
  const layer = (hidden: boolean) => ({ id: `l${Math.random()}`, type: 'text', hidden });
  const document = {
    version: 1,
    product: { id: tee, sku: 'PB-BLANK-TS' },
    colour: 'White',
    sides: { front: [layer(false)], back: [layer(false)], left: [layer(true)], right: [] },
  };
  const design = await db
    .insertInto('designs')
    .values({
      uuid: 'b5a3c1d2-0000-4000-8000-000000000001',
      division_id: store.division.id,
      blank_product_id: tee,
      user_id: null,
      document_json: JSON.stringify(document),
      price: 0,
      status: 'ready',
      error: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertProduct(store, product('STUDIO-TEE', { type: 'hoodie', designId: design.id, price: 4000 }));
  // Another store's blank of the same garment never prices this store's products.
  const foreign = await insertProduct(other, product('XX-BLANK-TS', { price: 1 }));
  await saveBlankStudio(other, foreign, studio(side('front', 1)));
  await insertProduct(other, product('FOREIGN-MUG', { type: 'mug' }));
});

afterAll(async () => {
  await db?.destroy();
  rmSync(directory, { recursive: true, force: true });
});

describe("priceBreakdown loader: the blank's real costs", () => {
  it("prices a tee from the store's t-shirt blank: its price and the front's print cost", async () => {
    const { product: data } = await loadPriceBreakdown(store, props({ product: 'front-tee' }));
    expect(data?.blank).toEqual({ sku: 'PB-BLANK-TS', name: 'PB-BLANK-TS' });
    expect(data?.breakdown).toEqual({ price: 3000, baseCost: 900, print: 350, vat: 500, profit: 3000 - 500 - 900 - 350, margin: 42 });
  });

  it('adds each printed side the blank offers (right is not offered)', async () => {
    const { product: data } = await loadPriceBreakdown(store, props({ product: 'two-sided' }));
    expect(data?.breakdown.print).toBe(350 + 275);
  });

  it("uses the product's own blank (baseProductId) at its sale price, and the product's sale price", async () => {
    const { product: data } = await loadPriceBreakdown(store, props({ product: 'on-hoodie' }));
    expect(data?.blank.sku).toBe('PB-BLANK-HD');
    expect(data?.breakdown).toMatchObject({ price: 2500, baseCost: 1800, print: 400 });
  });

  it("prices a studio product from its design: the design's blank and the sides it prints", async () => {
    const { product: data } = await loadPriceBreakdown(store, props({ product: 'studio-tee' }));
    expect(data?.blank.sku).toBe('PB-BLANK-TS');
    // Front and back print; the left's only layer is hidden, so it is not printed or priced.
    expect(data?.breakdown).toMatchObject({ price: 4000, baseCost: 900, print: 350 + 275 });
  });

  it('takes the blank the block names, by sku or by garment type', async () => {
    expect((await loadPriceBreakdown(store, props({ product: 'front-tee', blank: 'PB-BLANK-HD' }))).product?.breakdown.baseCost).toBe(1800);
    expect((await loadPriceBreakdown(store, props({ product: 'front-tee', blank: 'hoodie' }))).product?.blank.sku).toBe('PB-BLANK-HD');
    expect((await loadPriceBreakdown(store, props({ product: 'front-tee', blank: 'XX-BLANK-TS' }))).product).toBeNull();
  });

  it("draws nothing rather than invent costs: no blank for the garment, or another store's only", async () => {
    expect((await loadPriceBreakdown(store, props({ product: 'a-mug' }))).product).toBeNull();
    expect((await loadPriceBreakdown(other, props({ product: 'foreign-mug' }))).product).toBeNull();
    expect((await loadPriceBreakdown(store, props({ product: 'missing' }))).product).toBeNull();
  });

  it('still loads a page stored before the blank prop existed', () => {
    expect(priceBreakdownProps.parse({ product: 'front-tee', title: 'Old', showProfit: true }).blank).toBe('');
    expect(priceBreakdownProps.safeParse({ product: 'front-tee', blank: 'x"><script>' }).success).toBe(false);
  });

  it('gives profitPerMonth the same real profit per sale', async () => {
    const { product: data } = await loadProfitPerMonth(store, profitPerMonthProps.parse({ product: 'front-tee' }));
    expect(data).toEqual({ name: 'FRONT-TEE', price: 3000, profitPerSale: 3000 - 500 - 900 - 350 });
  });
});
