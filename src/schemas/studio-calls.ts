import { z } from 'zod';
import { DesignDocument } from './design-document.ts';
import { GarmentSide } from './blank-studio.ts';
import { APPROVAL_STATUSES, PersonalizationField } from './product.ts';
import { text } from './fields.ts';

// Bodies and answers of the studio calls (studio.* in src/schemas/api.ts), browser-safe: the island
// parses with the same schemas the server validates with.

/** Image formats an upload may be, as 'Must upload the following formats: {list}.' names them. */
export const UPLOAD_FORMATS = ['PNG', 'JPEG', 'SVG'] as const;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
/** Largest upload accepted (bytes): a 300 DPI A3 PNG fits comfortably. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const uploadFormatsMessage = () => `Must upload the following formats: ${UPLOAD_FORMATS.join(', ')}.`;

/** What an upload became: the stored image (SVGs sanitised; rasters re-encoded) and its natural size. */
export const StudioUpload = z.object({
  url: z.string(),
  pixelWidth: z.int().positive(),
  pixelHeight: z.int().positive(),
  format: z.enum(['png', 'jpeg', 'svg']),
});
export type StudioUpload = z.infer<typeof StudioUpload>;

/** One artwork of the design library (GET /omnis/v3/artemis/query/?macros=designs). */
export const LibraryItem = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  thumbnails: z.object({ original: z.string(), small: z.string() }),
  pixelWidth: z.int().positive(),
  pixelHeight: z.int().positive(),
});
export type LibraryItem = z.infer<typeof LibraryItem>;

export const SaveDesignBody = z.object({ document: DesignDocument });
export type SaveDesignBody = z.infer<typeof SaveDesignBody>;

export const DESIGN_STATUSES = ['rendering', 'ready', 'failed'] as const;

export const DesignFile = z.object({
  kind: z.enum(['print', 'mockup']),
  side: GarmentSide,
  /** The garment colour a mockup shows; null for print files. */
  colour: z.string().nullable(),
  width: z.int(),
  height: z.int(),
  dpi: z.int().nullable(),
  url: z.string(),
});
export type DesignFile = z.infer<typeof DesignFile>;

export const SavedDesign = z.object({
  uuid: z.string(),
  status: z.enum(DESIGN_STATUSES),
  /** Why rendering failed (status 'failed'), for the saver to read; null otherwise. */
  error: z.string().nullable().optional(),
  /** The blank's price plus each printed side's print cost, minor units of the store currency. */
  price: z.int(),
  /** /studio/?design={uuid} */
  shareUrl: z.string(),
  document: DesignDocument,
  files: z.array(DesignFile),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedDesign = z.infer<typeof SavedDesign>;

export const DesignBasketBody = z.object({
  size: z.string({ error: 'Choose a size.' }).trim().max(20).min(1, { error: 'Choose a size.' }),
  quantity: z.int().min(1).max(100).default(1),
});
export type DesignBasketBody = z.infer<typeof DesignBasketBody>;

/** A shopper's custom product from their design (sku STUSUB…): bought from its own link. */
export const DesignProductBody = z.object({
  name: text(120).min(1, { error: 'Name your design.' }),
  description: text(5000).default(''),
  /** Let buyers change the template's text layers. */
  personalizable: z.boolean().default(false),
  personalizationTemplate: z.array(PersonalizationField).max(10).default([]),
});
export type DesignProductBody = z.infer<typeof DesignProductBody>;
export type DesignProductInput = z.input<typeof DesignProductBody>;

/** An owner's product for sale, designed in the studio; listed once staff approve it. */
export const OwnerProductBody = z.object({
  designUuid: z.string().min(1),
  name: text(120).min(1),
  description: text(5000).default(''),
  /** Minor units; must lie within the blank's min and max price. */
  price: z.int().min(0),
  salePrice: z.int().min(0).nullable().default(null),
  /** Colour names of the blank offered; at least one. */
  colours: z.array(text(60).min(1)).min(1, { error: 'Offer at least one colour.' }),
  collections: z.array(z.string()).default([]),
  tags: z.array(text(40).min(1)).max(20).default([]),
  enabled: z.boolean().default(true),
});
export type OwnerProductBody = z.infer<typeof OwnerProductBody>;

export const DesignProduct = z.object({
  id: z.int(),
  sku: z.string(),
  urlName: z.string(),
  /** /product/{urlName}/ */
  url: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
});
export type DesignProduct = z.infer<typeof DesignProduct>;

/** GET /omnis/v3/artemis/query/?macros=designs: a page of the design library. */
export const LibraryAnswer = z.object({ data: z.array(LibraryItem) });
export type LibraryAnswer = z.infer<typeof LibraryAnswer>;

/** GET /omnis/v3/studio/designs/: the signed-in customer's designs, newest first. */
export const DesignsAnswer = z.object({ designs: z.array(SavedDesign) });
export type DesignsAnswer = z.infer<typeof DesignsAnswer>;

/** POST …/designs/{uuid}/product/ */
export const DesignProductAnswer = z.object({ product: DesignProduct });
export type DesignProductAnswer = z.infer<typeof DesignProductAnswer>;
