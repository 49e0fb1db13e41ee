import { access } from 'node:fs/promises';
import path from 'node:path';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { Image } from '../../../schemas/image.ts';
import type { MagicModelProduct } from '../../../schemas/magic-model.ts';
import { nameContains } from '../../../platform/db/name-search.ts';

// The picture of a product the magic model creator places: a listed product's first image,
// or for an owner's studio product (design_id) its design's mockup (the front first). Only
// this store's products, and only pictures in the media store: nothing is fetched from
// elsewhere, so a product's image address cannot make the server read another host.

/** Wide enough for the 1280 px composition's garment box, small enough to decode quickly. */
const WORKING_WIDTH = 800;
const CHOOSER_LIMIT = 48;

export const NO_PICTURE = 'This product has no picture to place.';

export interface ProductPicture {
  productId: number;
  name: string;
  /** The stored picture's address (/media/…) and file. */
  url: string;
  file: string;
  studio: boolean;
}

type Row = { id: number; name: string; images_json: string; design_id: number | null };

/** The file behind a media address, or null for any address outside the media store. */
export function mediaFile(url: string, mediaDir = config.mediaDir): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const name = url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0] as string;
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(name) || name.includes('..')) return null;
  const file = path.resolve(mediaDir, name);
  return file.startsWith(path.resolve(mediaDir) + path.sep) ? file : null;
}

/** The rendition at least WORKING_WIDTH wide (the smallest such), else the largest. */
function workingSize(image: Image): string {
  const widths = Object.keys(image.sizes)
    .map(Number)
    .sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= WORKING_WIDTH);
  return width === undefined ? image.original : (image.sizes[String(width)] as string);
}

function firstImage(row: Row): Image | undefined {
  const images = (fromJson<unknown[]>(row.images_json, 'products.images_json') ?? []).flatMap((entry) => {
    const parsed = Image.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return images.sort((a, b) => a.position - b.position)[0];
}

async function designMockup(scope: StoreScope, designId: number): Promise<string | undefined> {
  const files = await scope.db
    .selectFrom('design_files')
    .select(['side', 'url', 'width'])
    .where('design_id', '=', designId)
    .where('division_id', '=', scope.division.id)
    .where('kind', '=', 'mockup')
    .execute();
  const ordered = files.sort((a, b) => Number(b.side === 'front') - Number(a.side === 'front') || b.width - a.width);
  return ordered[0]?.url;
}

async function pictureUrl(scope: StoreScope, row: Row): Promise<string | undefined> {
  const mockup = row.design_id !== null ? await designMockup(scope, row.design_id) : undefined;
  if (mockup) return mockup;
  const image = firstImage(row);
  return image ? workingSize(image) : undefined;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The picture to place for one of this store's products: 404 for a product of another store or none, 422 without a stored picture. */
export async function productPicture(scope: StoreScope, productId: number): Promise<ProductPicture> {
  const row = await scope.db
    .selectFrom('products')
    .select(['id', 'name', 'images_json', 'design_id'])
    .where('id', '=', productId)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!row) throw new ApiError('notFound', 'No such product.');
  const url = await pictureUrl(scope, row);
  const file = url ? mediaFile(url) : null;
  if (!url || !file || !(await exists(file))) throw ApiError.validation({ productId: [NO_PICTURE] });
  return { productId: row.id, name: row.name, url, file, studio: row.design_id !== null };
}

/** The store's products the creator can place (those with a picture), by name. */
export async function pictureProducts(scope: StoreScope, search = ''): Promise<MagicModelProduct[]> {
  let query = scope.db
    .selectFrom('products')
    .select(['id', 'name', 'images_json', 'design_id'])
    .where('division_id', '=', scope.division.id)
    .where('sku', 'not like', '%BLANK%');
  if (search) query = query.where(nameContains('name', search));
  const rows = await query
    .orderBy('name')
    .orderBy('id')
    .limit(CHOOSER_LIMIT * 2)
    .execute();
  const products: MagicModelProduct[] = [];
  for (const row of rows) {
    const mockup = row.design_id !== null ? await designMockup(scope, row.design_id) : undefined;
    const image = mockup ? undefined : firstImage(row);
    // The chooser shows the smallest rendition of the picture the scene will use.
    const smallest = image
      ? Object.keys(image.sizes)
          .map(Number)
          .sort((a, b) => a - b)[0]
      : undefined;
    const url = mockup ?? (image && smallest !== undefined ? image.sizes[String(smallest)] : image?.original);
    if (url && mediaFile(url)) products.push({ id: row.id, name: row.name, thumbnail: url, studio: row.design_id !== null });
    if (products.length === CHOOSER_LIMIT) break;
  }
  return products;
}
