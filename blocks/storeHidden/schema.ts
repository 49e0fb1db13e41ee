import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { safeUrl, text } from '../fields.ts';

export const storeHiddenProps = z.object({
  /** The headline shoppers see while the store is hidden or under review. */
  title: text(80).default('This store is being set up'),
  /** What is happening and when to come back. */
  message: text(400).default("We're putting the finishing touches to this store. Please check back soon."),
  /** An optional way to keep in touch, e.g. "Follow our Instagram". */
  linkText: text(40).default(''),
  /** Where that link goes. */
  href: safeUrl(),
});
export type StoreHiddenProps = z.infer<typeof storeHiddenProps>;

export const storeHidden = defineBlockType({
  name: 'storeHidden',
  title: 'Store hidden notice',
  props: storeHiddenProps,
  compatibility: ['text'],
  builder: () => ({}),
});
