import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, icon, safeUrl, text } from '../fields.ts';

export const badgeProps = z.object({
  /** The promise in a few words, e.g. "Organic cotton" or "Printed in the UK". */
  label: text(40).default(''),
  /** A line of detail under the label, e.g. "GOTS certified". */
  caption: text(120).default(''),
  /** Icon name from the store's icon set; used when no image is set. */
  icon: icon('leaf'),
  /** A certification mark or logo shown instead of the icon. */
  image: safeUrl(),
  /** Read out in place of the image when it carries meaning the label does not. */
  imageAlt: text(300).default(''),
  /** Where to read more, e.g. a sustainability page. */
  href: safeUrl(),
  /** Icon beside the text, or above it. */
  layout: z.enum(['inline', 'stacked']).default('inline'),
  /** Where the badge sits in its column. */
  align: align().default('center'),
});
export type BadgeProps = z.infer<typeof badgeProps>;

export const badge = defineBlockType({
  name: 'badge',
  title: 'Badge',
  props: badgeProps,
  compatibility: ['feature', 'appIcon'],
  builder: () => ({ label: 'Organic cotton', caption: 'Grown without harmful chemicals', icon: 'leaf' }),
});
