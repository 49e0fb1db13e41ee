import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const productListProps = z.object({
  title: text(120).default(''),
  /** urlName of a collection; empty lists the newest products of the store. */
  collection: z.string().max(120).default(''),
  sort: z.enum(['position', 'new-in', 'price-asc', 'price-desc', 'name']).default('new-in'),
  limit: z.int().min(1).max(48).default(8),
  showPrice: z.boolean().default(true),
  /** Link under the list, e.g. to the whole collection. */
  viewAllText: text(40).default('View all'),
});
export type ProductListProps = z.infer<typeof productListProps>;

export const productList = defineBlockType({
  name: 'productList',
  title: 'Product list',
  props: productListProps,
  compatibility: ['grid'],
  builder: () => ({ title: 'New in' }),
});
