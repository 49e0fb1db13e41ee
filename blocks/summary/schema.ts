import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { icon, text } from '../fields.ts';

const summaryPoint = z.object({
  /** Icon name from the store's icon set, e.g. truck, recycle or leaf. */
  icon: icon('leaf'),
  /** The point in a short sentence. */
  text: text(160).default(''),
});

export const summaryProps = z.object({
  /** Heading over the points, e.g. "Why shop with us". */
  title: text(80).default(''),
  /** The key points, at most 12; points without text are left out. */
  points: z.array(summaryPoint).max(12).default([]).transform((points) => points.filter((point) => point.text !== '')),
  /** A single list, or points side by side on wide screens. */
  layout: z.enum(['list', 'columns']).default('list'),
  /** Draws the summary on the theme's box background. */
  boxed: z.boolean().default(true),
});
export type SummaryProps = z.infer<typeof summaryProps>;

export const summary = defineBlockType({
  name: 'summary',
  title: 'Summary',
  props: summaryProps,
  compatibility: ['feature'],
  builder: () => ({
    title: 'Why shop with us',
    points: [
      { icon: 'truck', text: 'Free UK delivery on orders over £50' },
      { icon: 'recycle', text: 'Free returns, and we recycle what you send back' },
      { icon: 'leaf', text: 'Organic cotton, printed to order' },
    ],
  }),
});
