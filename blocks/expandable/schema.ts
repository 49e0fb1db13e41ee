import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const expandableProps = z.object({
  title: text(200).default('').meta({ label: 'Title', help: 'The line shoppers click to open it, e.g. a question.', group: 'Content', widget: 'text' }),
  /** Sanitised when rendered. */
  text: z.string().max(20000).default('').meta({ label: 'Text', help: 'What shows when it is open.', group: 'Content', widget: 'richtext' }),
  open: z.boolean().default(false).meta({ label: 'Open at first', group: 'Behaviour', widget: 'toggle' }),
  /** For FAQPage structured data. */
  meta: z
    .object({
      question: text(300).optional().meta({ label: 'Question', group: 'Advanced', widget: 'text' }),
      answer: z.string().max(5000).optional().meta({ label: 'Answer', group: 'Advanced', widget: 'textarea' }),
    })
    .default({})
    .meta({ label: 'Search engine question', help: 'Question and answer offered to search engines as an FAQ.', group: 'Advanced', widget: 'group' }),
});
export type ExpandableProps = z.infer<typeof expandableProps>;

export const expandable = defineBlockType({
  name: 'expandable',
  title: 'Expandable',
  props: expandableProps,
  compatibility: ['text'],
  builder: () => ({ title: 'A common question', text: '<p>Its answer.</p>' }),
});
