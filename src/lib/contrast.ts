// culori's useMode registers a colour space; it is no React hook.
import { formatHex, modeHsl, modeHwb, modeLrgb, modeRgb, parse, useMode as registerMode, wcagLuminance, type Color } from 'culori/fn';
import { InvalidColourError, isHexColour, normaliseHex } from './colour.ts';
import { messages } from './validation/messages.ts';

// WCAG 2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) and the sRGB
// blending a browser does when a translucent layer covers a colour. Colours are read by
// culori: hex (with or without "#"), names, transparent, rgb(), hsl() and hwb(), the sRGB
// notations owners and themes write (registered alone: this module reaches the studio's and
// theme editor's bundles); a theme variable or currentColor is not a colour it can judge.
registerMode(modeRgb);
registerMode(modeHsl);
registerMode(modeHwb);
registerMode(modeLrgb);

/** Body text needs 4.5:1 against what is behind it (WCAG AA). */
export const AA_TEXT_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The colour culori reads in `value`, or undefined. */
function readColour(value: string): Color | undefined {
  const text = value.trim();
  return parse(isHexColour(text) ? normaliseHex(text) : text);
}

function colourOf(value: string): Color {
  const colour = readColour(value);
  if (!colour) throw new InvalidColourError(`${value.trim().startsWith('#') ? messages.hexColour : 'Invalid colour'}: ${value.slice(0, 40)}`);
  return colour;
}

/** A colour's 0–255 sRGB channels, rounded as a browser shows it (alpha ignored). */
export function rgbOf(colour: string): Rgb {
  const digits = formatHex(colourOf(colour)).slice(1);
  return { r: Number.parseInt(digits.slice(0, 2), 16), g: Number.parseInt(digits.slice(2, 4), 16), b: Number.parseInt(digits.slice(4, 6), 16) };
}

function hexOf({ r, g, b }: Rgb): string {
  return formatHex({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
}

/** WCAG relative luminance of 0–255 channels. */
export function luminanceOf({ r, g, b }: Rgb): number {
  return wcagLuminance({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
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

/** A colour text can be drawn in: any CSS colour culori reads, without transparency, as #rrggbb; else undefined. */
export function opaqueColour(value: string | undefined): string | undefined {
  const colour = value ? readColour(value) : undefined;
  if (!colour || (colour.alpha ?? 1) < 1) return undefined;
  return formatHex(colour);
}

/** WCAG relative luminance of a colour as a browser shows it: 0 black … 1 white. */
export function relativeLuminance(colour: string): number {
  return luminanceOf(rgbOf(colour));
}

/** WCAG contrast ratio of two colours: 1 (none) … 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return luminanceContrast(relativeLuminance(a), relativeLuminance(b));
}

/** What shows where `top` covers `bottom` at `opacity` (0–1), blended in sRGB as browsers do. */
export function blend(top: string, bottom: string, opacity: number): string {
  return hexOf(blendRgb(rgbOf(top), rgbOf(bottom), opacity));
}
