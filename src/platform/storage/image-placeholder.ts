import sharp from 'sharp';
import { z } from 'zod';
import { rgbToHex } from './colour-math.ts';
import type { RawPixels } from './colour-grid.ts';

// What a storefront shows where a picture is still loading: its dominant colour and a tiny
// preview (a WebP a few hundred bytes long, as a data: address) that the browser draws
// stretched, soft, behind the picture until it arrives. Measured once, when the picture is
// stored, and kept in its image record.

/** The preview's width; its height follows the picture's shape (at most this too). */
export const PREVIEW_EDGE = 20;
const PREVIEW_WEBP = { quality: 40, effort: 4, smartSubsample: true } as const;

export const ImagePlaceholder = z.object({
  /** The picture's dominant colour, `#rrggbb`. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  /** Only base64 WebP: the value goes into a style attribute as it is. */
  preview: z.string().regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/),
});
export type ImagePlaceholder = z.infer<typeof ImagePlaceholder>;

/** Raw pixels (3 or 4 channels) → the dominant colour and the preview. */
export async function measurePlaceholder({ data, info }: RawPixels): Promise<ImagePlaceholder> {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 } };
  // Transparent parts count as the white a page usually shows behind them.
  const opaque = () => sharp(data, raw).flatten({ background: '#ffffff' });
  const { dominant } = await opaque().stats();
  const preview = await opaque().resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: 'inside' }).webp(PREVIEW_WEBP).toBuffer();
  return { colour: rgbToHex(dominant), preview: `data:image/webp;base64,${preview.toString('base64')}` };
}
