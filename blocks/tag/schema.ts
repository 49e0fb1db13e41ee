import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, linkField, text } from '../fields.ts';

/** One tag pill: its words and where it leads. Shared with taglets. */
export const tagItem = () =>
  z.object({
    text: text(40).default('').meta({ label: 'Text', help: 'The tag\'s words, e.g. "Organic" or "New in".', group: 'Content', widget: 'text' }),
    href: linkField('Link', 'Where the tag leads, e.g. /blog/tagged/organic/ or a collection.'),
  });
/** Pill size; shared with taglets. */
export const tagSizeField = () => z.enum(['small', 'medium']).default('medium').meta({ label: 'Size', help: 'Pill size.', group: 'Style', widget: 'select' });

export type TagItem = z.infer<ReturnType<typeof tagItem>>;

export const tagProps = tagItem().extend({
  size: tagSizeField(),
  align: alignmentField('left', 'Alignment', 'Where the tag sits in its column.'),
});
export type TagProps = z.infer<typeof tagProps>;

export const tag = defineBlockType({
  name: 'tag',
  title: 'Tag',
  props: tagProps,
  compatibility: ['taglets', 'button'],
  builder: () => ({ text: 'New in', href: '/' }),
});
