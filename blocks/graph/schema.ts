import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { messages } from '../../src/lib/validation/messages.ts';
import { colourField, text } from '../fields.ts';

const graphPoint = z.object({
  label: text(30)
    .min(1, { error: messages.required })
    .meta({ label: 'Label', help: 'What the value is for, e.g. "March" or "Hoodies".', group: 'Content', widget: 'text' }),
  value: z.number().min(-1e12).max(1e12).meta({ label: 'Value', help: 'Negative values hang below the zero line.', group: 'Content', widget: 'number' }),
});
export type GraphPoint = z.infer<typeof graphPoint>;

export const graphProps = z.object({
  title: text(80).default('').meta({ label: 'Title', help: "The chart's heading; also its name for screen readers.", group: 'Content', widget: 'text' }),
  description: text(200)
    .default('')
    .meta({ label: 'Description', help: 'A sentence saying what the chart shows, e.g. "Trees planted per month in 2024".', group: 'Content', widget: 'text' }),
  type: z
    .enum(['bar', 'line'])
    .default('bar')
    .meta({ label: 'Chart type', help: 'Bars compare separate things; a line shows change over time.', group: 'Style', widget: 'select' }),
  series: z.array(graphPoint).max(24).default([]).meta({ label: 'Values', help: 'In order, at most 24.', group: 'Content', widget: 'list' }),
  valuePrefix: text(5).default('').meta({ label: 'Before each value', help: 'E.g. "£".', group: 'Content', widget: 'text' }),
  // Not trimmed: a suffix such as " kg" keeps its leading space.
  valueSuffix: z.string().max(8).default('').meta({ label: 'After each value', help: 'E.g. "%" or " kg".', group: 'Content', widget: 'text' }),
  showValues: z.boolean().default(true).meta({ label: 'Show values', help: 'Writes each value on its bar or point.', group: 'Style', widget: 'toggle' }),
  colour: colourField('Colour', "Of the bars or line; the theme's primary colour when empty."),
  height: z.int().min(160).max(600).default(280).meta({ label: 'Height', help: 'Height of the plot in pixels.', group: 'Layout', widget: 'slider', step: 10 }),
});
export type GraphProps = z.infer<typeof graphProps>;

export const graph = defineBlockType({
  name: 'graph',
  title: 'Graph',
  props: graphProps,
  compatibility: [],
  builder: () => ({
    title: 'Bottles recycled into tees',
    series: [
      { label: 'Jan', value: 1200 },
      { label: 'Feb', value: 1850 },
      { label: 'Mar', value: 2400 },
      { label: 'Apr', value: 3100 },
    ],
  }),
});
