import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, cssColour } from '../fields.ts';

export const textProps = z.object({
  /** Rich text as HTML; sanitised when rendered (headings, paragraphs, lists, links). */
  text: z.string().max(50000).default(''),
  align: align().default('left'),
  color: cssColour().optional(),
  /** Keeps long copy readable on wide screens. */
  narrow: z.boolean().default(true),
});
export type TextProps = z.infer<typeof textProps>;

export const text = defineBlockType({
  name: 'text',
  title: 'Text',
  props: textProps,
  compatibility: ['expandable', 'quote'],
  builder: () => ({ text: '<p>Tell your story.</p>' }),
});
