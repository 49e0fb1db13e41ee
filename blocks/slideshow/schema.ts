import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';
import { SLIDES, SLIDESHOW_MODES } from './timing.ts';

export const slideshowProps = z.object({
  /** How long each slide shows, in milliseconds. */
  speed: z.int().min(1000).max(60_000).default(SLIDES.slideshowInterval),
  /** "slideshow" starts on the first slide; "random" starts each visit on any slide. */
  mode: z.enum(SLIDESHOW_MODES).default('slideshow'),
  /** Shows arrows, dots and a pause button. */
  navigation: z.boolean().default(true),
  /** Name read out by screen readers, e.g. "Summer collection". */
  label: text(80).default('Highlights'),
});
export type SlideshowProps = z.infer<typeof slideshowProps>;

export const slideshow = defineBlockType({
  name: 'slideshow',
  title: 'Slideshow',
  props: slideshowProps,
  compatibility: ['carousel'],
  container: true,
  builder: () => ({}),
});
