import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, cssColour, cssLength, imageSizes, money, podRatio, safeUrl, text, textShadow } from '../fields.ts';

/** Spec §9: pod image base width and the widths its srcset offers. */
export const POD_IMAGE = { base: 1110, srcset: [480, 640, 960, 1280, 1920] } as const;

export const podButtonStyle = z.object({
  textColor: cssColour().optional(),
  backgroundColor: cssColour().optional(),
  borderColor: cssColour().optional(),
  borderRadius: cssLength().optional(),
  /** Filled button, or outlined when false. */
  fill: z.boolean().default(true),
});

export const podProps = z.object({
  title: text(120).default(''),
  copy: text(500).default(''),
  href: safeUrl(),
  /** A short label over the image, e.g. "New" or "-20%". */
  badge: text(24).optional(),
  icon: z.string().max(40).optional(),
  /** Tints the image so overlaid text stays readable. */
  overlay: cssColour().optional(),
  ratio: podRatio().default('square'),
  textAlign: align().default('left'),
  /** Title size step 0 (smallest) to 4 (largest). */
  textSize: z.int().min(0).max(4).default(1),
  textShadow: textShadow().default('none'),
  /** Shows the title on top of the image instead of under it. */
  textOverImage: z.boolean().default(false),
  media: z.enum(['image', 'video']).default('image'),
  image: safeUrl(),
  /** Responsive sources of the image: width → address. */
  imageSizes: imageSizes(),
  imageAlt: z.string().max(300).default(''),
  video: safeUrl(),
  price: money().optional(),
  salePrice: money().optional(),
  showPrice: z.boolean().default(false),
  pricePrefix: text(20).default(''),
  /** Product facts for ItemList structured data when the pod shows a product. */
  schemaData: z.record(z.string(), z.unknown()).optional(),
  buttonText: text(40).default(''),
  buttonStyle: podButtonStyle.prefault({}),
});
export type PodProps = z.infer<typeof podProps>;

export const pod = defineBlockType({
  name: 'pod',
  title: 'Content',
  props: podProps,
  compatibility: ['card', 'banner', 'image'],
  builder: () => ({ title: 'New arrivals', copy: 'Fresh prints, organic cotton.', href: '/' }),
});
