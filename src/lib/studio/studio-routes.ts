// Studio routes: /studio/{customiseItUrl?}/ and its aliases, each opening the studio on
// a blank of the store (sku containing BLANK) of the garment named here — and, for the
// gendered t-shirt aliases, a blank of that gender when the store has one (else its unisex
// tee). /custom/ redirects to the first alias. Browser-safe: blocks and menus link to these.

export interface StudioAlias {
  /** The address, with its trailing slash. */
  path: string;
  /** The blank's product type (products.type), as the seed's garments name them. */
  garment: string;
  /** Prefer a blank of this gender (products.gender). */
  gender?: 'mens' | 'womens' | 'kids';
  /** What the alias designs, for links and the studio's title ("Design your own {label}"). */
  label: string;
}

export const STUDIO_PATH = '/studio/';

export const STUDIO_ALIASES: readonly StudioAlias[] = [
  { path: '/design-your-own-t-shirt/', garment: 't-shirt', label: 'T-Shirt' },
  { path: '/mens-custom-printed-t-shirts/', garment: 't-shirt', gender: 'mens', label: "Men's T-Shirt" },
  { path: '/womens-custom-printed-t-shirts/', garment: 't-shirt', gender: 'womens', label: "Women's T-Shirt" },
  { path: '/kids-custom-printed-t-shirts/', garment: 't-shirt', gender: 'kids', label: "Kids' T-Shirt" },
  { path: '/custom-printed-sweaters/', garment: 'sweater', label: 'Sweater' },
  { path: '/custom-printed-hoodies/', garment: 'hoodie', label: 'Hoodie' },
  { path: '/custom-printed-baseball-tees/', garment: 'baseball-tee', label: 'Baseball Tee' },
  { path: '/custom-printed-vest-top/', garment: 'vest', label: 'Vest Top' },
  { path: '/custom-printed-t-shirt-dress/', garment: 't-shirt-dress', label: 'T-Shirt Dress' },
  { path: '/custom-printed-tote-bags/', garment: 'tote-bag', label: 'Tote Bag' },
  { path: '/custom-printed-stickers/', garment: 'sticker', label: 'Sticker' },
  { path: '/custom-art-prints/', garment: 'art-print', label: 'Art Print' },
  { path: '/custom-landscape-art-prints/', garment: 'landscape-art-print', label: 'Landscape Art Print' },
];

/** Where /custom/ and a bare /studio/ land: the t-shirt. */
export const DEFAULT_STUDIO_ALIAS = STUDIO_ALIASES[0]!;

export function studioAliasOf(pathname: string): StudioAlias | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return STUDIO_ALIASES.find((alias) => alias.path === path);
}

/** The studio opened on a blank or a product by its urlName (its customiseItUrl). */
export const studioUrlFor = (customiseItUrl: string) => `${STUDIO_PATH}${encodeURIComponent(customiseItUrl)}/`;

/**
 * The blank an alias opens on, from the store's blanks (oldest first): one of the alias's
 * garment and gender when the store has it, else its unisex one, else (for an alias without a
 * gender) any of the garment. Undefined when the store has no blank of the garment. One rule
 * for the studio routes and the blocks that link to them.
 */
export function blankOfAlias<Blank extends { type: string; gender: string }>(
  alias: Pick<StudioAlias, 'garment' | 'gender'>,
  blanks: readonly Blank[],
): Blank | undefined {
  const ofGarment = blanks.filter((blank) => blank.type === alias.garment);
  const wanted = alias.gender ?? 'unisex';
  return (
    ofGarment.find((blank) => blank.gender === wanted) ?? ofGarment.find((blank) => blank.gender === 'unisex') ?? (alias.gender ? undefined : ofGarment[0])
  );
}
