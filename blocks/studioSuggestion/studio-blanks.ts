import { sql, type SqlBool } from 'kysely';
import type { StoreScope } from '../../src/server/stores/index.ts';
import { BlankStudio } from '../../src/schemas/blank-studio.ts';
import { BLANK_SKU_MARK, isBlankSku, isOnSale, type Product } from '../../src/schemas/product.ts';
import { STUDIO_ALIASES, blankOfAlias, type StudioAlias } from '../../src/lib/studio/studio-routes.ts';
import { fromJson } from '../../src/platform/db/json.ts';
import { productFromRow } from '../../src/server/catalogue/index.ts';

// The studio blocks invite shoppers into the studio on this store's own blanks.
// Each alias opens on a blank of its garment (and, for the gendered tees, of its gender
// when the store has one, else its unisex tee), as the studio route picks it; a garment the
// store has no blank for (with studio data, enabled) is not offered.

export interface StudioBlank {
  alias: StudioAlias;
  product: Product;
  studio: BlankStudio;
}

/** What a block shows of a blank: its picture in a colour, its link and its lowest designed price. */
export interface StudioBlankCard {
  /** The alias path the studio opens on. */
  href: string;
  label: string;
  colour: string;
  image: { src: string; sizes?: Record<string, string> | undefined; alt: string } | null;
  /** The blank's price (its sale price while on sale) plus its cheapest printed side, store currency. */
  fromPrice: number;
}

/** This store's enabled blanks that carry studio data, oldest first. */
async function storeBlanks(scope: StoreScope): Promise<{ product: Product; studio: BlankStudio }[]> {
  const rows = await scope.db
    .selectFrom('products')
    .innerJoin('blank_studios', 'blank_studios.product_id', 'products.id')
    .selectAll('products')
    .select('blank_studios.studio_json')
    .where('products.division_id', '=', scope.division.id)
    .where('blank_studios.division_id', '=', scope.division.id)
    .where(sql<SqlBool>`replace(products.sku, ${BLANK_SKU_MARK}, '') <> products.sku`)
    .orderBy('products.id')
    .execute();
  return rows
    .map(({ studio_json, ...row }) => ({ product: productFromRow(row), studio: BlankStudio.safeParse(fromJson(studio_json, 'blank_studios.studio_json')) }))
    .filter((entry) => entry.product.enabled && isBlankSku(entry.product.sku) && entry.studio.success)
    .map((entry) => ({ product: entry.product, studio: entry.studio.data! }));
}

function blankFor(alias: StudioAlias, blanks: { product: Product; studio: BlankStudio }[]) {
  const chosen = blankOfAlias(
    alias,
    blanks.map((blank) => blank.product),
  );
  return chosen && blanks.find((blank) => blank.product === chosen);
}

/** Every studio alias this store has a blank for, in STUDIO_ALIASES order. */
export async function studioBlanksOf(scope: StoreScope): Promise<StudioBlank[]> {
  const blanks = await storeBlanks(scope);
  return STUDIO_ALIASES.flatMap((alias) => {
    const blank = blankFor(alias, blanks);
    return blank ? [{ alias, ...blank }] : [];
  });
}

/** The store's blank an alias opens on, or undefined when it has none. */
export async function studioBlankOf(scope: StoreScope, aliasPath: string): Promise<StudioBlank | undefined> {
  return (await studioBlanksOf(scope)).find((blank) => blank.alias.path === aliasPath);
}

/**
 * A blank as a block shows it, in `colour` when the blank offers it (else its default colour):
 * its product picture of that colour (with its responsive sizes), else the studio's front mockup.
 */
export function studioBlankCard({ alias, product, studio }: StudioBlank, colour = ''): StudioBlankCard {
  const colours = product.options.map((option) => option.colour.name);
  const fallback = product.defaultColour !== null && colours.includes(product.defaultColour) ? product.defaultColour : (colours[0] ?? '');
  const shown = colours.find((name) => name.toLowerCase() === colour.trim().toLowerCase()) ?? fallback;
  const picture = product.images.find((image) => image.color === shown);
  const front = studio.sides.find((side) => side.side === 'front') ?? studio.sides[0]!;
  const mockup = front.mockups[shown];
  const alt = `${alias.label} in ${shown.toLowerCase()}`;
  const image = picture ? { src: picture.original, sizes: picture.sizes, alt } : mockup ? { src: mockup, alt } : null;
  const base = isOnSale(product) && product.salePrice !== null ? product.salePrice : product.price;
  const cheapest = Math.min(...studio.sides.map((side) => side.printCost));
  return { href: alias.path, label: alias.label, colour: shown, image, fromPrice: base + cheapest };
}
