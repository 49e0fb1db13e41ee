import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { iconField, text } from '../fields.ts';

const summaryPoint = z.object({
  icon: iconField('leaf', "Icon name from the store's icon set, e.g. truck, recycle or leaf."),
  text: text(160).default('').meta({ label: 'Text', help: 'The point in a short sentence.', group: 'Content', widget: 'text' }),
});

export const summaryProps = z.object({
  title: text(80).default('').meta({ label: 'Title', help: 'Heading over the points, e.g. "Why shop with us".', group: 'Content', widget: 'text' }),
  points: z
    .array(summaryPoint)
    .max(12)
    .default([])
    .transform((points) => points.filter((point) => point.text !== ''))
    .meta({ label: 'Points', help: 'The key points, at most 12; points without text are left out.', group: 'Content', widget: 'list' }),
  layout: z
    .enum(['list', 'columns'])
    .default('list')
    .meta({ label: 'Layout', help: 'A single list, or points side by side on wide screens.', group: 'Layout', widget: 'select' }),
  boxed: z.boolean().default(true).meta({ label: 'Boxed', help: "Draws the summary on the theme's box background.", group: 'Style', widget: 'toggle' }),
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
