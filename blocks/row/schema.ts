import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, imageField } from '../fields.ts';

export const rowProps = z.object({
  direction: z
    .enum(['row', 'column'])
    .default('row')
    .meta({ label: 'Direction', help: 'Items side by side, or one above the other.', group: 'Layout', widget: 'select' }),
  spacing: cssLength().default('1rem').meta({ label: 'Spacing', help: 'Gap between items, e.g. 1rem.', group: 'Layout', widget: 'text' }),
  reversed: z.boolean().default(false).meta({ label: 'Reversed', help: 'Swaps the order of the items on wide screens.', group: 'Layout', widget: 'toggle' }),
  backgroundImage: imageField('Background image'),
  verticalAlign: z.enum(['start', 'center', 'end', 'stretch']).default('center').meta({ label: 'Vertical alignment', group: 'Layout', widget: 'select' }),
});
export type RowProps = z.infer<typeof rowProps>;

export const row = defineBlockType({
  name: 'row',
  title: 'Row',
  props: rowProps,
  compatibility: ['grid'],
  container: true,
  builder: () => ({}),
});
