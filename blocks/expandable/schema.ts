import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const expandableProps = z.object({
  title: text(200).default(''),
  /** Body as HTML, sanitised when rendered. */
  text: z.string().max(20000).default(''),
  open: z.boolean().default(false),
  /** Question and answer for FAQPage structured data (spec §2). */
  meta: z.object({ question: text(300).optional(), answer: z.string().max(5000).optional() }).default({}),
});
export type ExpandableProps = z.infer<typeof expandableProps>;

export const expandable = defineBlockType({
  name: 'expandable',
  title: 'Expandable',
  props: expandableProps,
  compatibility: ['text'],
  builder: () => ({ title: 'A common question', text: '<p>Its answer.</p>' }),
});
