/**
 * The garment types of the demo catalogue, with what a shopper is told about each. The
 * largest sizes take more cloth: sizeUplifts adds to the price (and sale price) of those sizes.
 */
export const GARMENTS = {
  't-shirt': {
    label: 'T-Shirt',
    collection: 't-shirts',
    price: 2500,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    sizeUplifts: { XXL: 200 },
    sku: 'TS',
    blurb: 'Soft 155gsm organic cotton jersey with a relaxed unisex fit, printed to order in the UK with water-based inks.',
  },
  hoodie: {
    label: 'Hoodie',
    collection: 'hoodies',
    price: 4800,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    sizeUplifts: { XXL: 300 },
    sku: 'HD',
    blurb: 'A heavyweight 300gsm organic cotton hoodie, brushed inside, with a kangaroo pocket and a lined hood.',
  },
  sweater: {
    label: 'Sweater',
    collection: 'sweaters',
    price: 4200,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    sizeUplifts: { XXL: 300 },
    sku: 'SW',
    blurb: 'A classic crew-neck sweatshirt in 300gsm organic cotton fleece, ribbed at the cuffs and hem.',
  },
  'tote-bag': {
    label: 'Tote Bag',
    collection: 'tote-bags',
    price: 1800,
    sizes: ['One size'],
    sku: 'TB',
    blurb: 'A sturdy 10oz organic cotton canvas tote with long handles: fits a laptop, a week of shopping or a picnic.',
  },
  'long-sleeve': {
    label: 'Long Sleeve Tee',
    collection: 'long-sleeves',
    price: 3000,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    sizeUplifts: { XXL: 200 },
    sku: 'LS',
    blurb: 'Our organic cotton tee with long sleeves and ribbed cuffs, for cooler days and layering.',
  },
  vest: {
    label: 'Vest Top',
    collection: 't-shirts',
    price: 2200,
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    sku: 'VT',
    blurb: 'A lightweight organic cotton vest with a scoop neck and deep armholes, made for warm days.',
  },
} as const;

export type GarmentType = keyof typeof GARMENTS;

/** The garment's price matrix: each uplifted size at the price (and sale price) plus its uplift, in every colour. */
export function sizePriceMatrix(garment: GarmentType, price: number, salePrice: number | null) {
  const definition = GARMENTS[garment];
  const uplifts: Record<string, number> = 'sizeUplifts' in definition ? definition.sizeUplifts : {};
  return Object.entries(uplifts).map(([size, uplift]) => ({
    colour: null,
    size,
    price: price + uplift,
    salePrice: salePrice === null ? null : salePrice + uplift,
  }));
}

export const COLLECTIONS = [
  { urlName: 't-shirts', name: 'T-Shirts', description: 'Organic cotton tees and vests, printed to order.' },
  { urlName: 'hoodies', name: 'Hoodies', description: 'Heavyweight organic hoodies for cold mornings.' },
  { urlName: 'sweaters', name: 'Sweaters', description: 'Crew-neck sweatshirts in brushed organic fleece.' },
  { urlName: 'tote-bags', name: 'Tote Bags', description: 'Canvas totes that carry everything.' },
  { urlName: 'long-sleeves', name: 'Long Sleeves', description: 'Long sleeve tees for layering.' },
] as const;
