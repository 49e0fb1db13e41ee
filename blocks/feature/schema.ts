import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, icon, safeUrl, text } from '../fields.ts';

export const featureProps = z.object({
  /** Icon name from the store's icon set, drawn in the theme's feature icon colour. */
  icon: icon('truck'),
  /** An image instead of the icon, e.g. a partner's logo. */
  image: safeUrl(),
  /** The feature in a few words, e.g. "Free UK delivery". */
  title: text(80).default(''),
  /** A sentence or two of detail. */
  text: text(400).default(''),
  /** Where the feature leads, e.g. the delivery page. */
  href: safeUrl(),
  /** Icon beside the text (a row), or above it (a column, best in narrow grids). */
  layout: z.enum(['row', 'stacked']).default('row'),
  /** Alignment of the words. */
  textAlign: align().default('left'),
});
export type FeatureProps = z.infer<typeof featureProps>;

export const feature = defineBlockType({
  name: 'feature',
  title: 'Feature',
  props: featureProps,
  compatibility: ['badge', 'card'],
  builder: () => ({ icon: 'truck', title: 'Free UK delivery', text: 'On every order over £50, printed and sent within 3 working days.' }),
});
