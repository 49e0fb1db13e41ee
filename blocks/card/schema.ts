import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, imageSizes, money, podRatio, safeUrl, text } from '../fields.ts';

export const cardProps = z.object({
  /** Picture at the top of the card. */
  image: safeUrl(),
  /** Responsive sources of the image: width → address. */
  imageSizes: imageSizes(),
  /** Read out in place of the image; leave empty only for decoration. */
  imageAlt: text(300).default(''),
  /** Crops the image to a pod ratio. */
  ratio: podRatio().default('4:3'),
  /** The card's heading; it also names the card's link. */
  title: text(120).default(''),
  /** A sentence or two under the title. */
  text: text(600).default(''),
  /** Where the whole card goes. */
  href: safeUrl(),
  /** The link's wording at the foot of the card, e.g. "Read more"; hidden when empty. */
  linkText: text(40).default(''),
  /** A price in minor units of the store currency, shown under the text. */
  price: money().optional(),
  /** A lower sale price in minor units; shown with the price struck through. */
  salePrice: money().optional(),
  /** Words before the price, e.g. "From". */
  pricePrefix: text(20).default(''),
  /** Alignment of the words under the picture. */
  textAlign: align().default('left'),
});
export type CardProps = z.infer<typeof cardProps>;

export const card = defineBlockType({
  name: 'card',
  title: 'Card',
  props: cardProps,
  compatibility: ['pod', 'feature'],
  builder: () => ({ title: 'Our story', text: 'How every design is printed to order, on organic cotton.', href: '/', linkText: 'Read more' }),
});
