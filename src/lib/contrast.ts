import { isHexColour, normaliseHex } from './colour.ts';

// WCAG 2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) and the sRGB
// blending a browser does when a translucent layer covers a colour.

/** Body text needs 4.5:1 against what is behind it (WCAG AA). */
export const AA_TEXT_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function rgbOf(hex: string): Rgb {
  const digits = normaliseHex(hex).slice(1, 7);
  return { r: Number.parseInt(digits.slice(0, 2), 16), g: Number.parseInt(digits.slice(2, 4), 16), b: Number.parseInt(digits.slice(4, 6), 16) };
}

function hexOf({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of 0–255 channels. */
export function luminanceOf({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of two relative luminances. */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `top` at `opacity` over `bottom`, per 8-bit channel in sRGB, as browsers composite. */
export function blendRgb(top: Rgb, bottom: Rgb, opacity: number): Rgb {
  const mix = (over: number, under: number) => Math.round(over * opacity + under * (1 - opacity));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/** A colour text can be drawn in: a hex colour without transparency, as #rrggbb; else undefined. */
export function opaqueColour(value: string | undefined): string | undefined {
  if (!value || !isHexColour(value)) return undefined;
  const hex = normaliseHex(value);
  return hex.length === 9 && hex.slice(7) !== 'ff' ? undefined : hex.slice(0, 7);
}

/** WCAG relative luminance of a hex colour: 0 black … 1 white. */
export function relativeLuminance(hex: string): number {
  return luminanceOf(rgbOf(hex));
}

/** WCAG contrast ratio of two colours: 1 (none) … 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return luminanceContrast(relativeLuminance(a), relativeLuminance(b));
}

/** What shows where `top` covers `bottom` at `opacity` (0–1), blended in sRGB as browsers do. */
export function blend(top: string, bottom: string, opacity: number): string {
  return hexOf(blendRgb(rgbOf(top), rgbOf(bottom), opacity));
}
