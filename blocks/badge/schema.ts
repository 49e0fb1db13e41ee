import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, iconField, imageField, linkField, text } from '../fields.ts';

export const badgeProps = z.object({
  label: text(40)
    .default('')
    .meta({ label: 'Label', help: 'The promise in a few words, e.g. "Organic cotton" or "Printed in the UK".', group: 'Content', widget: 'text' }),
  caption: text(120).default('').meta({ label: 'Caption', help: 'A line of detail under the label, e.g. "GOTS certified".', group: 'Content', widget: 'text' }),
  icon: iconField('leaf', "Icon name from the store's icon set; used when no image is set."),
  image: imageField('Image', 'A certification mark or logo shown instead of the icon.'),
  imageAlt: text(300)
    .default('')
    .meta({ label: 'Image description', help: 'Read out in place of the image when it carries meaning the label does not.', group: 'Media', widget: 'text' }),
  href: linkField('Link', 'Where to read more, e.g. a sustainability page.'),
  layout: z
    .enum(['inline', 'stacked'])
    .default('inline')
    .meta({ label: 'Layout', help: 'Icon beside the text, or above it.', group: 'Layout', widget: 'select' }),
  align: alignmentField('center', 'Alignment', 'Where the badge sits in its column.'),
});
export type BadgeProps = z.infer<typeof badgeProps>;

export const badge = defineBlockType({
  name: 'badge',
  title: 'Badge',
  props: badgeProps,
  compatibility: ['feature', 'appIcon'],
  builder: () => ({ label: 'Organic cotton', caption: 'Grown without harmful chemicals', icon: 'leaf' }),
});
