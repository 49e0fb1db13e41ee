// Addresses of the dashboard's product, collection and approval calls, shared
// by the islands and the tests. Creating a product from a design is studioCalls.ownerProducts.

const products = '/omnis/v3/dashboard/store/products/';
const collections = '/omnis/v3/dashboard/store/collections/';

export const productCalls = {
  /** GET ?search=&page= → OwnerProductPage; POST OwnerProductBody → 201 { product }. */
  list: (search = '', page = 1) => `${products}?search=${encodeURIComponent(search)}&page=${page}`,
  /** POST { ids, enabled } → { updated }: all of this store's products or none (403). */
  bulk: `${products}bulk/`,
  /** GET → { product }; PATCH OwnerProductUpdate → { product }. */
  product: (id: number) => `${products}${id}/`,
} as const;

export const collectionCalls = {
  /** GET → { collections }; POST CollectionBody → 201 { collection }. */
  list: collections,
  /** GET, PATCH CollectionBody, DELETE. */
  collection: (id: number) => `${collections}${id}/`,
  /** GET → { products } in order; PUT { productIds } → { products }. */
  products: (id: number) => `${collections}${id}/products/`,
} as const;

export const approvalCalls = {
  /** GET → { products } awaiting approval in every store (staff). */
  queue: '/omnis/v3/atlas/products/',
  approve: (id: number) => `/omnis/v3/atlas/products/${id}/approve/`,
  /** POST { reason } (3–500 characters). */
  deny: (id: number) => `/omnis/v3/atlas/products/${id}/deny/`,
} as const;

/** Dashboard screens. */
export const productScreens = {
  list: '/dashboard/store/products/',
  edit: (id: number) => `/dashboard/store/products/${id}/`,
  collections: '/dashboard/store/collections/',
  /** Where an owner designs a new product (the studio opens in owner mode from the dashboard). */
  studio: '/design-your-own-t-shirt/',
  atlas: '/atlas/products/',
} as const;
