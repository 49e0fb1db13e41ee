// The orders a shopper can pick on a collection page (`?sort=`), in the order offered.
// The vocabulary lives here, on both sides: the catalogue's queries import it.

export const PRODUCT_SORTS = ['position', 'new-in', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SORT_LABELS: Record<ProductSort, string> = {
  position: 'Featured',
  'new-in': 'New in',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

/** A collection's own order unless the shopper picked another. */
export const DEFAULT_COLLECTION_SORT: ProductSort = 'position';

/** The sort a `?sort=` value names; an unknown or missing value is the default, not an error. */
export function parseSortParam(value: string | null | undefined, fallback: ProductSort = DEFAULT_COLLECTION_SORT): ProductSort {
  return PRODUCT_SORTS.find((sort) => sort === value) ?? fallback;
}
