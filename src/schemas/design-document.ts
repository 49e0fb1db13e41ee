import { z } from 'zod';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, hasItalic, isFontFamilyName, ITALIC_WEIGHT } from '../../themes/fonts.ts';
import { isSafeUrl } from '../lib/url-sanitiser.ts';
import { GARMENT_SIDES, type GarmentSide } from './blank-studio.ts';
import { hexColour, MAX_ROW_ID, text } from './fields.ts';
import { isBlankSku } from './product.ts';

// A studio design, validated by this one schema in the island (before saving)
// and on the server (when saved). Every length is in millimetres of the printed garment, so
// the document means the same on a phone, a desktop and in the 300 DPI print file.
//
// Geometry: a layer's xMm/yMm is the top-left corner of its unrotated box, measured from the
// top-left corner of the side's print area; the layer then rotates by `rotation` degrees
// (clockwise, as on screen) about the centre of that box. Flips mirror it about its centre.

export const DESIGN_DOCUMENT_VERSION = 1;
/** Enough for any real design; keeps the print-file job and the island's undo history small. */
export const MAX_LAYERS_PER_SIDE = 30;
export const MAX_TEXT_LENGTH = 500;
/** An image larger than this in either direction is refused at upload; the document agrees. */
export const MAX_IMAGE_PIXELS = 20_000;
// Layers may hang over the print area (the safe-zone check flags them) but not wander off:
// no print area is larger than 1000 mm (PrintArea), so ±2000 mm bounds every real position.
const MAX_OFFSET_MM = 2000;

const millimetres = (label: string) =>
  z
    .number({ error: `${label} must be a number of millimetres.` })
    .min(-MAX_OFFSET_MM)
    .max(MAX_OFFSET_MM);
const extentMm = (label: string) =>
  z
    .number({ error: `${label} must be a number of millimetres.` })
    .gt(0, { error: `${label} must be more than 0 mm.` })
    .max(MAX_OFFSET_MM);

/** What every layer has: where it sits in the print area and how it is shown. */
const LayerBase = z.object({
  /** Stable within the document: the island's selection and undo history refer to it. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'A layer id is 1–64 letters, digits, dashes or underscores.' }),
  xMm: millimetres('The layer position'),
  yMm: millimetres('The layer position'),
  widthMm: extentMm('The layer width'),
  heightMm: extentMm('The layer height'),
  /** Degrees clockwise about the layer's centre. */
  rotation: z.number().min(-360).max(360).default(0),
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
  /** Locked layers cannot be moved or edited in the island; they still print. */
  locked: z.boolean().default(false),
  /** Hidden layers neither print nor count towards the price. */
  hidden: z.boolean().default(false),
});

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

export const TextLayer = LayerBase.extend({
  type: z.literal('text'),
  text: z
    .string()
    .max(MAX_TEXT_LENGTH, { error: `Text may be at most ${MAX_TEXT_LENGTH} characters.` })
    .refine((value) => value.trim() !== '', { error: 'Text cannot be empty.' }),
  fontFamily: z.enum(FONT_FAMILY_NAMES, { error: 'Choose one of the studio fonts.' }),
  /** A weight the family ships (themes/fonts.ts): the print file outlines that same file. */
  fontWeight: z.int().default(400),
  italic: z.boolean().default(false),
  /** The type size (the em, as CSS and the canvas mean it), in millimetres. */
  fontSizeMm: z.number().min(2, { error: 'Text must be at least 2 mm high to print.' }).max(500),
  colour: hexColour(),
  align: z.enum(TEXT_ALIGNMENTS).default('center'),
  /** Extra space between letters, in millimetres (negative tightens). */
  letterSpacingMm: z.number().min(-10).max(50).default(0),
  /** Arc of curved text in degrees: 0 straight, positive arches upward like a rainbow (the circle's centre below the text), negative sags; ±360 a full circle. */
  curve: z.number().min(-360).max(360).default(0),
}).superRefine((layer, context) => {
  if (!isFontFamilyName(layer.fontFamily)) return;
  const family = FONT_FAMILIES[layer.fontFamily];
  if (!(family.weights as readonly number[]).includes(layer.fontWeight)) {
    context.addIssue({ code: 'custom', path: ['fontWeight'], message: `${layer.fontFamily} ships weights ${family.weights.join(', ')}.` });
  }
  if (layer.italic && !family.italic) {
    context.addIssue({ code: 'custom', path: ['italic'], message: `${layer.fontFamily} has no italic.` });
  } else if (layer.italic && !hasItalic(layer.fontFamily, layer.fontWeight)) {
    // Italic ships at one weight only (themes/fonts.ts): the island offers it there, and the print outlines that file.
    context.addIssue({ code: 'custom', path: ['italic'], message: `${layer.fontFamily} has italic at weight ${ITALIC_WEIGHT} only.` });
  }
});
export type TextLayer = z.infer<typeof TextLayer>;

