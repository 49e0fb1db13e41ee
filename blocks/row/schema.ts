import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, safeUrl } from '../fields.ts';

export const rowProps = z.object({
  direction: z.enum(['row', 'column']).default('row'),
  spacing: cssLength().default('1rem'),
  /** Swaps the order of the items on wide screens. */
  reversed: z.boolean().default(false),
  backgroundImage: safeUrl(),
  verticalAlign: z.enum(['start', 'center', 'end', 'stretch']).default('center'),
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
