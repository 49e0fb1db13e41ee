import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, imageField, imageSizesField, linkField, podRatio, priceFields, text } from '../fields.ts';

export const cardProps = z.object({
  image: imageField('Image', 'Picture at the top of the card.'),
  imageSizes: imageSizesField(),
  imageAlt: text(300)
    .default('')
    .meta({ label: 'Image description', help: 'Read out in place of the image; leave empty only for decoration.', group: 'Media', widget: 'text' }),
  ratio: podRatio().default('4:3').meta({ label: 'Image shape', help: 'Crops the image to a pod ratio.', group: 'Media', widget: 'select' }),
  title: text(120).default('').meta({ label: 'Title', help: "The card's heading; it also names the card's link.", group: 'Content', widget: 'text' }),
  text: text(600).default('').meta({ label: 'Text', help: 'A sentence or two under the title.', group: 'Content', widget: 'textarea' }),
  href: linkField('Link', 'Where the whole card goes.'),
  linkText: text(40)
    .default('')
    .meta({ label: 'Link text', help: 'The link\'s wording at the foot of the card, e.g. "Read more"; hidden when empty.', group: 'Link', widget: 'text' }),
  ...priceFields(),
  textAlign: alignmentField('left', 'Text alignment', 'Alignment of the words under the picture.'),
});
export type CardProps = z.infer<typeof cardProps>;

export const card = defineBlockType({
  name: 'card',
  title: 'Card',
  props: cardProps,
  compatibility: ['pod', 'feature'],
  builder: () => ({ title: 'Our story', text: 'How every design is printed to order, on organic cotton.', href: '/', linkText: 'Read more' }),
});
