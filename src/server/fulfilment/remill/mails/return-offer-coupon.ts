import type { MailContent } from '../../../../platform/mail/message.ts';
import { mailLayout } from '../../../../platform/mail/layout.ts';

export interface ReturnOfferCouponEmailInput {
  storeName: string;
  /** The single-use coupon, e.g. REMILL-7K2QXD. */
  couponCode: string;
  percentOff: number;
  /** When the coupon stops working (ISO time). */
  expiresAt: string;
  /** The store's home page, where the coupon is spent. */
  shopLink: string;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The free return offer's thank you: the parcel arrived, here is a coupon for the next purchase. */
export function returnOfferCouponEmail({ storeName, couponCode, percentOff, expiresAt, shopLink }: ReturnOfferCouponEmailInput): MailContent {
  return mailLayout({
    storeName,
    subject: `Your parcel arrived: ${percentOff}% off your next order at ${storeName}`,
    preheader: `Use ${couponCode} at checkout.`,
    heading: 'Thank you for your parcel',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your old clothes have reached us and will be recycled into new products. As a thank you, here is a coupon for your next purchase:',
      },
      { kind: 'quote', text: couponCode },
      { kind: 'paragraph', text: `Enter it at checkout for ${percentOff}% off. It works once, until ${dateOf(expiresAt)}.` },
      { kind: 'button', label: `Shop ${storeName}`, href: shopLink },
    ],
    footer: `You received this email because you sent ${storeName} a parcel with a free returns label.`,
  });
}
