import { z } from 'zod';
import { Image } from './image.ts';
import { hexColour, MAX_ROW_ID, text } from './fields.ts';
import { PriceMatrix } from './price-matrix.ts';

/** A colour option of a product: its name, swatch, sizes and the images showing it. */
export const ProductOption = z.object({
  colour: z.object({
    /** Shown to shoppers, e.g. "Forest Green". */
    name: text(60).min(1),
    hex: hexColour(),
  }),
  sizes: z.array(text(20).min(1)).min(1),
  /** Image ids (from the product's images) that show this colour. */
  images: z.array(z.string()).default([]),
  /** Only offered to pro stores. */
  pro: z.boolean().default(false),
});
export type ProductOption = z.infer<typeof ProductOption>;

/** The print files placed on each side of a garment. */
export const ProductDesigns = z.object({
  front: z.string().nullable().default(null),
  back: z.string().nullable().default(null),
  left: z.string().nullable().default(null),
  right: z.string().nullable().default(null),
});

export const ProductMeta = z.object({
  title: text(120).default(''),
  description: text(320).default(''),
});

export const GENDERS = ['unisex', 'mens', 'womens', 'kids'] as const;

/** One product of a bundle: a product of the same store, and how many. */
export const BundleItem = z.object({
  productId: z.int().positive().max(MAX_ROW_ID),
  quantity: z.int().min(1).max(20).default(1),
});
export type BundleItem = z.infer<typeof BundleItem>;

/**
 * Approval states: approved (the approved flag is 1), not modded yet (awaiting staff),
 * no approval item (never submitted), denied (with a denialReason the owner sees).
 */
export const APPROVAL_STATUSES = ['approved', 'not-modded-yet', 'no-approval-item', 'denied'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  approved: 'Approved',
  'not-modded-yet': 'Not modded yet',
  'no-approval-item': 'No approval item',
  denied: 'Denied',
};

/** A text layer of a personalizable product's design that the shopper may rewrite. */
export const PersonalizationField = z.object({
  layerId: z.string().min(1).max(64),
  label: text(60).min(1),
  maxLength: z.int().min(1).max(500).default(40),
});
export type PersonalizationField = z.infer<typeof PersonalizationField>;

/** One rewritten text layer, as stored on basket lines and order items. */
export const PersonalizedText = z.object({ layerId: z.string(), label: z.string(), text: z.string() });
export type PersonalizedText = z.infer<typeof PersonalizedText>;
export const Personalization = z.array(PersonalizedText);

/** What the product page's form (item[personalization][layerId]) or the API sends: layer id → text. */
export const PersonalizationInput = z.record(z.string().max(64), z.string().max(2000)).refine((value) => Object.keys(value).length <= 10);

/** A product, the fields a storefront reads. Money is in minor units. */
/** A product's tax category: each destination's VAT rate is looked up by it. */
export const TAX_CATEGORIES = ['standard', 'childrens-clothing'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  standard: 'Standard rate',
  'childrens-clothing': "Children's clothing (zero-rated in the UK and Ireland)",
};

export const Product = z.object({
  id: z.int(),
  uuid: z.string(),
  sku: text(64).min(1),
  name: text(120).min(1),
  description: text(5000).default(''),
  meta: ProductMeta.default({ title: '', description: '' }),
  urlName: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  type: text(40).min(1),
  gender: z.enum(GENDERS).default('unisex'),
  manufacturer: text(80).default(''),
  price: z.int().min(0),
  salePrice: z.int().min(0).nullable().default(null),
  enabled: z.boolean().default(true),
  vatRate: z.number().min(0).default(1),
  /** What each destination's VAT rate is looked up by (standard, childrens-clothing). */
  taxCategory: z.enum(TAX_CATEGORIES).default('standard'),
  defaultColour: z.string().nullable().default(null),
  options: z.array(ProductOption).default([]),
  images: z.array(Image).default([]),
  designs: ProductDesigns.default({ front: null, back: null, left: null, right: null }),
  tags: z.array(text(40)).default([]),
  /** urlNames of the collections the product is in. */
  collections: z.array(z.string()).default([]),
  customiseIt: z.boolean().default(false),
  enableAddToCart: z.boolean().default(true),
  /** The creator whose page lists the product (/creator/{urlName}/), if any. */
  creatorId: z.int().nullable().default(null),
  /** The size chart shown on the product page, if any. */
  sizeChartId: z.int().nullable().default(null),
  /** A bundle is bought as one line carrying its bundleItems (the basket's bundleOptions). */
  isBundle: z.boolean().default(false),
  bundleItems: z.array(BundleItem).max(20).default([]),
  /** The saved design a studio product is printed from, and the blank it is printed on. */
  designId: z.int().nullable().default(null),
  baseProductId: z.int().nullable().default(null),
  /** Only approved products are listed to shoppers. */
  approvalStatus: z.enum(APPROVAL_STATUSES).default('approved'),
  /** Why staff denied the product, shown to its owner. */
  denialReason: z.string().nullable().default(null),
  /** The owner's price must lie within these (minor units); null means no bound. */
  minPrice: z.int().min(0).nullable().default(null),
  maxPrice: z.int().min(0).nullable().default(null),
  /** Shoppers may change the template's text layers before buying. */
  personalizable: z.boolean().default(false),
  personalizationTemplate: z.array(PersonalizationField).max(10).default([]),
  /** Prices per colour and size (src/lib/variant-price.ts reads them); empty: one price for all. */
  priceMatrix: PriceMatrix.default([]),
});
export type Product = z.infer<typeof Product>;

/** On sale when a sale price below the price is set. */
export function isOnSale(product: Pick<Product, 'price' | 'salePrice'>): boolean {
  return product.salePrice !== null && product.salePrice < product.price;
}

/** Custom products have skus starting GBro, STUSUB, FPD, API or CP (case matters). */
export const CUSTOM_SKU_PREFIXES = ['GBro', 'STUSUB', 'FPD', 'API', 'CP'] as const;
/** A sku containing this is a blank product. */
export const BLANK_SKU_MARK = 'BLANK';

export function isCustomSku(sku: string): boolean {
  return CUSTOM_SKU_PREFIXES.some((prefix) => sku.startsWith(prefix));
}

export function isBlankSku(sku: string): boolean {
  return sku.includes(BLANK_SKU_MARK);
}

/**
 * Whether shoppers find the product in collections, search, product lists and the sitemap.
 * Custom designs are bought from their own link only; blanks are the studio's base garments,
 * reached through fetch-base-product, never listed as products of their own.
 */
export function isShopperListed(sku: string): boolean {
  return !isCustomSku(sku) && !isBlankSku(sku);
}
