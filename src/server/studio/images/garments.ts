import sharp from 'sharp';
import { normaliseHex } from '../../../lib/colour.ts';
import { garmentDocument, garmentTones, layerImage, printedArtwork, shadowLayer, volumeLayer } from './garments/garment-kit.ts';
import type { GarmentDrawing } from './garments/garment.ts';
import { garmentView, type GarmentView } from './garments/garment-views.ts';
import { hoodie } from './garments/hoodie.ts';
import { longSleeve } from './garments/long-sleeve.ts';
import { sweater } from './garments/sweater.ts';
import { toteBag } from './garments/tote-bag.ts';
import { tShirt } from './garments/t-shirt.ts';
import { vest } from './garments/vest.ts';
import { baseballTee } from './garments/baseball-tee.ts';
import { tShirtDress } from './garments/t-shirt-dress.ts';
import { fittedTShirt } from './garments/fitted-t-shirt.ts';
import { sticker } from './garments/sticker.ts';
import { artPrint, landscapeArtPrint } from './garments/paper-print.ts';

export const GARMENTS = [
  't-shirt',
  'hoodie',
  'sweater',
  'tote-bag',
  'long-sleeve',
  'vest',
  'baseball-tee',
  't-shirt-dress',
  'sticker',
  'art-print',
  'landscape-art-print',
  'fitted-t-shirt',
] as const;
export type Garment = (typeof GARMENTS)[number];

const DRAWINGS: Record<Garment, GarmentDrawing> = {
  't-shirt': tShirt,
  hoodie,
  sweater,
  'tote-bag': toteBag,
  'long-sleeve': longSleeve,
  vest,
  'baseball-tee': baseballTee,
  't-shirt-dress': tShirtDress,
  sticker,
  'art-print': artPrint,
  'landscape-art-print': landscapeArtPrint,
  'fitted-t-shirt': fittedTShirt,
};

/** Pods top out at 1280 px for products: mockups are square and at most this wide. */
export const PRODUCT_IMAGE_WIDTH = 1280;

export interface GarmentMockup {
  garment: Garment;
  colourHex: string;
  /** An SVG document (e.g. from renderArtwork) or an image buffer; omitted for a blank. */
  artwork?: string | Buffer | undefined;
  /** Square size in px, at most 1280 (the default). */
  width?: number | undefined;
  /** The soft studio background; off when the garment is placed on a tile. */
  backdrop?: boolean | undefined;
  /** The side the garment is seen from (studio mockups); the front by default. */
  view?: GarmentView | undefined;
}

export function garmentDrawing(garment: Garment): GarmentDrawing {
  return DRAWINGS[garment];
}

// Soft layers depend only on the garment (and, for volume, on light vs dark fabric), so a
// seed of 150 mockups rasterises each of them once.
const softLayers = new Map<string, Promise<Buffer>>();

function rasterisedOnce(key: string, svg: () => string): Promise<Buffer> {
  let layer = softLayers.get(key);
  if (!layer) {
    layer = sharp(Buffer.from(svg())).png({ compressionLevel: 3 }).toBuffer();
    softLayers.set(key, layer);
  }
  return layer;
}

/** A product-photo style mockup as an SVG document (square, `width` px) ready for storeImage. */
export async function renderGarment({
  garment,
  colourHex,
  artwork,
  width = PRODUCT_IMAGE_WIDTH,
  backdrop = true,
  view = 'front',
}: GarmentMockup): Promise<Buffer> {
  const drawing = garmentView(DRAWINGS[garment], view, garment === 'tote-bag');
  const tones = garmentTones(normaliseHex(colourHex).slice(0, 7));
  const size = Math.min(PRODUCT_IMAGE_WIDTH, Math.max(64, Math.round(width)));
  const [shadow, volume] = await Promise.all([
    rasterisedOnce(`${garment}:shadow`, () => shadowLayer(drawing.outline)),
    rasterisedOnce(`${garment}:volume:${tones.shade}`, () => volumeLayer(drawing.outline, tones, drawing.folds, drawing.highlight, drawing.edgeShade)),
  ]);
  const layers = `${layerImage(shadow)}
  <path d="${drawing.outline}" fill="${tones.base}"/>
  <g clip-path="url(#g-clip)">${drawing.details(tones)}</g>
  <g opacity="0.96">${printedArtwork(artwork, drawing.printArea)}</g>
  ${layerImage(volume, 'clip-path="url(#g-clip)"')}
  ${drawing.overlay?.(tones) ?? ''}`;
  return Buffer.from(garmentDocument(size, tones, drawing.outline, layers, backdrop));
}
