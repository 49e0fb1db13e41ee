// A store of its own for the owner-product, approval and collection tests: a blank with
// studio data, a saved design with rendered files, and a signed-in owner, all factory-made
// so nothing leans on the seed.
import { randomUUID } from 'node:crypto';
import { testDb } from '../support/api.ts';
import { makeBlank, makeDesign, makeOwner, makeStore, type ProductOverrides } from '../support/factories/index.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { SessionClient } from '../support/session-client.ts';

/** Blank £10.00 + front print £5.00: a design printed on the front costs £15.00 to make. */
export const BLANK_PRICE = 1000;
export const FRONT_PRINT = 500;

/** A product of a test's own store at the blank's price, as the owner screens list them. */
export const product = (sku: string, name = sku, extra: ProductOverrides = {}): ProductOverrides => ({
  sku,
  name,
  manufacturer: 'Blank Co',
  price: BLANK_PRICE,
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

/** A saved design of the store (as the studio's save and render leave it) with a print file and mockups in both colours. */
export async function insertDesign(store: Pick<OwnerStore, 'scope' | 'blankId' | 'blankSku'>, status: 'ready' | 'rendering' = 'ready'): Promise<string> {
  const files = `/media/${randomUUID()}`;
  const file = (kind: 'print' | 'mockup', colour: string | null, width: number, height: number) => ({
    kind,
    side: 'front',
    colour,
    width,
    height,
    url: `${files}-${kind}-${colour ?? 'all'}-${width}.png`,
    bytes: 100,
  });
  const design = await makeDesign(store.scope, {
    blankId: store.blankId,
    document: designDocument(store.blankId, store.blankSku),
    price: BLANK_PRICE + FRONT_PRINT,
    status,
    files:
      status === 'ready'
        ? [file('print', null, 3543, 4724), file('mockup', 'White', 400, 400), file('mockup', 'White', 800, 800), file('mockup', 'Black', 800, 800)]
        : [],
  });
  return design.uuid;
}

export async function ownerStore(prefix: string): Promise<OwnerStore> {
  const { db } = await testDb();
  const code =
    prefix
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 4) || 'OWN';
  const scope = await makeStore(db, { prefix });
  const blank = await makeBlank(scope, { sku: `${code}-BLANK-TS` });
  const { client: owner } = await makeOwner(scope, { session: true });
  const store = { subdomain: scope.subdomain, code, scope, owner, blankId: blank.id, blankSku: blank.sku, designUuid: '' };
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
