import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, colourField } from '../fields.ts';

export const textProps = z.object({
  /** HTML, sanitised when rendered. */
  text: z.string().max(50000).default('').meta({ label: 'Text', help: 'Headings, paragraphs, lists and links.', group: 'Content', widget: 'richtext' }),
  align: alignmentField('left'),
  color: colourField('Text colour', "The theme's text colour when empty."),
  narrow: z.boolean().default(true).meta({ label: 'Narrow column', help: 'Keeps long copy readable on wide screens.', group: 'Layout', widget: 'toggle' }),
});
export type TextProps = z.infer<typeof textProps>;

export const text = defineBlockType({
  name: 'text',
  title: 'Text',
  props: textProps,
  compatibility: ['expandable', 'quote'],
  builder: () => ({ text: '<p>Tell your story.</p>' }),
});
