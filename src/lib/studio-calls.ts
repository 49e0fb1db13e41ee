// Addresses of the studio calls, shared by the studio island, the dashboard and the
// tests. The spec names none of them beyond the design library (GET /omnis/v3/artemis/query/),
// so they live beside the other /omnis/v3/ calls under /omnis/v3/studio/. Bodies and answers
// are the zod schemas of src/schemas/studio-calls.ts.

export const studioCalls = {
  /** POST multipart (field `file`): an image for an image layer → StudioUpload (201). Refusals: 415/413/422 with the spec's texts. */
  upload: '/omnis/v3/studio/uploads/',
  /** GET: the design library, artwork searched by `searchTerm` (macros=designs) → { data: LibraryItem[], meta }. */
  library: (searchTerm = '', page = 1) => `/omnis/v3/artemis/query/?macros=designs&page=${page}&perPage=24&searchTerm=${encodeURIComponent(searchTerm)}`,
  /** POST SaveDesignBody → SavedDesign (201); GET → the signed-in customer's designs, newest first ({ designs: SavedDesign[] }). */
  designs: '/omnis/v3/studio/designs/',
  /** GET → SavedDesign (its files once rendered); PUT SaveDesignBody → SavedDesign (the same share id, re-rendered; only its saver). */
  design: (uuid: string) => `/omnis/v3/studio/designs/${uuid}/`,
  /** POST DesignBasketBody → the basket's { items } (as addItemToCart answers): the design as a custom product in the basket. */
  basket: (uuid: string) => `/omnis/v3/studio/designs/${uuid}/basket/`,
  /** POST DesignProductBody → { product: DesignProduct }: a shopper's custom product (sku STUSUB…) with its own page. */
  product: (uuid: string) => `/omnis/v3/studio/designs/${uuid}/product/`,
  /** POST OwnerProductBody → { product }: an owner's product for sale from a design (awaits approval); the dashboard products screen lists it. */
  ownerProducts: '/omnis/v3/dashboard/store/products/',
  /** GET ?product={id}&scene={name} → MagicModel; the magic model creator's lifestyle mockup. */
  magicModel: '/omnis/v3/dashboard/store/magic-model/',
} as const;

/** Where a saved design opens again (its share link). */
export const designShareUrl = (uuid: string) => `/studio/?design=${uuid}`;
