import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssLength, text } from '../fields.ts';

/** How many items show at once; a fraction lets the next one peek in, hinting at more. */
const perView = (fallback: number, label: string) => z.number().min(1).max(8).default(fallback).meta({ label, group: 'Layout', widget: 'slider', step: 0.5 });

export const carouselProps = z.object({
  title: text(120).default('').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  perView: z
    .object({ xs: perView(1.5, 'Phones'), md: perView(3, 'Tablets'), lg: perView(4, 'Wide screens') })
    .prefault({})
    .meta({
      label: 'Items in view',
      help: 'On phones, tablets (768px and up) and wide screens (992px and up); a fraction lets the next item peek in.',
      group: 'Layout',
      widget: 'group',
    }),
  spacing: cssLength().default('1rem').meta({ label: 'Spacing', help: 'Gap between items, e.g. 1rem.', group: 'Layout', widget: 'text' }),
  navigation: z
    .boolean()
    .default(true)
    .meta({ label: 'Previous and next buttons', help: 'The row always scrolls by touch, trackpad or keyboard.', group: 'Behaviour', widget: 'toggle' }),
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
