import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import {
  alignmentField,
  buttonStyleFields,
  colourField,
  imageField,
  imageSizesField,
  linkField,
  podRatio,
  priceFields,
  shadowField,
  text,
  videoField,
} from '../fields.ts';

/** Pod image base width and the widths its srcset offers. */
export const POD_IMAGE = { base: 1110, srcset: [480, 640, 960, 1280, 1920] } as const;

export const podButtonStyle = z.object(buttonStyleFields());

export const podProps = z.object({
  title: text(120).default('').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(500).default('').meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  href: linkField(),
  badge: text(24).optional().meta({ label: 'Badge', help: 'A short label over the image, e.g. "New" or "-20%".', group: 'Content', widget: 'text' }),
  icon: z.string().max(40).optional().meta({ label: 'Icon', group: 'Style', widget: 'icon' }),
  overlay: colourField('Overlay colour', 'Tints the image so overlaid text stays readable.'),
  ratio: podRatio().default('square').meta({ label: 'Shape', group: 'Media', widget: 'select' }),
  textAlign: alignmentField('left', 'Text alignment'),
  textSize: z
    .int()
    .min(0)
    .max(4)
    .default(1)
    .meta({ label: 'Title size', help: '0 is the smallest, 4 the largest.', group: 'Style', widget: 'slider', step: 1 }),
  textShadow: shadowField(),
  textOverImage: z
    .boolean()
    .default(false)
    .meta({ label: 'Title over the image', help: 'Shows the title on top of the image instead of under it.', group: 'Layout', widget: 'toggle' }),
  media: z.enum(['image', 'video']).default('image').meta({ label: 'Media', group: 'Media', widget: 'select' }),
  image: imageField(),
  imageSizes: imageSizesField(),
  imageAlt: z.string().max(300).default('').meta({ label: 'Image description', help: 'Read out in place of the image.', group: 'Media', widget: 'text' }),
  video: videoField(),
  ...priceFields(),
  showPrice: z.boolean().default(false).meta({ label: 'Show price', group: 'Content', widget: 'toggle' }),
  /** Filled in from the product the pod shows, never typed. */
  schemaData: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ label: 'Product data', help: 'Product facts for search engines (ItemList structured data).', group: 'Advanced', widget: 'hidden' }),
  buttonText: text(40).default('').meta({ label: 'Button text', help: 'Hidden when empty.', group: 'Content', widget: 'text' }),
  buttonStyle: podButtonStyle.prefault({}).meta({ label: 'Button style', group: 'Style', widget: 'group' }),
});
export type PodProps = z.infer<typeof podProps>;

export const pod = defineBlockType({
  name: 'pod',
  title: 'Content',
  props: podProps,
  compatibility: ['card', 'banner', 'image'],
  builder: () => ({ title: 'New arrivals', copy: 'Fresh prints, organic cotton.', href: '/' }),
});
