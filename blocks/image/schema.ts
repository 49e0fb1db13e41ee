import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { imageField, imageSizesField, linkField, podRatio, radiusField, text } from '../fields.ts';

export const imageProps = z.object({
  src: imageField(),
  alt: z
    .string()
    .max(300)
    .default('')
    .meta({ label: 'Image description', help: 'Read out in place of the image; leave empty only for decoration.', group: 'Media', widget: 'text' }),
  imageSizes: imageSizesField(),
  href: linkField(),
  ratio: podRatio().optional().meta({ label: 'Shape', help: 'Crops to a pod ratio; natural proportions when empty.', group: 'Media', widget: 'select' }),
  borderRadius: radiusField(),
  caption: text(300).default('').meta({ label: 'Caption', group: 'Content', widget: 'text' }),
});
export type ImageProps = z.infer<typeof imageProps>;

export const image = defineBlockType({
  name: 'image',
  title: 'Image',
  props: imageProps,
  compatibility: ['pod'],
  builder: () => ({}),
});
