import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, colourField, imageField, linkField, text } from '../fields.ts';
import { FONT_FAMILY_NAMES } from '../../themes/fonts.ts';

/** Quotes default to Lato at 24px, aligned right. */
export const QUOTE_DEFAULTS = { font: 'Lato', size: 24, align: 'right' } as const;

export const quoteProps = z.object({
  text: text(600).default('').meta({ label: 'Quote', help: 'The words quoted, without quotation marks.', group: 'Content', widget: 'textarea' }),
  author: text(80).default('').meta({ label: 'Author', help: 'Who said it.', group: 'Content', widget: 'text' }),
  role: text(80).default('').meta({ label: 'Role', help: 'What they are, e.g. "Customer since 2019" or "Founder".', group: 'Content', widget: 'text' }),
  image: imageField('Photo', 'A small round photo of the author.'),
  /** Read by browsers as the citation. */
  href: linkField('Source', 'Where the quote comes from, e.g. a review page.'),
  font: z
    .enum([...FONT_FAMILY_NAMES, 'theme'])
    .default(QUOTE_DEFAULTS.font)
    .meta({ label: 'Font', help: '"theme" uses the theme\'s quote font.', group: 'Style', widget: 'select' }),
  size: z
    .int()
    .min(12)
    .max(64)
    .default(QUOTE_DEFAULTS.size)
    .meta({ label: 'Text size', help: 'In pixels on wide screens; it scales down on phones.', group: 'Style', widget: 'slider', step: 1 }),
  align: alignmentField(QUOTE_DEFAULTS.align, 'Alignment', 'Of the quote and its author.'),
  color: colourField('Colour', "The theme's quote colour when empty."),
});
export type QuoteProps = z.infer<typeof quoteProps>;

export const quote = defineBlockType({
  name: 'quote',
  title: 'Quote',
  props: quoteProps,
  compatibility: ['text'],
  builder: () => ({ text: 'The softest tee I own, and I love that it was printed just for me.', author: 'Sam', role: 'Customer' }),
});
