import type { StoreScope } from '../stores/index.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { fromJson, now, toJson } from '../../platform/db/json.ts';
import { BlankStudio } from '../../schemas/blank-studio.ts';
import { isBlankSku } from '../../schemas/product.ts';
import { isSafeUrl } from '../../lib/url-sanitiser.ts';

// A blank's studio data (sides, print areas in mm, print costs, a mockup per
// colour per side), kept in blank_studios beside its product. Written only through
// saveBlankStudio, which refuses anything the studio could not use: the island and the
// print-file jobs then trust what they read.

/** A mockup is shown by the studio on the store's own pages: a site path or an https address. */
function isMockupAddress(address: string): boolean {
  const site = address.startsWith('/') && !address.startsWith('//');
  return isSafeUrl(address) && (site || address.startsWith('https://'));
}

/**
 * Stores (or replaces) the studio data of one of this store's blanks. Refused with a 422 when
 * the data is not a BlankStudio, the product is not a blank, a mockup is not a safe address,
 * or the mockups do not match the product's colours (each side shows every colour, and only
 * those); with a 403 when the product is another store's. Nothing is written when refused.
 */
export async function saveBlankStudio(scope: StoreScope, productId: number, input: unknown): Promise<BlankStudio> {
  const studio = BlankStudio.parse(input);
  const product = await scope.db.selectFrom('products').select(['id', 'division_id', 'sku', 'options_json']).where('id', '=', productId).executeTakeFirst();
  if (!product) throw new ApiError('notFound', 'No such product.');
  if (product.division_id !== scope.division.id) throw new ApiError('otherStore');
  if (!isBlankSku(product.sku)) throw ApiError.validation({ sku: ['Only a blank product carries studio data.'] });
  const options = fromJson<{ colour: { name: string } }[]>(product.options_json, 'products.options_json') ?? [];
  const colours = new Set(options.map((option) => option.colour.name));
  for (const side of studio.sides) {
    const shown = Object.keys(side.mockups);
    const missing = [...colours].filter((colour) => !shown.includes(colour));
    const unknown = shown.filter((colour) => !colours.has(colour));
    if (missing.length > 0) throw ApiError.validation({ [`sides.${side.side}.mockups`]: [`The ${side.side} needs a mockup in ${missing.join(', ')}.`] });
    if (unknown.length > 0) throw ApiError.validation({ [`sides.${side.side}.mockups`]: [`The blank has no colour ${unknown.join(', ')}.`] });
    const unsafe = Object.values(side.mockups).find((address) => !isMockupAddress(address));
    if (unsafe !== undefined)
      throw ApiError.validation({ [`sides.${side.side}.mockups`]: ['A mockup must be an image address of this site or an https address.'] });
  }
  const values = { studio_json: toJson(studio), updated_at: now() };
  await scope.db
    .insertInto('blank_studios')
    .values({ product_id: productId, division_id: scope.division.id, ...values })
    .onConflict((conflict) => conflict.column('product_id').doUpdateSet(values))
    .execute();
  return studio;
}

/** The studio data of one of this store's products; null for a product without any (or another store's). */
export async function blankStudioOf(scope: StoreScope, productId: number): Promise<BlankStudio | null> {
  const row = await scope.db
    .selectFrom('blank_studios')
    .select('studio_json')
    .where('product_id', '=', productId)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  return row ? BlankStudio.parse(fromJson(row.studio_json, 'blank_studios.studio_json')) : null;
}
