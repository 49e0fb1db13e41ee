import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, cssColour, safeUrl, text } from '../fields.ts';
import { FONT_FAMILY_NAMES } from '../../themes/fonts.ts';

/** Spec §3: quotes default to Lato at 24px, aligned right. */
export const QUOTE_DEFAULTS = { font: 'Lato', size: 24, align: 'right' } as const;

export const quoteProps = z.object({
  /** The words quoted, without quotation marks. */
  text: text(600).default(''),
  /** Who said it. */
  author: text(80).default(''),
  /** What they are, e.g. "Customer since 2019" or "Founder". */
  role: text(80).default(''),
  /** A small round photo of the author. */
  image: safeUrl(),
  /** Where the quote comes from, e.g. a review page; read by browsers as the citation. */
  href: safeUrl(),
  /** Font family of the quote; "theme" uses the theme's quote font. */
  font: z.enum([...FONT_FAMILY_NAMES, 'theme']).default(QUOTE_DEFAULTS.font),
  /** Text size in pixels on wide screens (it scales down on phones). */
  size: z.int().min(12).max(64).default(QUOTE_DEFAULTS.size),
  /** Alignment of the quote and its author. */
  align: align().default(QUOTE_DEFAULTS.align),
  /** Quote colour; the theme's quote colour when empty. */
  color: cssColour().optional(),
});
export type QuoteProps = z.infer<typeof quoteProps>;

export const quote = defineBlockType({
  name: 'quote',
  title: 'Quote',
  props: quoteProps,
  compatibility: ['text'],
  builder: () => ({ text: 'The softest tee I own, and I love that it was printed just for me.', author: 'Sam', role: 'Customer' }),
});