export const ImageLayer = LayerBase.extend({
  type: z.literal('image'),
  /** The uploaded or library image; refused (not rewritten) when the URL sanitiser would block it. */
  src: z
    .string()
    .trim()
    .min(1, { error: 'An image layer needs an image address.', abort: true })
    .max(2048, { error: 'An image address may be at most 2048 characters.' })
    .refine(isSafeUrl, { error: 'The image address is not allowed.' }),
  /** The image's natural size: with the printed size it gives the effective DPI. */
  pixelWidth: z
    .int()
    .min(1)
    .max(MAX_IMAGE_PIXELS, { error: `Images may be at most ${MAX_IMAGE_PIXELS} pixels wide.` }),
  pixelHeight: z
    .int()
    .min(1)
    .max(MAX_IMAGE_PIXELS, { error: `Images may be at most ${MAX_IMAGE_PIXELS} pixels high.` }),
});
export type ImageLayer = z.infer<typeof ImageLayer>;

export const DesignLayer = z.discriminatedUnion('type', [TextLayer, ImageLayer], {
  error: 'A layer is either text or an image.',
});
export type DesignLayer = z.infer<typeof DesignLayer>;

/** A side's layers, bottom first (the last one prints on top). */
export const SideLayers = z
  .array(DesignLayer)
  .max(MAX_LAYERS_PER_SIDE, { error: `A side may have at most ${MAX_LAYERS_PER_SIDE} layers.` })
  .default([]);

const sidesShape = Object.fromEntries(GARMENT_SIDES.map((side) => [side, SideLayers])) as Record<GarmentSide, typeof SideLayers>;

export const DesignDocument = z
  .object({
    version: z.literal(DESIGN_DOCUMENT_VERSION).default(DESIGN_DOCUMENT_VERSION),
    /** The blank product designed on (its sku contains BLANK). */
    product: z.object({
      id: z.int().positive().max(MAX_ROW_ID),
      sku: text(64).min(1).refine(isBlankSku, { error: 'Designs are made on a blank product.' }),
    }),
    /** The colour's name, as in the blank's options and its sides' mockups. */
    colour: text(60).min(1, { error: 'Choose a colour.' }),
    sides: z.strictObject(sidesShape, { error: 'Sides are front, back, left and right.' }),
  })
  .superRefine((document, context) => {
    const seen = new Set<string>();
    for (const side of GARMENT_SIDES) {
      document.sides[side].forEach((layer, index) => {
        if (seen.has(layer.id)) context.addIssue({ code: 'custom', path: ['sides', side, index, 'id'], message: `Layer id ${layer.id} is used twice.` });
        seen.add(layer.id);
      });
    }
  });
export type DesignDocument = z.infer<typeof DesignDocument>;
export type DesignDocumentInput = z.input<typeof DesignDocument>;

/** "sides.front[2].fontWeight: Lato ships weights 400, 700, 900." — one line per problem. */
export function designProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export type DesignParse = { ok: true; document: DesignDocument } | { ok: false; problems: string[] };

/** Parses a document from the island or a request body, with readable problems when it is bad. */
export function parseDesignDocument(input: unknown): DesignParse {
  const result = DesignDocument.safeParse(input);
  return result.success ? { ok: true, document: result.data } : { ok: false, problems: designProblems(result.error) };
}

/** The layers that print: not hidden. */
export function visibleLayers(layers: readonly DesignLayer[]): DesignLayer[] {
  return layers.filter((layer) => !layer.hidden);
}
