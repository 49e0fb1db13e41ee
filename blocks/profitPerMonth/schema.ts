import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { money, text } from '../fields.ts';

export const profitPerMonthProps = z.object({
  title: text(120).default('What could you earn?').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  /** By urlName: when set, its price and profit per sale come from the catalogue. */
  product: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'Invalid product' })
    .max(120)
    .default('')
    .meta({
      label: 'Product',
      help: 'Takes the price and profit per sale from this product; empty uses the price and margin below.',
      group: 'Content',
      widget: 'select',
    }),
  salesPerMonth: z
    .int()
    .min(0)
    .max(100_000)
    .default(50)
    .meta({ label: 'Sales per month', help: 'The starting figure; visitors can change it.', group: 'Behaviour', widget: 'number' }),
  price: money().max(10_000_000).default(2500).meta({ label: 'Price', help: 'In minor units of the store currency.', group: 'Behaviour', widget: 'number' }),
  marginPercent: z
    .number()
    .min(0)
    .max(100)
    .default(30)
    .meta({ label: 'Margin (%)', help: 'The share of the price the store keeps.', group: 'Behaviour', widget: 'slider', step: 1 }),
});
export type ProfitPerMonthProps = z.infer<typeof profitPerMonthProps>;

export const profitPerMonth = defineBlockType({
  name: 'profitPerMonth',
  title: 'Profit per month',
  props: profitPerMonthProps,
  compatibility: [],
  builder: () => ({}),
});
