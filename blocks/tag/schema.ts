import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, safeUrl, text } from '../fields.ts';

/** One tag pill: its words and where it leads. Shared with taglets. */
export const tagItem = () => z.object({
  /** The tag's words, e.g. "Organic" or "New in". */
  text: text(40).default(''),
  /** Where the tag leads, e.g. /blog/tagged/organic/ or a collection. */
  href: safeUrl(),
});
export type TagItem = z.infer<ReturnType<typeof tagItem>>;

export const tagProps = tagItem().extend({
  /** Pill size. */
  size: z.enum(['small', 'medium']).default('medium'),
  /** Where the tag sits in its column. */
  align: align().default('left'),
});
export type TagProps = z.infer<typeof tagProps>;

export const tag = defineBlockType({
  name: 'tag',
  title: 'Tag',
  props: tagProps,
  compatibility: ['taglets', 'button'],
  builder: () => ({ text: 'New in', href: '/' }),
});
