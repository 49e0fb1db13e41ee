import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';
import { SLIDES, SLIDESHOW_MODES } from './timing.ts';

export const slideshowProps = z.object({
  speed: z
    .int()
    .min(1000)
    .max(60_000)
    .default(SLIDES.slideshowInterval)
    .meta({ label: 'Slide time', help: 'How long each slide shows, in milliseconds.', group: 'Behaviour', widget: 'slider', step: 500 }),
  mode: z
    .enum(SLIDESHOW_MODES)
    .default('slideshow')
    .meta({ label: 'Start', help: '"slideshow" starts on the first slide; "random" starts each visit on any slide.', group: 'Behaviour', widget: 'select' }),
  navigation: z.boolean().default(true).meta({ label: 'Navigation', help: 'Shows arrows, dots and a pause button.', group: 'Behaviour', widget: 'toggle' }),
  label: text(80)
    .default('Highlights')
    .meta({ label: 'Name', help: 'Read out by screen readers, e.g. "Summer collection".', group: 'Content', widget: 'text' }),
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
