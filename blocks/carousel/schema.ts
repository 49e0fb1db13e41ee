import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, text } from '../fields.ts';

/** How many items show at once; a fraction lets the next one peek in, hinting at more. */
const perView = (fallback: number) => z.number().min(1).max(8).default(fallback);

export const carouselProps = z.object({
  title: text(120).default(''),
  /** Items in view at once on phones, tablets (768px and up) and wide screens (992px and up). */
  perView: z.object({ xs: perView(1.5), md: perView(3), lg: perView(4) }).prefault({}),
  /** Gap between items. */
  spacing: cssLength().default('1rem'),
  /** Shows previous and next buttons (the row always scrolls by touch, trackpad or keyboard). */
  navigation: z.boolean().default(true),
});
export type CarouselProps = z.infer<typeof carouselProps>;

export const carousel = defineBlockType({
  name: 'carousel',
  title: 'Carousel',
  props: carouselProps,
  compatibility: ['grid', 'slideshow'],
  container: true,
  builder: () => ({}),
});
