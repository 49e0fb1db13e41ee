import { z } from 'zod';
import { defineBlockType } from '../define.ts';

export const spacerProps = z.object({
  /** Height in rem. */
  height: z.number().min(0).max(20).default(2),
  /** Draws a thin rule in the middle of the space. */
  divider: z.boolean().default(false),
});
export type SpacerProps = z.infer<typeof spacerProps>;

export const spacer = defineBlockType({
  name: 'spacer',
  title: 'Spacer',
  props: spacerProps,
  compatibility: [],
  builder: () => ({}),
});
