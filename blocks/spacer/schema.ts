import { z } from 'zod';
import { defineBlockType } from '../define.ts';

export const spacerProps = z.object({
  height: z
    .number()
    .min(0)
    .max(20)
    .default(2)
    .meta({ label: 'Height', help: 'In rem (one rem is the size of body text).', group: 'Layout', widget: 'slider', step: 0.5 }),
  divider: z.boolean().default(false).meta({ label: 'Divider', help: 'Draws a thin rule in the middle of the space.', group: 'Style', widget: 'toggle' }),
});
export type SpacerProps = z.infer<typeof spacerProps>;

export const spacer = defineBlockType({
  name: 'spacer',
  title: 'Spacer',
  props: spacerProps,
  compatibility: [],
  builder: () => ({}),
});
