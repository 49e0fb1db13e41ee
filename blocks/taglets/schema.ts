import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, text } from '../fields.ts';
import { tagItem, tagSizeField } from '../tag/schema.ts';

export const tagletsProps = z.object({
  title: text(60).default('').meta({
    label: 'Title',
    help: 'A heading before the tags, e.g. "Shop by theme"; also names the list for screen readers.',
    group: 'Content',
    widget: 'text',
  }),
  tags: z
    .array(tagItem())
    .max(24)
    .default([])
    .transform((tags) => tags.filter((item) => item.text !== ''))
    .meta({ label: 'Tags', help: 'At most 24; tags without words are left out.', group: 'Content', widget: 'list' }),
  overflow: z
    .enum(['wrap', 'scroll'])
    .default('wrap')
    .meta({ label: 'Overflow', help: 'Wrap onto more lines, or keep one line that scrolls sideways on small screens.', group: 'Layout', widget: 'select' }),
  size: tagSizeField(),
  align: alignmentField('left', 'Alignment', 'Where the row of tags sits in its column.'),
});
export type TagletsProps = z.infer<typeof tagletsProps>;

export const taglets = defineBlockType({
  name: 'taglets',
  title: 'Taglets',
  props: tagletsProps,
  compatibility: ['tag'],
  builder: () => ({
    tags: [
      { text: 'Organic', href: '/' },
      { text: 'New in', href: '/' },
      { text: 'Gifts', href: '/' },
    ],
  }),
});
