// Every theme token, declared once (STYLE habit 5, the Shopify Dawn settings model): its
// type, default, range or options, group and a one-line description that is also the
// theme editor's help text. The validator (schema.ts), the resolver and the CSS are
// derived from this table. The default theme: primary green, font Lato, radius 4px.

import { color, font, from, group, image, length, numeric, shadow, text, toggle, transform, url } from './token-types.ts';

const RADIUS = 4;
const BUTTON_RADIUS = { min: 0, max: 50, step: 1 };
const WEIGHT = { min: 100, max: 900, step: 100 };

export const TOKENS = {
  ...group('Primary', {
    'primary.color': color('#2e7d32', 'Main brand colour: primary buttons, announcements, icons and highlights.'),
    'primary.contrastColor': color('#ffffff', 'Text and icons drawn on the primary colour.'),
    'primary.font': font('Lato', 'Base font of the store; body text, menus and headings follow it unless set.', 'standard'),
  }),
  ...group('Logo', {
    'logo.textColor': color(from('menu.textColor'), 'Colour of the store name when no logo image is set.'),
  }),
  ...group('Page', {
    'page.background': color('#ffffff', 'Background colour of every page.'),
  }),
  ...group('Headings', {
    'heading1.font': font(from('primary.font'), 'Font of main headings (banner titles, page titles).', 'display'),
    'heading1.transform': transform('none', 'Letter case of main headings.'),
    'heading1.weight': numeric(700, 'Boldness of main headings (400 regular, 700 bold).', WEIGHT),
    'heading2.font': font(from('heading1.font'), 'Font of section headings.', 'display'),
    'heading2.transform': transform(from('heading1.transform'), 'Letter case of section headings.'),
    'heading2.weight': numeric(from('heading1.weight'), 'Boldness of section headings.', WEIGHT),
    'heading3.font': font(from('heading2.font'), 'Font of small headings such as product and card titles.', 'display'),
    'heading3.transform': transform('none', 'Letter case of small headings.'),
    'heading3.weight': numeric(700, 'Boldness of small headings.', WEIGHT),
  }),
  ...group('Text', {
    'text.font': font(from('primary.font'), 'Font of body text and descriptions.', 'standard'),
    'text.color': color('#1f2328', 'Colour of body text.'),
    // A token rather than an opacity, so the theme contrast test can hold it to AA.
    'text.mutedColor': color(from('text.color'), 'Secondary text such as struck-through original prices.'),
    'text.shadow': shadow('none', 'Shadow behind text blocks placed over images.'),
    'text.borderRadius': length(RADIUS, 'Corner rounding of text blocks that have a background.'),
    'text.background': color('transparent', 'Background behind text blocks.'),
    'text.fullBackground': toggle(false, 'Text block backgrounds stretch the full width of the page.'),
  }),
  ...group('Menu', {
    'menu.background': color(from('page.background'), 'Background of the header and its menu.'),
    'menu.font': font(from('primary.font'), 'Font of menu entries.'),
    'menu.textColor': color(from('text.color'), 'Colour of menu entries and header icons.'),
    'menu.transform': transform('none', 'Letter case of menu entries.'),
  }),
  ...group('Images', {
    'image.borderRadius': length(RADIUS, 'Corner rounding of images, product pods and tiles.'),
    'image.default': image('', 'Image shown where a block has none yet; empty shows a plain box.'),
  }),
  ...group('Video', {
    'video.default': url('', 'Video played by video blocks that have none yet; empty shows nothing.'),
  }),
  ...group('Banner', {
    'banner.titleColor': color('#ffffff', 'Colour of banner titles.'),
    'banner.copyColor': color('#ffffff', 'Colour of banner copy under the title.'),
    'banner.background': color('#1f2328', 'Banner colour behind (or instead of) its image.'),
    'banner.shadow': shadow('light', 'Shadow that keeps banner text readable over images.'),
  }),
  ...group('Buttons', {
    'button.primary.background': color(from('primary.color'), 'Background of primary buttons such as Add to basket.'),
    'button.primary.textColor': color(from('primary.contrastColor'), 'Text colour of primary buttons.'),
    'button.primary.borderColor': color(from('button.primary.background'), 'Border colour of primary buttons.'),
    'button.secondary.background': color('transparent', 'Background of secondary buttons.'),
    'button.secondary.textColor': color(from('text.color'), 'Text colour of secondary buttons.'),
    'button.secondary.borderColor': color(from('button.secondary.textColor'), 'Border colour of secondary buttons.'),
    'button.borderRadius': length(RADIUS, 'Corner rounding of buttons; 50 gives pill-shaped buttons.', BUTTON_RADIUS),
    'button.fullBackground': toggle(true, 'Buttons are filled with their background colour; off draws outlined buttons.'),
  }),
  ...group('Feature', {
    'feature.iconColor': color(from('primary.color'), 'Colour of feature icons.'),
    'feature.borderRadius': length(RADIUS, 'Corner rounding of feature boxes.'),
    'feature.background': color(from('box.background'), 'Background of feature boxes.'),
    'feature.textColor': color(from('text.color'), 'Text colour inside feature boxes.'),
  }),
  ...group('Quote', {
    'quote.font': font(from('heading1.font'), 'Font of quotes (spec default Lato, as headings).', 'display'),
    'quote.color': color(from('text.color'), 'Colour of quote text.'),
    'quote.size': length(24, 'Text size of quotes in pixels.', { min: 12, max: 64, step: 1 }),
  }),
  ...group('Announcement', {
    'announcement.background': color(from('primary.color'), 'Background of announcement bars.'),
    'announcement.textColor': color(from('primary.contrastColor'), 'Text colour of announcement bars.'),
    'announcement.borderRadius': length(RADIUS, 'Corner rounding of announcement bars.'),
    'announcementV2.background': color(from('box.background'), 'Background of announcement (v2) blocks.'),
    'announcementV2.textColor': color(from('text.color'), 'Text colour of announcement (v2) blocks.'),
    'announcementV2.borderRadius': length(RADIUS, 'Corner rounding of announcement (v2) blocks.'),
  }),
  ...group('Card', {
    'card.background': color(from('page.background'), 'Background of cards.'),
    'card.textColor': color(from('text.color'), 'Text colour of cards.'),
    'card.borderRadius': length(RADIUS, 'Corner rounding of cards.'),
    'card.shadow': shadow('light', 'Shadow that lifts cards off the page.'),
  }),
  ...group('Newsletter', {
    'newsletter.background': color(from('box.background'), 'Background of the newsletter sign-up.'),
    'newsletter.textColor': color(from('text.color'), 'Text colour of the newsletter sign-up.'),
    'newsletter.buttonBackground': color(from('button.primary.background'), 'Background of the newsletter subscribe button.'),
    'newsletter.buttonTextColor': color(from('button.primary.textColor'), 'Text colour of the newsletter subscribe button.'),
  }),
  ...group('Gate', {
    'gate.background': color(from('page.background'), 'Background of gated content (login or password walls).'),
    'gate.textColor': color(from('text.color'), 'Text colour of gated content.'),
  }),
  ...group('Footer', {
    'footer.visible': toggle(true, 'Show the footer at the bottom of every page.'),
    'footer.textColor': color(from('text.color'), 'Text and link colour of the footer.'),
    'footer.background': color(from('box.background'), 'Background of the footer.'),
  }),
  ...group('Forms', {
    'form.background': color(from('page.background'), 'Background behind forms.'),
    'form.inputBackground': color(from('page.background'), 'Background of text fields and selects.'),
    'form.borderColor': color(from('border.color'), 'Border colour of text fields and selects.'),
    'form.textColor': color(from('text.color'), 'Text colour typed into fields, and field labels.'),
    'form.errorColor': color(from('error.color'), 'Colour of field error messages and invalid borders.'),
    'form.errorBackground': color('#fdecea', 'Background of form error notices.'),
  }),
  ...group('Tag', {
    'tag.background': color(from('box.background'), 'Background of tags and badges.'),
    'tag.textColor': color(from('text.color'), 'Text colour of tags and badges.'),
  }),
  ...group('Box', {
    'box.background': color('#f4f5f4', 'Background of boxed areas that stand apart from the page.'),
  }),
  ...group('Border', {
    'border.color': color('#d9dcd9', 'Colour of dividers and outlines.'),
    'border.width': length(1, 'Width of dividers and outlines in pixels.', { min: 0, max: 8, step: 1 }),
  }),
  ...group('Shadows', {
    'shadow.color': color('#00000029', 'Colour of every shadow (light, medium and heavy differ in size).'),
  }),
  ...group('Status colours', {
    'error.color': color('#c62828', 'Colour of errors; dark enough for text on every light page and notice background.'),
    'error.darkColor': color('#9a1b1b', 'Darker error colour for text on light error backgrounds.'),
    'warning.color': color('#ed8b00', 'Colour of warnings.'),
    'warning.darkColor': color('#8a4b00', 'Darker warning colour for text on light warning backgrounds.'),
    'success.color': color('#2e7d32', 'Colour of success messages.'),
    'success.darkColor': color('#1b5e20', 'Darker success colour for text on light success backgrounds.'),
  }),
  ...group('Chat', {
    'chat.color': color(from('primary.color'), 'Chat header and the shopper’s own messages.'),
    'chat.contrastColor': color(from('primary.contrastColor'), 'Text on the chat header and the shopper’s messages.'),
    'chat.background': color(from('page.background'), 'Background of the chat window.'),
    'chat.bubbleBackground': color(from('box.background'), 'Background of replies from the store.'),
    'chat.bubbleTextColor': color(from('text.color'), 'Text colour of replies from the store.'),
    'chat.shadow': shadow('medium', 'Shadow around the chat window and its button.'),
    'chat.scrollbarColor': color(from('border.color'), 'Colour of the chat window scrollbar.'),
    'chat.backgroundImage': image('', 'Pattern or picture behind the chat messages; empty for none.'),
  }),
  ...group('Order status', {
    'status.successBackground': color('#e8f5e9', 'Background of completed order statuses.'),
    'status.successTextColor': color(from('success.darkColor'), 'Text colour of completed order statuses.'),
  }),
  ...group('Product page', {
    'productPage.communityTitle': text('From the community', 'Title above shoppers’ photos on product pages.'),
    'productPage.communitySubtitle': text('', 'Line under the community title; empty shows none.', 120),
  }),
};

export type Tokens = typeof TOKENS;
export type TokenName = keyof Tokens;
export const TOKEN_NAMES = Object.keys(TOKENS) as TokenName[];

export function isTokenName(name: string): name is TokenName {
  return Object.hasOwn(TOKENS, name);
}

/** The theme editor's sections, in declaration order. */
export function tokenGroups(): { group: string; tokens: TokenName[] }[] {
  const groups = new Map<string, TokenName[]>();
  for (const name of TOKEN_NAMES) {
    const list = groups.get(TOKENS[name].group) ?? [];
    list.push(name);
    groups.set(TOKENS[name].group, list);
  }
  return [...groups].map(([name, tokens]) => ({ group: name, tokens }));
}
