import type { Fold, GarmentTones, PrintArea } from './garment-kit.ts';

/** One garment's drawing: its silhouette, where the print goes, and its details. */
export interface GarmentDrawing {
  /** Closed outline path in the 1000×1000 view box. */
  outline: string;
  printArea: PrintArea;
  /** A point on plain, lightly shaded fabric: where the garment shows its own colour. */
  swatchPoint: readonly [number, number];
  highlight: { cx: number; cy: number; rx: number; ry: number };
  /**
   * How strongly the edges are shaded (1, the default, rounds fabric over a body); flat goods
   * lying on a table (paper, a sticker sheet) take much less, or they look padded.
   */
  edgeShade?: number;
  folds: readonly Fold[];
  /** Ribs, seams and stitching, drawn before the print and the shading. */
  details(tones: GarmentTones): string;
  /**
   * The details seen from behind (seams, hems, ribs), for the studio's back view;
   * without it the back shows the bare silhouette.
   */
  back?(tones: GarmentTones): string;
  /** Parts lying on top of the print (drawstrings, straps), drawn last. */
  overlay?(tones: GarmentTones): string;
}
