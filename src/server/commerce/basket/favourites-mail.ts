import type { MailContent } from '../../../platform/mail/message.ts';
import { mailLayout } from '../../../platform/mail/layout.ts';

export interface FavouritesEmailInput {
  storeName: string;
  /** /favourites/?br=… on the store: restores the list in any browser. */
  link: string;
  /** The products' names, as the list is now. */
  names: string[];
}

/** favourites/email-for-later: the shopper's favourites, to open in another browser. */
export function favouritesEmail({ storeName, link, names }: FavouritesEmailInput): MailContent {
  const shown = names.slice(0, 10);
  const more = names.length - shown.length;
  return mailLayout({
    storeName,
    subject: `Your favourites from ${storeName}`,
    preheader: 'Pick up where you left off, on any device.',
    heading: 'Your favourites, saved for later',
    blocks: [
      { kind: 'paragraph', text: `Here are the products you kept at ${storeName}:` },
      { kind: 'list', items: more > 0 ? [...shown, `and ${more} more`] : shown },
      { kind: 'button', label: 'Open my favourites', href: link },
      { kind: 'note', text: 'Anyone with this link can add these favourites to their browser, so keep it to yourself.' },
    ],
    footer: `You received this email because this address was entered to save favourites at ${storeName}.`,
  });
}
