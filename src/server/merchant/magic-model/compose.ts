import sharp, { type OverlayOptions } from 'sharp';
import { cutOut } from './cut-out.ts';
import { fitInto, opaqueBounds, pixelBox, type Box } from './geometry.ts';
import type { MagicScene } from './scenes.ts';

// Composes a lifestyle mockup with sharp: the scene rasterised, the product lifted off its
// backdrop (cut-out.ts) and trimmed to itself, scaled into the scene's box at its own aspect
// ratio (no perspective), a soft drop shadow cast from its own silhouette, and the scene's
// light over everything as a soft-light gradient so product and scene share one light.

export interface Composition {
  /** Opaque RGB pixels, `size` px square. */
  data: Buffer;
  size: number;
  /** Where the product was placed, in pixels. */
  placement: Box;
  /** Whether the product was lifted off its backdrop (else placed whole, as a framed picture). */
  lifted: boolean;
}

/** The product's own pixels at about the size it will be drawn: cut out and trimmed, or whole with rounded corners. */
async function productLayer(source: Buffer, box: Box): Promise<{ data: Buffer; width: number; height: number; lifted: boolean }> {
  // A garment photo is mostly backdrop: decode at a little over the box so the trimmed garment still fills it sharply.
  const target = Math.round(Math.max(box.width, box.height) * 1.35);
  const { data, info } = await sharp(source)
    .autoOrient()
    .resize({ width: target, height: target, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { rgba, lifted } = cutOut(data, info.width, info.height);
  if (lifted) {
    const bounds = opaqueBounds(rgba, info.width, info.height) ?? { x: 0, y: 0, width: info.width, height: info.height };
    const trimmed = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width: info.width, height: info.height, channels: 4 } })
      .extract({ left: bounds.x, top: bounds.y, width: bounds.width, height: bounds.height })
      .raw()
      .toBuffer();
    return { data: trimmed, width: bounds.width, height: bounds.height, lifted };
  }
  // Not a plain backdrop: the picture stays whole, as a print with softly rounded corners.
  const radius = Math.round(Math.min(info.width, info.height) * 0.03);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><rect width="${info.width}" height="${info.height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const rounded = await sharp(data, { raw: info })
    .composite([{ input: mask, blend: 'dest-in' }])
    .raw()
    .toBuffer();
  return { data: rounded, width: info.width, height: info.height, lifted };
}

/** Shadows are soft: drawn and blurred at a quarter of the size, then scaled up (a blur of the full picture costs more than the rest). */
const SHADOW_SCALE = 4;

/** A full-size shadow layer: the silhouette's alpha, offset and blurred. */
async function shadowLayer(silhouette: Buffer, placement: Box, size: number, shadow: MagicScene['shadow']): Promise<Buffer> {
  const small = Math.ceil(size / SHADOW_SCALE);
  const layer = Buffer.alloc(small * small * 4);
  const dx = Math.round((shadow.dx * size) / SHADOW_SCALE);
  const dy = Math.round((shadow.dy * size) / SHADOW_SCALE);
  const left = Math.round(placement.x / SHADOW_SCALE);
  const top = Math.round(placement.y / SHADOW_SCALE);
  const width = Math.max(1, Math.round(placement.width / SHADOW_SCALE));
  const height = Math.max(1, Math.round(placement.height / SHADOW_SCALE));
  // The silhouette sampled down (nearest pixel is enough under a blur).
  for (let y = 0; y < height; y += 1) {
    const ty = top + y + dy;
    if (ty < 0 || ty >= small) continue;
    const sy = Math.min(placement.height - 1, Math.floor((y * placement.height) / height));
    for (let x = 0; x < width; x += 1) {
      const tx = left + x + dx;
      if (tx < 0 || tx >= small) continue;
      const sx = Math.min(placement.width - 1, Math.floor((x * placement.width) / width));
      layer[(ty * small + tx) * 4 + 3] = Math.round((silhouette[(sy * placement.width + sx) * 4 + 3] as number) * shadow.opacity);
    }
  }
  const blurred = await sharp(layer, { raw: { width: small, height: small, channels: 4 } })
    .blur(Math.max(0.3, (shadow.blur * size) / SHADOW_SCALE))
    .raw()
    .toBuffer();
  return sharp(blurred, { raw: { width: small, height: small, channels: 4 } })
    .resize(size, size, { fit: 'fill' })
    .raw()
    .toBuffer();
}

/** The scene's light: its tint from the light's corner fading to a gentle shade opposite. */
function lightLayer(size: number, light: MagicScene['light']): Buffer {
  const [x1, y1] = light.from;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="light" x1="${x1}" y1="${y1}" x2="${1 - x1}" y2="${1 - y1}">
      <stop offset="0" stop-color="${light.tint}" stop-opacity="${light.strength}"/>
      <stop offset="0.55" stop-color="#808080" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="${(light.strength * 0.6).toFixed(3)}"/>
    </linearGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#light)"/></svg>`);
}

/** The product `source` (an encoded picture) in `scene`, `size` px square. */
export async function composeMagicModel(source: Buffer, scene: MagicScene, size: number): Promise<Composition> {
  const box = pixelBox(scene.box, size);
  const [backdrop, product] = await Promise.all([sharp(scene.draw(size)).resize(size, size).removeAlpha().raw().toBuffer(), productLayer(source, box)]);
  const placement = fitInto(box, product, scene.anchor);
  const placed = await sharp(product.data, { raw: { width: product.width, height: product.height, channels: 4 } })
    .resize(placement.width, placement.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const shadow = await shadowLayer(placed, placement, size, scene.shadow);
  const layers: OverlayOptions[] = [
    { input: shadow, raw: { width: size, height: size, channels: 4 } },
    { input: placed, raw: { width: placement.width, height: placement.height, channels: 4 }, left: placement.x, top: placement.y },
    { input: lightLayer(size, scene.light), blend: 'soft-light' },
  ];
  const data = await sharp(backdrop, { raw: { width: size, height: size, channels: 3 } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, size, placement, lifted: product.lifted };
}
