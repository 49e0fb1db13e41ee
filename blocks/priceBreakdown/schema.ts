import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const priceBreakdownProps = z.object({
  /** By urlName: the last part of its /product/…/ address. */
  product: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'Invalid product' })
    .max(120)
    .default('')
    .meta({ label: 'Product', help: 'The product whose price is split.', group: 'Content', widget: 'select' }),
  /**
   * The blank whose costs are used: a blank's sku (…-BLANK-TS) or a garment type (t-shirt).
   * Empty (and on pages stored before it existed): the product's own blank, else the store's
   * blank of the product's garment type.
   */
  blank: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/, { error: 'Invalid blank' })
    .default('')
    .meta({ label: 'Blank', help: "A blank's sku or a garment type; empty uses the product's own blank.", group: 'Content', widget: 'text' }),
  title: text(120).default('Where your money goes').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  showProfit: z.boolean().default(true).meta({ label: "Show the store's profit", group: 'Behaviour', widget: 'toggle' }),
});
export type PriceBreakdownProps = z.infer<typeof priceBreakdownProps>;

export const priceBreakdown = defineBlockType({
  name: 'priceBreakdown',
  title: 'Price breakdown',
  props: priceBreakdownProps,
  compatibility: [],
  builder: () => ({}),
});
