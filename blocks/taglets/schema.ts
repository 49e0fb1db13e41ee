import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, text } from '../fields.ts';
import { tagItem } from '../tag/schema.ts';

export const tagletsProps = z.object({
  /** A heading before the tags, e.g. "Shop by theme"; also names the list for screen readers. */
  title: text(60).default(''),
  /** The tags, at most 24; tags without words are left out. */
  tags: z.array(tagItem()).max(24).default([]).transform((tags) => tags.filter((item) => item.text !== '')),
  /** Wrap onto more lines, or keep one line that scrolls sideways on small screens. */
  overflow: z.enum(['wrap', 'scroll']).default('wrap'),
  /** Pill size. */
  size: z.enum(['small', 'medium']).default('medium'),
  /** Where the row of tags sits in its column. */
  align: align().default('left'),
});
export type TagletsProps = z.infer<typeof tagletsProps>;

export const taglets = defineBlockType({
  name: 'taglets',
  title: 'Taglets',
  props: tagletsProps,
  compatibility: ['tag'],
  builder: () => ({ tags: [{ text: 'Organic', href: '/' }, { text: 'New in', href: '/' }, { text: 'Gifts', href: '/' }] }),
});
