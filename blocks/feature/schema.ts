import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, iconField, imageField, linkField, text } from '../fields.ts';

export const featureProps = z.object({
  icon: iconField('truck', "Icon name from the store's icon set, drawn in the theme's feature icon colour."),
  image: imageField('Image', "An image instead of the icon, e.g. a partner's logo."),
  title: text(80).default('').meta({ label: 'Title', help: 'The feature in a few words, e.g. "Free UK delivery".', group: 'Content', widget: 'text' }),
  text: text(400).default('').meta({ label: 'Text', help: 'A sentence or two of detail.', group: 'Content', widget: 'textarea' }),
  href: linkField('Link', 'Where the feature leads, e.g. the delivery page.'),
  layout: z
    .enum(['row', 'stacked'])
    .default('row')
    .meta({ label: 'Layout', help: 'Icon beside the text (a row), or above it (a column, best in narrow grids).', group: 'Layout', widget: 'select' }),
  textAlign: alignmentField('left', 'Text alignment', 'Alignment of the words.'),
});
export type FeatureProps = z.infer<typeof featureProps>;

export const feature = defineBlockType({
  name: 'feature',
  title: 'Feature',
  props: featureProps,
  compatibility: ['badge', 'card'],
  builder: () => ({ icon: 'truck', title: 'Free UK delivery', text: 'On every order over £50, printed and sent within 3 working days.' }),
});
