import { z } from 'zod';
import { text } from './fields.ts';

/** A product's size chart (its sizeChartId): a measurement per size and column. */
export const SizeChart = z.object({
  id: z.int(),
  name: text(80).min(1),
  /** e.g. "cm" or "in". */
  unit: text(10).default('cm'),
  /** Column headings after the size, e.g. ["Chest", "Length"]. */
  columns: z.array(text(40).min(1)).min(1).max(8),
  rows: z
    .array(z.object({ size: text(20).min(1), values: z.array(text(20)).max(8) }))
    .min(1)
    .max(20),
});
export type SizeChart = z.infer<typeof SizeChart>;
