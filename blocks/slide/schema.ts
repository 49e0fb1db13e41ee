import type { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { bannerProps } from '../banner/schema.ts';

/**
 * One slide of a slideshow: a banner's picture, words and buttons. The fields are the
 * banner's own (same names, limits and defaults), so a banner switches to a slide and
 * back without losing anything.
 */
export const slideProps = bannerProps.pick({
  title: true,
  copy: true,
  actions: true,
  image: true,
  imageAlt: true,
  video: true,
  overlayColor: true,
  overlayOpacity: true,
  textColor: true,
  backgroundColor: true,
  alignment: true,
  textShadow: true,
});
export type SlideProps = z.infer<typeof slideProps>;

export const slide = defineBlockType({
  name: 'slide',
  title: 'Slide',
  props: slideProps,
  compatibility: ['banner'],
  builder: () => ({ title: 'Your headline', copy: 'Say what makes this collection special.' }),
});
