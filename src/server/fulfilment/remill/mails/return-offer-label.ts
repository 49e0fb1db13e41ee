import type { MailContent } from '../../../../platform/mail/message.ts';
import { mailLayout } from '../../../../platform/mail/layout.ts';

export interface ReturnOfferLabelEmailInput {
  storeName: string;
  /** The printable prepaid label (its code in the address is what opens it). */
  labelLink: string;
  /** The label's code, printed on it as a barcode; quoted so the shopper can find the mail again. */
  code: string;
}

/** The free return offer: the prepaid label and what may go in the parcel. */
export function returnOfferLabelEmail({ storeName, labelLink, code }: ReturnOfferLabelEmailInput): MailContent {
  return mailLayout({
    storeName,
    subject: `Your free returns label from ${storeName}`,
    preheader: 'Print it, stick it on your parcel, drop it off: postage is paid in the UK.',
    heading: 'Your free returns label',
    blocks: [
      { kind: 'paragraph', text: 'Thanks for giving your old clothes a new life. Send us your worn-out clothing and we will recycle it into new products.' },
      { kind: 'list', items: ['100% cotton clothing from any brand', 'Not denim or underwear', 'The care label must be visible', 'Postage is paid in the UK'] },
      { kind: 'button', label: 'Print your free returns label', href: labelLink },
      { kind: 'paragraph', text: 'When your parcel reaches us, we will email you a coupon for your next purchase.' },
      { kind: 'note', text: `Label reference ${code}. Anyone with the link can print this label, so keep this email to yourself.` },
    ],
    footer: `You received this email because this address asked ${storeName} for a free returns label.`,
  });
}
