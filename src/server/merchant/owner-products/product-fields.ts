import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { Image } from '../../../schemas/image.ts';
import type { ProductOption } from '../../../schemas/product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { BLANK_SKU_MARK, isCustomSku } from '../../../schemas/product.ts';
import { slugify } from '../../../lib/slugify.ts';

// The checks an owner's product fields pass, shared by creating one from a design and by the
// edit screen's save. Each refusal is a 4xx naming the field, raised before anything is written.

/** The blank's options in the offered colours (their images pointed at the product's pictures); a colour the blank lacks is a 422. */
export function offeredOptions(available: ProductOption[], colours: string[], images: Image[] = []): ProductOption[] {
  const names = new Set(available.map((option) => option.colour.name));
  const unknown = colours.filter((colour) => !names.has(colour));
  if (unknown.length > 0) throw ApiError.validation({ colours: [`This product does not come in ${unknown.join(', ')}.`] });
  const wanted = new Set(colours);
  return available
    .filter((option) => wanted.has(option.colour.name))
    .map((option) => {
      const shown = images.filter((image) => image.color === option.colour.name).map((image) => image.id);
      return { ...option, images: shown.length > 0 ? shown : option.images };
    });
}

/**
 * The ids of the store's collections named by url name. A url name of another store's
 * collection is the spec's 403; one no store has, a 404. Nothing is written either way.
 */
export async function collectionIds(scope: StoreScope, urlNames: string[]): Promise<number[]> {
  const wanted = [...new Set(urlNames)];
  if (wanted.length === 0) return [];
  const rows = await scope.db.selectFrom('collections').select(['id', 'url_name', 'division_id']).where('url_name', 'in', wanted).execute();
  const own = rows.filter((row) => row.division_id === scope.division.id);
  for (const urlName of wanted) {
    if (own.some((row) => row.url_name === urlName)) continue;
    if (rows.some((row) => row.url_name === urlName)) throw new ApiError('otherStore');
    throw new ApiError('notFound', `No collection ${urlName} in this store.`);
  }
  return wanted.map((urlName) => own.find((row) => row.url_name === urlName)!.id);
}

/**
 * Puts the product in exactly these collections: new memberships go to the end of each
 * collection's order, kept ones keep their place.
 */
export async function setProductCollections(db: Db, productId: number, ids: number[]): Promise<void> {
  const current = await db.selectFrom('product_collections').select('collection_id').where('product_id', '=', productId).execute();
  const had = new Set(current.map((row) => row.collection_id));
  const removed = [...had].filter((id) => !ids.includes(id));
  if (removed.length > 0) await db.deleteFrom('product_collections').where('product_id', '=', productId).where('collection_id', 'in', removed).execute();
  for (const collectionId of ids.filter((id) => !had.has(id))) {
    const last = await db
      .selectFrom('product_collections')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('collection_id', '=', collectionId)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await db.insertInto('product_collections').values({ product_id: productId, collection_id: collectionId, position }).execute();
  }
}

/** A url name for a new product of the store from its name: the name's slug, numbered when taken. */
export async function freeProductUrlName(db: Db, divisionId: number, name: string): Promise<string> {
  const base = slugify(name) || 'product';
  const taken = new Set(
    (await db.selectFrom('products').select('url_name').where('division_id', '=', divisionId).where('url_name', 'like', `${base}%`).execute()).map(
      (row) => row.url_name,
    ),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * A listed sku for product `productId` printed on `blankSku` ({CODE}-BLANK-TS):
 * `{CODE}-P-{id}`. The row id makes it unique without a race between two owners' saves; it is
 * never a custom prefix nor BLANK, so the product is listed like any other once approved.
 */
export function productSku(blankSku: string, productId: number): string {
  const code = (blankSku.split(BLANK_SKU_MARK)[0] ?? '').replace(/-+$/, '') || 'PF';
  const sku = `${code}-P-${productId}`;
  // A store code that happens to start like a custom sku (CP…, API…) would hide the product.
  return isCustomSku(sku) ? `PF-${sku}` : sku;
}
