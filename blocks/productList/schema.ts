import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const productListProps = z.object({
  title: text(120).default('').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  /** A collection's urlName. */
  collection: z
    .string()
    .max(120)
    .default('')
    .meta({ label: 'Collection', help: 'Empty lists the newest products of the store.', group: 'Content', widget: 'select' }),
  sort: z.enum(['position', 'new-in', 'price-asc', 'price-desc', 'name']).default('new-in').meta({ label: 'Order', group: 'Content', widget: 'select' }),
  limit: z.int().min(1).max(48).default(8).meta({ label: 'Products', help: 'How many products show.', group: 'Layout', widget: 'number' }),
  showPrice: z.boolean().default(true).meta({ label: 'Show prices', group: 'Content', widget: 'toggle' }),
  viewAllText: text(40)
    .default('View all')
    .meta({ label: 'View all link', help: 'Link under the list, e.g. to the whole collection.', group: 'Link', widget: 'text' }),
});
export type ProductListProps = z.infer<typeof productListProps>;

export const productList = defineBlockType({
  name: 'productList',
  title: 'Product list',
  props: productListProps,
  compatibility: ['grid'],
  builder: () => ({ title: 'New in' }),
});
