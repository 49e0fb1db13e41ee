import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { linkField, text } from '../fields.ts';

export const storeHiddenProps = z.object({
  title: text(80)
    .default('This store is being set up')
    .meta({ label: 'Title', help: 'The headline shoppers see while the store is hidden or under review.', group: 'Content', widget: 'text' }),
  message: text(400)
    .default("We're putting the finishing touches to this store. Please check back soon.")
    .meta({ label: 'Message', help: 'What is happening and when to come back.', group: 'Content', widget: 'textarea' }),
  linkText: text(40)
    .default('')
    .meta({ label: 'Link text', help: 'An optional way to keep in touch, e.g. "Follow our Instagram".', group: 'Link', widget: 'text' }),
  href: linkField('Link', 'Where that link goes.'),
});
export type StoreHiddenProps = z.infer<typeof storeHiddenProps>;

export const storeHidden = defineBlockType({
  name: 'storeHidden',
  title: 'Store hidden notice',
  props: storeHiddenProps,
  compatibility: ['text'],
  builder: () => ({}),
});
