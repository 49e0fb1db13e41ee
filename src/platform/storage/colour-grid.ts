import { z } from 'zod';
import { rgbToHex } from './colour-math.ts';

// What text laid over a picture will sit on: the picture's average colour in each cell of
// a coarse grid, measured once when the picture is stored (banner text picks its colour,
// shadow and overlay from it). Averages are taken in linear light, as luminance adds up.

export const GRID_COLUMNS = 16;
export const GRID_ROWS = 8;

export const ColourGrid = z
  .object({
    columns: z.int().min(1).max(64),
    rows: z.int().min(1).max(64),
    /** Row by row, top left first: `#rrggbb` per cell. */
    cells: z.array(z.string().regex(/^#[0-9a-f]{6}$/)),
  })
  .refine((grid) => grid.cells.length === grid.columns * grid.rows, { error: 'A colour grid needs one colour per cell' });
export type ColourGrid = z.infer<typeof ColourGrid>;

/** sRGB channel value → linear light, for every byte value. */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const toSrgb = (linear: number) => 255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055);

export interface RawPixels {
  data: Buffer;
  info: { width: number; height: number; channels: number };
}

/** Raw pixels (3 or 4 channels; alpha is ignored) → the average colour of every cell. */
export function measureColourGrid({ data, info }: RawPixels, columns = GRID_COLUMNS, rows = GRID_ROWS): ColourGrid {
  const { width, height, channels } = info;
  const sums = new Float64Array(columns * rows * 3);
  const counts = new Uint32Array(columns * rows);
  const columnOf = Uint16Array.from({ length: width }, (_, x) => Math.min(columns - 1, Math.floor((x * columns) / width)));
  for (let y = 0; y < height; y += 1) {
    const rowStart = Math.min(rows - 1, Math.floor((y * rows) / height)) * columns;
    let at = y * width * channels;
    for (let x = 0; x < width; x += 1, at += channels) {
      const cell = rowStart + columnOf[x]!;
      const sum = cell * 3;
      sums[sum] = sums[sum]! + LINEAR[data[at]!]!;
      sums[sum + 1] = sums[sum + 1]! + LINEAR[data[at + 1]!]!;
      sums[sum + 2] = sums[sum + 2]! + LINEAR[data[at + 2]!]!;
      counts[cell] = counts[cell]! + 1;
    }
  }
  const cells = Array.from(counts, (count, cell) => {
    const mean = (channel: number) => toSrgb(sums[cell * 3 + channel]! / Math.max(1, count));
    return rgbToHex({ r: mean(0), g: mean(1), b: mean(2) });
  });
  return { columns, rows, cells };
}
