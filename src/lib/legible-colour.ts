import { AA_TEXT_CONTRAST, contrastRatio, opaqueColour } from './contrast.ts';

// Owners colour menu entries for their own theme (a red "Sale"); another theme, or a preview of
// one, may draw the menu on a background where that colour cannot be read. Such a colour gives
// way to the theme's own text colour, so the menu stays at WCAG AA in every theme.

/**
 * `colour` where it reads at AA on `background`, else undefined (the theme's colour applies).
 * Any CSS colour is judged (hex, a name, rgb(), hsl()…: src/lib/contrast.ts); colours that
 * cannot be (a theme variable, translucent, or on a translucent background) are kept.
 */
export function legibleTextColour(colour: string | null | undefined, background: string | null | undefined): string | undefined {
  if (!colour) return undefined;
  const text = opaqueColour(colour);
  const behind = opaqueColour(background ?? undefined);
  if (!text || !behind) return colour;
  return contrastRatio(text, behind) >= AA_TEXT_CONTRAST ? colour : undefined;
}
