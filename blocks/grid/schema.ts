import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, text } from '../fields.ts';

/** 2 columns at xs, 3 at md, 4 at lg; spacing 0.5em at xs, 1em at sm. */
export const GRID_DEFAULTS = {
  columns: { xs: 2, md: 3, lg: 4 },
  spacing: { xs: '0.5em', sm: '1em' },
} as const;

const columnCount = () => z.int().min(1).max(8);
const columnsMeta = (label: string) => ({ label, group: 'Layout', widget: 'number' }) as const;
const spacingMeta = (label: string) => ({ label, help: 'A length such as 1em.', group: 'Layout', widget: 'text' }) as const;

export const gridProps = z.object({
  title: text(120).default('').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  columns: z
    .object({
      xs: columnCount().default(GRID_DEFAULTS.columns.xs).meta(columnsMeta('Phones')),
      sm: columnCount().optional().meta(columnsMeta('Large phones')),
      md: columnCount().default(GRID_DEFAULTS.columns.md).meta(columnsMeta('Tablets')),
      lg: columnCount().default(GRID_DEFAULTS.columns.lg).meta(columnsMeta('Wide screens')),
      xl: columnCount().optional().meta(columnsMeta('Very wide screens')),
    })
    .prefault({})
    .meta({ label: 'Columns', help: 'Items side by side on each screen size; empty follows the smaller size.', group: 'Layout', widget: 'group' }),
  spacing: z
    .object({
      xs: cssLength().default(GRID_DEFAULTS.spacing.xs).meta(spacingMeta('Phones')),
      sm: cssLength().default(GRID_DEFAULTS.spacing.sm).meta(spacingMeta('Larger screens')),
    })
    .prefault({})
    .meta({ label: 'Spacing', help: 'Gap between items.', group: 'Layout', widget: 'group' }),
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
