import type { BannerProps } from './schema.ts';
import { TEXT_SHADOWS } from '../fields.ts';

/**
 * The custom properties a banner's or a slide's <section> carries for its overlay,
 * colours and text shadow (HeroContent and the section's own rules read them).
 */
export function heroStyle(p: Pick<BannerProps, 'overlayColor' | 'overlayOpacity' | 'textColor' | 'backgroundColor' | 'textShadow'>): string[] {
  return [
    `--hero-overlay:${p.overlayColor}`,
    `--hero-overlay-opacity:${p.overlayOpacity}`,
    p.textColor ? `--hero-text:${p.textColor}` : '',
    p.backgroundColor ? `--hero-bg:${p.backgroundColor}` : '',
    p.textShadow === 'none' ? '' : `--hero-shadow:${TEXT_SHADOWS[p.textShadow]} rgb(0 0 0 / 0.5)`,
  ].filter(Boolean);
}
