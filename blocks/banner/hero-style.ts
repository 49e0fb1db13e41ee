import type { SlideProps } from '../slide/schema.ts';
import type { ThemeTokens } from '../../themes/schema.ts';
import type { Data as HeroData } from './load.ts';
import { TEXT_SHADOWS } from '../fields.ts';
import { legibleHero, type Backdrop, type Legibility } from './legibility.ts';

type HeroProps = Pick<SlideProps, 'image' | 'video' | 'alignment' | 'overlayColor' | 'overlayOpacity' | 'textColor' | 'backgroundColor' | 'textShadow'>;

/**
 * The words' colours, shadow and overlay of a banner or a slide: the owner's choices and
 * the theme's banner tokens when they are readable on this picture, else what is.
 */
export function heroLegibility(p: HeroProps, data: HeroData | undefined, theme: ThemeTokens): Legibility {
  const backdrop: Backdrop = data?.pictureColours
    ? { kind: 'picture', colours: data.pictureColours }
    : p.image || p.video
      ? { kind: 'unmeasured' }
      : { kind: 'colour', colour: p.backgroundColor ?? theme['banner.background'] };
  return legibleHero({
    backdrop,
    alignment: p.alignment,
    overlay: { colour: p.overlayColor, opacity: p.overlayOpacity },
    title: p.textColor ?? theme['banner.titleColor'],
    copy: p.textColor ?? theme['banner.copyColor'],
    shadow: p.textShadow !== 'none' ? p.textShadow : theme['banner.shadow'],
  });
}

/**
 * The custom properties a banner's or a slide's <section> carries for its overlay, colours
 * and text shadow (HeroContent, BannerActions and the section's own rules read them).
 */
export function heroStyle(p: Pick<HeroProps, 'backgroundColor'>, legibility: Legibility): string[] {
  return [
    `--hero-overlay:${legibility.overlay.colour}`,
    `--hero-overlay-opacity:${legibility.overlay.opacity}`,
    `--hero-text:${legibility.title}`,
    `--hero-copy:${legibility.copy}`,
    p.backgroundColor ? `--hero-bg:${p.backgroundColor}` : '',
    legibility.shadow === 'none' ? '' : `--hero-shadow:${TEXT_SHADOWS[legibility.shadow]} rgb(0 0 0 / 0.5)`,
  ].filter(Boolean);
}
