import { z } from 'zod';

// What a blank product (sku containing BLANK) carries for the studio — the sides
// a design can be printed on, each with a photo-like mockup per colour, its print area in
// millimetres with a safe zone, and what printing it costs. Shared by the server (seed, API,
// print files, mockups) and the studio island.

export const GARMENT_SIDES = ['front', 'back', 'left', 'right'] as const;
export const GarmentSide = z.enum(GARMENT_SIDES);
export type GarmentSide = z.infer<typeof GarmentSide>;

/** Where the print area sits on a side's mockup image, as fractions of the image (0–1). */
export const MockupPlacement = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().gt(0).max(1),
  height: z.number().gt(0).max(1),
});
export type MockupPlacement = z.infer<typeof MockupPlacement>;

/** The printable rectangle of one side, at its physical size. */
export const PrintArea = z.object({
  widthMm: z.number().positive().max(1000),
  heightMm: z.number().positive().max(1000),
  /** Inset from every edge inside which print is guaranteed (content outside it may be trimmed). */
  safeInsetMm: z.number().min(0).max(100),
  /** The print area's place on the mockup images of this side. */
  placement: MockupPlacement,
});
export type PrintArea = z.infer<typeof PrintArea>;

export const BlankSide = z.object({
  side: GarmentSide,
  printArea: PrintArea,
  /** What printing this side adds to the price, in minor units of the store's currency. */
  printCost: z.int().min(0),
  /** Colour name (as in the product's options) → address of the side's mockup in that colour. */
  mockups: z.record(z.string(), z.string()),
});
export type BlankSide = z.infer<typeof BlankSide>;

/** A blank's studio data: at least one side, each side at most once. */
export const BlankStudio = z.object({
  sides: z
    .array(BlankSide)
    .min(1)
    .max(GARMENT_SIDES.length)
    .refine((sides) => new Set(sides.map((entry) => entry.side)).size === sides.length, 'Each side may appear once.'),
});
export type BlankStudio = z.infer<typeof BlankStudio>;

/** Print resolution of the files sent to the factory. */
export const PRINT_DPI = 300;
/** Below this effective resolution an image is warned about; below BLOCK it cannot be printed. */
export const DPI_WARNING = 150;
export const DPI_BLOCK = 100;
export const MM_PER_INCH = 25.4;
