import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssColour, text } from '../fields.ts';

const graphPoint = z.object({
  /** What the value is for, e.g. "March" or "Hoodies". */
  label: text(30).min(1, { error: 'This field is required.' }),
  /** The number; negative values hang below the zero line. */
  value: z.number().min(-1e12).max(1e12),
});
export type GraphPoint = z.infer<typeof graphPoint>;

export const graphProps = z.object({
  /** The chart's heading; also its name for screen readers. */
  title: text(80).default(''),
  /** A sentence saying what the chart shows, e.g. "Trees planted per month in 2024". */
  description: text(200).default(''),
  /** Bars compare separate things; a line shows change over time. */
  type: z.enum(['bar', 'line']).default('bar'),
  /** The values, in order, at most 24. */
  series: z.array(graphPoint).max(24).default([]),
  /** Written before each value, e.g. "£". */
  valuePrefix: text(5).default(''),
  /** Written after each value, e.g. "%" or " kg". */
  valueSuffix: z.string().max(8).default(''),
  /** Writes each value on its bar or point. */
  showValues: z.boolean().default(true),
  /** Colour of the bars or line; the theme's primary colour when empty. */
  colour: cssColour().optional(),
  /** Height of the plot in pixels. */
  height: z.int().min(160).max(600).default(280),
});
export type GraphProps = z.infer<typeof graphProps>;

export const graph = defineBlockType({
  name: 'graph',
  title: 'Graph',
  props: graphProps,
  compatibility: [],
  builder: () => ({
    title: 'Bottles recycled into tees',
    series: [{ label: 'Jan', value: 1200 }, { label: 'Feb', value: 1850 }, { label: 'Mar', value: 2400 }, { label: 'Apr', value: 3100 }],
  }),
});
