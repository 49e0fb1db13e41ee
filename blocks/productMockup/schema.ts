import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const productMockupProps = z.object({
  /** The product to suggest, by its urlName (the last part of its /product/…/ address). */
  product: z.string().trim().toLowerCase().regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'Invalid product' }).max(120).default(''),
  /** A line above the product's name, e.g. "You might also like". */
  title: text(80).default(''),
  /** Shows the product's description under its name. */
  showDescription: z.boolean().default(true),
  /** Shows the price, with the sale price when the product is on sale. */
  showPrice: z.boolean().default(true),
  /** Words of the link to the product page. */
  buttonText: text(30).default('View product'),
  /** Which side the picture sits on wide screens. */
  imagePosition: z.enum(['left', 'right']).default('left'),
});
export type ProductMockupProps = z.infer<typeof productMockupProps>;

export const productMockup = defineBlockType({
  name: 'productMockup',
  title: 'Product Suggestion',
  props: productMockupProps,
  compatibility: ['pod'],
  builder: () => ({ title: 'You might also like' }),
});
