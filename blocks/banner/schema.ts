import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { actions, alignmentField, colourFields, cssLength, imageField, overlayFields, shadowField, truncated, videoField } from '../fields.ts';

/** Banner constants: title cut at 50 and copy at 300 characters, sizes and ratios per banner type. */
export const BANNER = {
  titleMax: 50,
  copyMax: 300,
  minHeight: 400,
  ratio: 0.4,
  compactScale: 0.55,
  slim: { ratio: 0.1, scale: 0.3, minHeight: 300 },
  actionMaxWidth: 250,
  image: { width: 1920, height: 768 },
  smallDeviceMinHeight: '70vh',
  overlayOpacity: 0.15,
  contentWidth: '95%',
} as const;

export const bannerProps = z.object({
  title: truncated(BANNER.titleMax).meta({ label: 'Title', help: 'The headline; cut to 50 characters.', group: 'Content', widget: 'text' }),
  copy: truncated(BANNER.copyMax).meta({
    label: 'Copy',
    help: 'Supporting words under the title; cut to 300 characters.',
    group: 'Content',
    widget: 'textarea',
  }),
  /** Those without text or a link are dropped. */
  actions: actions().meta({ label: 'Buttons', help: 'Up to four; a button needs words and a link.', group: 'Content', widget: 'list' }),
  image: imageField('Background image'),
  imageAlt: z
    .string()
    .max(300)
    .default('')
    .meta({ label: 'Image description', help: 'Read out in place of the background image.', group: 'Media', widget: 'text' }),
  video: videoField('Background video', 'Plays instead of the image where the visitor allows motion.'),
  ...overlayFields(BANNER.overlayOpacity),
  ...colourFields(),
  alignment: alignmentField('center'),
  minHeight: cssLength().optional().meta({ label: 'Minimum height', help: 'A length such as 400px or 60vh.', group: 'Layout', widget: 'text' }),
  type: z
    .enum(['standard', 'slim', 'compact'])
    .default('standard')
    .meta({ label: 'Size', help: 'Slim and compact banners are shorter, for pages below the home page.', group: 'Layout', widget: 'select' }),
  /** Greater than 0 and at most 1. */
  fontScale: z
    .number()
    .gt(0)
    .lte(1)
    .default(1)
    .meta({ label: 'Title size', help: 'Scales the headline down from its full size.', group: 'Style', widget: 'slider', step: 0.05 }),
  textShadow: shadowField(),
});
export type BannerProps = z.infer<typeof bannerProps>;

export const banner = defineBlockType({
  name: 'banner',
  title: 'Banner',
  props: bannerProps,
  compatibility: ['slide', 'pod'],
  builder: () => ({ title: 'Your headline', copy: 'Say what makes this collection special.' }),
});
