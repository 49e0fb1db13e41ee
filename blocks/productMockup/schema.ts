import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const productMockupProps = z.object({
  /** By urlName: the last part of its /product/…/ address. */
  product: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'Invalid product' })
    .max(120)
    .default('')
    .meta({ label: 'Product', help: 'The product to suggest.', group: 'Content', widget: 'select' }),
  title: text(80).default('').meta({ label: 'Title', help: 'A line above the product\'s name, e.g. "You might also like".', group: 'Content', widget: 'text' }),
  showDescription: z
    .boolean()
    .default(true)
    .meta({ label: 'Show description', help: "Shows the product's description under its name.", group: 'Content', widget: 'toggle' }),
  showPrice: z
    .boolean()
    .default(true)
    .meta({ label: 'Show price', help: 'With the sale price when the product is on sale.', group: 'Content', widget: 'toggle' }),
  buttonText: text(30).default('View product').meta({ label: 'Button text', help: 'Words of the link to the product page.', group: 'Content', widget: 'text' }),
  imagePosition: z
    .enum(['left', 'right'])
    .default('left')
    .meta({ label: 'Picture side', help: 'Which side the picture sits on wide screens.', group: 'Layout', widget: 'select' }),
});
export type ProductMockupProps = z.infer<typeof productMockupProps>;

export const productMockup = defineBlockType({
  name: 'productMockup',
  title: 'Product Suggestion',
  props: productMockupProps,
  compatibility: ['pod'],
  builder: () => ({ title: 'You might also like' }),
});
