// A store of its own for the owner-product, approval and collection tests: a blank with
// studio data, a saved design with rendered files (the rows the studio's save writes,
// inserted directly), and a signed-in owner. Everything is made fresh so nothing leans on the seed.
import { randomUUID } from 'node:crypto';
import { testDb } from '../support/api.ts';
import { ownerClient } from '../support/store-owner.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import { insertProduct, type NewProduct } from '../../src/server/catalogue/catalogue-writes.ts';
import { saveBlankStudio } from '../../src/server/catalogue/blank-studio.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { SessionClient } from '../support/session-client.ts';

export const COLOURS = [
  { colour: { name: 'White', hex: '#ffffff' }, sizes: ['S', 'M'], images: [], pro: false },
  { colour: { name: 'Black', hex: '#111111' }, sizes: ['S', 'M'], images: [], pro: false },
];

/** Blank £10.00 + front print £5.00: a design printed on the front costs £15.00 to make. */
export const BLANK_PRICE = 1000;
export const FRONT_PRINT = 500;

export const product = (sku: string, name = sku, extra: Partial<NewProduct> = {}): NewProduct => ({
  sku,
  name,
  description: '',
  meta: { title: '', description: '' },
  urlName: `${name}-${sku}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  type: 't-shirt',
  gender: 'unisex',
  manufacturer: 'Blank Co',
  price: BLANK_PRICE,
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
  ...extra,
});

export interface OwnerStore {
  subdomain: string;
  code: string;
  scope: StoreScope;
  owner: SessionClient;
  blankId: number;
  blankSku: string;
  /** A design printed on the front, its files rendered (status ready). */
  designUuid: string;
}

export const designDocument = (blankId: number, blankSku: string) => ({
  version: 1,
  product: { id: blankId, sku: blankSku },
  colour: 'White',
  sides: {
    front: [
      {
        id: 'words',
        type: 'text',
        xMm: 20,
        yMm: 20,
        widthMm: 200,
        heightMm: 40,
        text: 'Hello',
        fontFamily: 'Lato',
        fontWeight: 400,
        fontSizeMm: 30,
        colour: '#000000',
      },
    ],
    back: [],
    left: [],
    right: [],
  },
});

/** Inserts a saved design of the store (as the studio's save does) with a print file and mockups in both colours. */
export async function insertDesign(store: Pick<OwnerStore, 'scope' | 'blankId' | 'blankSku'>, status: 'ready' | 'rendering' = 'ready'): Promise<string> {
  const { db, division } = store.scope;
  const uuid = randomUUID();
  const time = new Date().toISOString();
  const design = await db
    .insertInto('designs')
    .values({
      uuid,
      division_id: division.id,
      blank_product_id: store.blankId,
      user_id: null,
      document_json: JSON.stringify(designDocument(store.blankId, store.blankSku)),
      price: BLANK_PRICE + FRONT_PRINT,
      status,
      error: null,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'ready') {
    const file = (kind: 'print' | 'mockup', colour: string | null, width: number, height: number) => ({
      design_id: design.id,
      division_id: division.id,
      kind,
      side: 'front',
      colour,
      width,
      height,
      dpi: kind === 'print' ? 300 : null,
      url: `/media/${uuid}-${kind}-${colour ?? 'all'}-${width}.png`,
      bytes: 100,
      created_at: time,
    });
    await db
      .insertInto('design_files')
      .values([file('print', null, 3543, 4724), file('mockup', 'White', 400, 400), file('mockup', 'White', 800, 800), file('mockup', 'Black', 800, 800)])
      .execute();
  }
  return uuid;
}

export async function ownerStore(prefix: string): Promise<OwnerStore> {
  const { db } = await testDb();
  const subdomain = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const code =
    prefix
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 4) || 'OWN';
  const scope: StoreScope = {
    db,
    division: await createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: subdomain, themeName: 'naked' }),
  };
  const blankSku = `${code}-BLANK-TS`;
  const blankId = await insertProduct(scope, product(blankSku, 'Blank tee'));
  await saveBlankStudio(scope, blankId, {
    sides: [
      {
        side: 'front',
        printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.35, y: 0.25, width: 0.3, height: 0.4 } },
        printCost: FRONT_PRINT,
        mockups: { White: '/media/none-white.webp', Black: '/media/none-black.webp' },
      },
      {
        side: 'back',
        printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.35, y: 0.25, width: 0.3, height: 0.4 } },
        printCost: 400,
        mockups: { White: '/media/none-white.webp', Black: '/media/none-black.webp' },
      },
    ],
  });
  const owner = await ownerClient(subdomain, scope.division.id);
  const store = { subdomain, code, scope, owner, blankId, blankSku, designUuid: '' };
  store.designUuid = await insertDesign(store);
  return store;
}

/** A valid OwnerProductBody for the store's design. */
export const sellBody = (store: OwnerStore, extra: Record<string, unknown> = {}) => ({
  designUuid: store.designUuid,
  name: 'Hello Tee',
  description: 'Says hello.',
  price: 2500,
  salePrice: null,
  colours: ['White'],
  collections: [],
  tags: ['hello'],
  enabled: true,
  ...extra,
});

export const contentVersion = async (store: OwnerStore) =>
  (await store.scope.db.selectFrom('divisions').select('content_version').where('id', '=', store.scope.division.id).executeTakeFirstOrThrow()).content_version;

export const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";
