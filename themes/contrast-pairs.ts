// The text/background token pairs the storefront CSS draws text with, and the WCAG AA contrast
// each needs (themes/contrast.test.ts checks every theme against this list). When CSS draws text
// in a colour, that colour is a token here: never a literal, an opacity or a color-mix, which no
// theme could be checked for.

import type { TokenName } from './tokens.ts';

/** WCAG AA: body text 4.5:1; large text (24px, or 18.66px bold) and the logo 3:1. */
export const BODY_TEXT = 4.5;
export const LARGE_TEXT = 3;

export interface ContrastPair {
  text: TokenName;
  /** What is behind the text; a translucent or transparent one shows `page.background` through. */
  background: TokenName;
  minimum: number;
  /** Where the storefront draws it, for the failure message. */
  where: string;
}

const pair = (text: TokenName, background: TokenName, where: string, minimum = BODY_TEXT): ContrastPair => ({ text, background, minimum, where });

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  pair('text.color', 'page.background', 'body text'),
  pair('text.color', 'text.background', 'text blocks with a background'),
  pair('text.color', 'box.background', 'text in boxed areas'),
  pair('text.mutedColor', 'page.background', 'struck-through original prices, secondary lines'),
  pair('text.mutedColor', 'card.background', 'struck-through original prices on cards'),
  pair('error.color', 'page.background', 'sale prices and error text'),
  pair('primary.contrastColor', 'primary.color', 'text on the primary colour (current tag pill, badges)'),
  pair('logo.textColor', 'menu.background', 'the store name in the header', LARGE_TEXT),
  pair('menu.textColor', 'menu.background', 'menu entries and header icons'),
  pair('banner.titleColor', 'banner.background', 'banner titles', LARGE_TEXT),
  pair('banner.copyColor', 'banner.background', 'banner copy'),
  pair('button.primary.textColor', 'button.primary.background', 'primary buttons'),
  pair('button.secondary.textColor', 'button.secondary.background', 'secondary buttons'),
  pair('feature.textColor', 'feature.background', 'feature boxes'),
  pair('quote.color', 'page.background', 'quotes'),
  pair('announcement.textColor', 'announcement.background', 'announcement bars'),
  pair('announcementV2.textColor', 'announcementV2.background', 'announcement (v2) blocks'),
  pair('card.textColor', 'card.background', 'cards'),
  pair('newsletter.textColor', 'newsletter.background', 'the newsletter sign-up'),
  pair('newsletter.buttonTextColor', 'newsletter.buttonBackground', 'the newsletter subscribe button'),
  pair('gate.textColor', 'gate.background', 'gated content'),
  pair('footer.textColor', 'footer.background', 'the footer'),
  pair('form.textColor', 'form.background', 'field labels'),
  pair('form.textColor', 'form.inputBackground', 'text typed into fields'),
  pair('form.errorColor', 'form.background', 'field error messages'),
  pair('form.errorColor', 'form.errorBackground', 'form error notices'),
  pair('tag.textColor', 'tag.background', 'tags, badges and topic pills'),
  pair('chat.contrastColor', 'chat.color', 'the chat header and the shopper’s messages'),
  pair('chat.bubbleTextColor', 'chat.bubbleBackground', 'replies in the chat'),
  pair('status.successTextColor', 'status.successBackground', 'completed order statuses'),
  pair('success.darkColor', 'card.background', 'store states on dashboard cards'),
  pair('warning.darkColor', 'card.background', 'store states on dashboard cards'),
];
