import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, text } from '../fields.ts';

/** Spec §3/§9: 2 columns at xs, 3 at md, 4 at lg; spacing 0.5em at xs, 1em at sm. */
export const GRID_DEFAULTS = {
  columns: { xs: 2, md: 3, lg: 4 },
  spacing: { xs: '0.5em', sm: '1em' },
} as const;

const columnCount = () => z.int().min(1).max(8);

export const gridProps = z.object({
  title: text(120).default(''),
  columns: z.object({
    xs: columnCount().default(GRID_DEFAULTS.columns.xs),
    sm: columnCount().optional(),
    md: columnCount().default(GRID_DEFAULTS.columns.md),
    lg: columnCount().default(GRID_DEFAULTS.columns.lg),
    xl: columnCount().optional(),
  }).prefault({}),
  spacing: z.object({
    xs: cssLength().default(GRID_DEFAULTS.spacing.xs),
    sm: cssLength().default(GRID_DEFAULTS.spacing.sm),
  }).prefault({}),
});
export type GridProps = z.infer<typeof gridProps>;

export const grid = defineBlockType({
  name: 'grid',
  title: 'Grid',
  props: gridProps,
  compatibility: ['carousel', 'row'],
  container: true,
  builder: () => ({}),
});
