import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import type { Product } from '../../../schemas/product.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { ApiError, type FieldErrors } from '../../../platform/errors/api-error.ts';
import type { BundleOptionInput } from '../../../schemas/basket.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { CHOOSE_PARTS, NOT_A_BUNDLE, NOT_IN_BUNDLE, PART_COLOUR_UNAVAILABLE, PART_SIZE_UNAVAILABLE, PRODUCT_UNAVAILABLE } from './choice-messages.ts';

// A bundle (a product with isBundle and bundleItems) is one basket line whose parts the
// shopper chooses: a colour and size of each of the bundle's products. The catalogue says
// which products and how many of each; the shopper only picks among what each part offers.

/** One part as a basket line keeps it (basket_items.bundle_options_json), in the bundle's order. */
export const BundlePartChoice = z.object({
  productId: z.int().positive(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  /** How many of this product one bundle holds, from the catalogue when it was added. */
  quantity: z.int().min(1),
});
export type BundlePartChoice = z.infer<typeof BundlePartChoice>;

const field = (index: number, name: keyof BundleOptionInput) => `item.bundleOptions.${index}.${name}`;

/** The given part for a bundle item: the first not yet used that names its product. */
function takeOption(given: readonly BundleOptionInput[], used: Set<number>, productId: number): number {
  const index = given.findIndex((option, at) => !used.has(at) && option.productId === productId);
  if (index >= 0) used.add(index);
  return index;
}

/**
 * Checks the shopper's part choices against the bundle (pure: the parts' products are
 * given). Every bundle item gets exactly one choice; a part with a single colour or a
 * single size in that colour needs no choice; anything naming a product outside the bundle
 * is refused. All problems are reported together, field by field; nothing is guessed.
 */
export function matchBundleParts(
  bundle: Pick<Product, 'isBundle' | 'bundleItems'>,
  parts: ReadonlyMap<number, Product>,
  given: readonly BundleOptionInput[] = [],
): BundlePartChoice[] {
  if (!bundle.isBundle) {
    if (given.length > 0) throw ApiError.validation({ 'item.bundleOptions': [NOT_A_BUNDLE] });
    return [];
  }
  const errors: FieldErrors = {};
  // Products from outside the bundle first: the likeliest cause, so the message shown.
  const inBundle = new Set(bundle.bundleItems.map((item) => item.productId));
  given.forEach((option, index) => {
    if (!inBundle.has(option.productId)) errors[field(index, 'productId')] = [NOT_IN_BUNDLE];
  });
  const used = new Set<number>();
  const chosen: BundlePartChoice[] = [];
  for (const [position, item] of bundle.bundleItems.entries()) {
    const product = parts.get(item.productId);
    // A part gone from this store's catalogue: the bundle cannot be bought as it is.
    if (!product?.enabled) throw new ApiError('badRequest', PRODUCT_UNAVAILABLE);
    const index = takeOption(given, used, item.productId);
    const option = index >= 0 ? given[index] : undefined;
    const at = index >= 0 ? index : position;
    const colour = option?.productColor ?? (product.options.length === 1 ? product.options[0]!.colour.name : null);
    const colourOption = colour === null ? undefined : product.options.find((candidate) => candidate.colour.name === colour);
    if (product.options.length === 0) {
      if (option?.productColor !== undefined) errors[field(at, 'productColor')] = [PART_COLOUR_UNAVAILABLE];
      else if (option?.productSize !== undefined) errors[field(at, 'productSize')] = [PART_SIZE_UNAVAILABLE];
      else chosen.push({ productId: product.id, colour: null, size: null, quantity: item.quantity });
      continue;
    }
    if (colour === null) {
      errors[field(at, 'productColor')] = [CHOOSE_PARTS];
      continue;
    }
    if (!colourOption) {
      errors[field(at, 'productColor')] = [PART_COLOUR_UNAVAILABLE];
      continue;
    }
    const size = option?.productSize ?? (colourOption.sizes.length === 1 ? colourOption.sizes[0]! : null);
    if (size === null && colourOption.sizes.length > 0) {
      errors[field(at, 'productSize')] = [CHOOSE_PARTS];
      continue;
    }
    if (size !== null && !colourOption.sizes.includes(size)) {
      errors[field(at, 'productSize')] = [PART_SIZE_UNAVAILABLE];
      continue;
    }
    chosen.push({ productId: product.id, colour, size, quantity: item.quantity });
  }
  // More of a product than the bundle holds.
  given.forEach((_option, index) => {
    if (!used.has(index)) errors[field(index, 'productId')] = [NOT_IN_BUNDLE];
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return chosen;
}

/** The products of these ids in this store, by id (a bundle's parts, or the parts of basket lines). */
export async function partProducts(db: Db, divisionId: number, ids: readonly number[]): Promise<Map<number, Product>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('products').selectAll().where('division_id', '=', divisionId).where('id', 'in', unique).execute();
  return new Map(
    rows.map((row) => {
      const product = productFromRow(row);
      return [product.id, product];
    }),
  );
}

/** Checks a bundle's part choices against this store's catalogue as it is now. */
export async function resolveBundleParts(
  db: Db,
  divisionId: number,
  bundle: Product,
  given: readonly BundleOptionInput[] | undefined,
): Promise<BundlePartChoice[]> {
  const parts = bundle.isBundle
    ? await partProducts(
        db,
        divisionId,
        bundle.bundleItems.map((item) => item.productId),
      )
    : new Map<number, Product>();
  return matchBundleParts(bundle, parts, given);
}

/**
 * A stored line's parts. Lines written before parts were checked hold the shopper's raw
 * input in another shape: those read as no parts, and such a bundle line cannot be bought.
 */
export function readStoredParts(json: string | null): BundlePartChoice[] {
  const parsed = z.array(BundlePartChoice).safeParse(fromJson(json, 'basket_items.bundle_options_json'));
  return parsed.success ? parsed.data : [];
}
