// The dashboard's product screens (the product, collection and approval calls are in
// src/schemas/api.ts: ownerProducts.*, collections.*, atlas.*Product*).

/** Dashboard screens. */
export const productScreens = {
  list: '/dashboard/store/products/',
  edit: (id: number) => `/dashboard/store/products/${id}/`,
  collections: '/dashboard/store/collections/',
  /** Where an owner designs a new product (the studio opens in owner mode from the dashboard). */
  studio: '/design-your-own-t-shirt/',
  atlas: '/atlas/products/',
} as const;
