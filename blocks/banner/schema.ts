import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { actions, align, cssColour, cssLength, safeUrl, textShadow, truncated } from '../fields.ts';

/** Spec §9 banner constants. */
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
  /** Headline, cut to 50 characters. */
  title: truncated(BANNER.titleMax),
  /** Supporting copy, cut to 300 characters. */
  copy: truncated(BANNER.copyMax),
  /** Buttons; those without text or a link are dropped. */
  actions: actions(),
  image: safeUrl(),
  /** Alternative text of the background image. */
  imageAlt: z.string().max(300).default(''),
  video: safeUrl(),
  overlayColor: cssColour().default('#000000'),
  overlayOpacity: z.number().min(0).max(1).default(BANNER.overlayOpacity),
  textColor: cssColour().optional(),
  backgroundColor: cssColour().optional(),
  alignment: align().default('center'),
  minHeight: cssLength().optional(),
  type: z.enum(['standard', 'slim', 'compact']).default('standard'),
  /** Scales the headline; greater than 0 and at most 1. */
  fontScale: z.number().gt(0).lte(1).default(1),
  textShadow: textShadow().default('none'),
});
export type BannerProps = z.infer<typeof bannerProps>;

export const banner = defineBlockType({
  name: 'banner',
  title: 'Banner',
  props: bannerProps,
  compatibility: ['slide', 'pod'],
  builder: () => ({ title: 'Your headline', copy: 'Say what makes this collection special.' }),
});
