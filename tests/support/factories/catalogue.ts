// Products, blanks and collections for tests, written by the catalogue's own writes
// (insertProduct, saveBlankStudio, insertCollection, setCollectionProducts).
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { insertCollection, insertProduct, productFromRow, saveBlankStudio, setCollectionProducts } from '../../../src/server/catalogue/index.ts';
import type { NewCollection, NewProduct } from '../../../src/server/catalogue/catalogue-writes.ts';
import type { BlankStudio } from '../../../src/schemas/blank-studio.ts';
import type { Collection } from '../../../src/schemas/collection.ts';
import type { Product } from '../../../src/schemas/product.ts';
import { uniqueName } from './unique.ts';

/** White and Black, sizes S and M: the colours of a factory-made product. */
export const TEST_COLOURS: NewProduct['options'] = [
  { colour: { name: 'White', hex: '#ffffff' }, sizes: ['S', 'M'], images: [], pro: false },
  { colour: { name: 'Black', hex: '#111111' }, sizes: ['S', 'M'], images: [], pro: false },
];

/** A URL name from any text: lower case, words joined by hyphens. */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export type ProductOverrides = Partial<NewProduct> & {
  /** When it was added (the catalogue lists newest first). */
  createdAt?: string;
};

/**
 * What insertProduct takes: an enabled unisex t-shirt at £20.00 in White and Black, with
 * a unique SKU and URL name unless the overrides name them.
 */
export function productInput(overrides: Partial<NewProduct> = {}): NewProduct {
  const sku = overrides.sku ?? uniqueName('TEST').toUpperCase();
  const name = overrides.name ?? 'Test tee';
  return {
    sku,
    name,
    description: '',
    meta: { title: '', description: '' },
    urlName: overrides.urlName ?? slug(`${name}-${sku}`),
    type: 't-shirt',
    gender: 'unisex',
    manufacturer: 'Printfront',
    price: 2000,
    salePrice: null,
    enabled: true,
    vatRate: 1,
    defaultColour: 'White',
    options: TEST_COLOURS,
    images: [],
    designs: { front: null, back: null, left: null, right: null },
    tags: [],
    customiseIt: false,
    enableAddToCart: true,
    ...overrides,
  };
}

async function readProduct(scope: StoreScope, id: number): Promise<Product> {
  return productFromRow(await scope.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** Everything of `product` insertProduct takes, to make another like it (give it its own SKU and URL name). */
export function copyOf(product: Product): NewProduct {
  const { id: _id, uuid: _uuid, collections: _collections, ...fields } = product;
  return fields;
}

/** A product of the store (see productInput for the defaults), as the catalogue reads it back. */
export async function makeProduct(scope: StoreScope, overrides: ProductOverrides = {}): Promise<Product> {
  const { createdAt, ...fields } = overrides;
  const id = await insertProduct(scope, productInput(fields), createdAt);
  return readProduct(scope, id);
}

/** Front £5.00 and back £4.00 to print, each a 300 × 400 mm area, mocked up in White and Black. */
export const TEST_BLANK_STUDIO: BlankStudio = {
  sides: [
    {
      side: 'front',
      printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.35, y: 0.25, width: 0.3, height: 0.4 } },
      printCost: 500,
      mockups: { White: '/media/none-white.webp', Black: '/media/none-black.webp' },
    },
    {
      side: 'back',
      printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.35, y: 0.25, width: 0.3, height: 0.4 } },
      printCost: 400,
      mockups: { White: '/media/none-white.webp', Black: '/media/none-black.webp' },
    },
  ],
};

export interface BlankOverrides extends ProductOverrides {
  /** The blank's studio data (default TEST_BLANK_STUDIO). */
  studio?: BlankStudio;
}

/**
 * A blank the studio prints on: a product whose SKU holds "-BLANK-" (default £10.00,
 * `<STORE CODE>-BLANK-TS`) with its studio data.
 */
export async function makeBlank(scope: StoreScope, overrides: BlankOverrides = {}): Promise<Product & { studio: BlankStudio }> {
  const { studio: studioInput = TEST_BLANK_STUDIO, ...fields } = overrides;
  const product = await makeProduct(scope, { sku: `${scope.division.code}-BLANK-TS`, name: 'Blank tee', manufacturer: 'Blank Co', price: 1000, ...fields });
  const studio = await saveBlankStudio(scope, product.id, studioInput);
  return { ...product, studio };
}

export type CollectionOverrides = Partial<NewCollection> & {
  /** Products put into it, in this order. */
  products?: number[];
};

/** A collection of the store (a unique name and URL name unless given), holding `products`. */
export async function makeCollection(scope: StoreScope, overrides: CollectionOverrides = {}): Promise<Collection> {
  const { products = [], ...fields } = overrides;
  const name = fields.name ?? 'Test collection';
  const input: NewCollection = {
    name,
    urlName: fields.urlName ?? slug(uniqueName(name)),
    description: '',
    banner: null,
    position: 0,
    ...fields,
  };
  const id = await insertCollection(scope, input);
  await setCollectionProducts(scope, id, products);
  const { uuid } = await scope.db.selectFrom('collections').select('uuid').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, uuid, ...input };
}
