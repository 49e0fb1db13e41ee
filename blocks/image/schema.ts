import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, imageSizes, podRatio, safeUrl, text } from '../fields.ts';

export const imageProps = z.object({
  src: safeUrl(),
  /** Read out in place of the image; leave empty only for decoration. */
  alt: z.string().max(300).default(''),
  imageSizes: imageSizes(),
  href: safeUrl(),
  /** Crops to a pod ratio; natural proportions when absent. */
  ratio: podRatio().optional(),
  borderRadius: cssLength().optional(),
  caption: text(300).default(''),
});
export type ImageProps = z.infer<typeof imageProps>;

export const image = defineBlockType({
  name: 'image',
  title: 'Image',
  props: imageProps,
  compatibility: ['pod'],
  builder: () => ({}),
});
