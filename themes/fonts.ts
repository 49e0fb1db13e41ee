// Self-hosted font families (DESIGN "Fonts and icons": no third-party request renders a page).
// Every family a theme or a store owner may pick is listed here, backed by an installed
// Fontsource package; scripts/fonts.ts copies the files listed by fontFaces() to public/fonts/.

import { CONDENSED, HAND, MONO, SANS, SERIF } from './font-fallbacks.ts';

/** Each family is usable for display (headings), standard (body text) or both. */
export type FontUse = 'display' | 'standard' | 'both';

export interface FontFamily {
  /** The Fontsource package holding the files. */
  package: `@fontsource/${string}`;
  /** Weights shipped to the browser (each present in the package). */
  weights: readonly number[];
  /** Whether an italic 400 ships alongside the upright faces. */
  italic: boolean;
  use: FontUse;
  /** Local fonts shown until (or instead of) the web font. */
  fallback: string;
}

export const FONT_FAMILIES = {
  Lato: { package: '@fontsource/lato', weights: [400, 700, 900], italic: true, use: 'both', fallback: SANS },
  Inter: { package: '@fontsource/inter', weights: [400, 600, 700], italic: true, use: 'both', fallback: SANS },
  Montserrat: { package: '@fontsource/montserrat', weights: [400, 700, 800], italic: true, use: 'both', fallback: SANS },
  'Playfair Display': { package: '@fontsource/playfair-display', weights: [400, 700], italic: true, use: 'display', fallback: SERIF },
  Oswald: { package: '@fontsource/oswald', weights: [400, 600], italic: false, use: 'display', fallback: CONDENSED },
  Poppins: { package: '@fontsource/poppins', weights: [400, 600, 700], italic: true, use: 'both', fallback: SANS },
  'Roboto Slab': { package: '@fontsource/roboto-slab', weights: [400, 700], italic: false, use: 'both', fallback: SERIF },
  'Space Grotesk': { package: '@fontsource/space-grotesk', weights: [400, 700], italic: false, use: 'both', fallback: SANS },
  'Bebas Neue': { package: '@fontsource/bebas-neue', weights: [400], italic: false, use: 'display', fallback: CONDENSED },
  Merriweather: { package: '@fontsource/merriweather', weights: [400, 700], italic: true, use: 'both', fallback: SERIF },
  'DM Sans': { package: '@fontsource/dm-sans', weights: [400, 700], italic: true, use: 'both', fallback: SANS },
  Karla: { package: '@fontsource/karla', weights: [400, 700], italic: true, use: 'standard', fallback: SANS },
  'Archivo Black': { package: '@fontsource/archivo-black', weights: [400], italic: false, use: 'display', fallback: SANS },
  Caveat: { package: '@fontsource/caveat', weights: [400, 700], italic: false, use: 'display', fallback: HAND },
  'Abril Fatface': { package: '@fontsource/abril-fatface', weights: [400], italic: false, use: 'display', fallback: SERIF },
  'Work Sans': { package: '@fontsource/work-sans', weights: [400, 600, 700], italic: true, use: 'both', fallback: SANS },
  'Libre Baskerville': { package: '@fontsource/libre-baskerville', weights: [400, 700], italic: true, use: 'both', fallback: SERIF },
  Rubik: { package: '@fontsource/rubik', weights: [400, 500, 700], italic: true, use: 'both', fallback: SANS },
  Syne: { package: '@fontsource/syne', weights: [400, 700, 800], italic: false, use: 'display', fallback: SANS },
  Fraunces: { package: '@fontsource/fraunces', weights: [400, 700], italic: true, use: 'display', fallback: SERIF },
  'Space Mono': { package: '@fontsource/space-mono', weights: [400, 700], italic: true, use: 'both', fallback: MONO },
} as const satisfies Record<string, FontFamily>;

export type FontFamilyName = keyof typeof FONT_FAMILIES;
export const FONT_FAMILY_NAMES = Object.keys(FONT_FAMILIES) as [FontFamilyName, ...FontFamilyName[]];

export function isFontFamilyName(name: string): name is FontFamilyName {
  return Object.hasOwn(FONT_FAMILIES, name);
}

/** Families suited to a role: display fonts for headings, standard fonts for body text. */
export function fontFamiliesFor(role: 'display' | 'standard'): FontFamilyName[] {
  return FONT_FAMILY_NAMES.filter((name) => FONT_FAMILIES[name].use === role || FONT_FAMILIES[name].use === 'both');
}

/** The CSS font-family value: the web font first, then its local fallback stack. */
export function fontStack(name: FontFamilyName): string {
  return `'${name}', ${FONT_FAMILIES[name].fallback}`;
}

/** Only the latin subset ships; every Fontsource package declares the same latin range. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Where scripts/fonts.ts puts the files, as the browser sees them. */
export const FONTS_PUBLIC_PATH = '/fonts/';

export interface FontFace {
  family: FontFamilyName;
  weight: number;
  style: 'normal' | 'italic';
  /** File name inside the package's files/ folder and inside public/fonts/. */
  file: string;
}

/** The one weight whose italic ships, for families with an italic (the others would only add bytes). */
export const ITALIC_WEIGHT = 400;

/** Every face shipped for a family: each weight upright, plus italic 400 when the family has one. */
export function fontFaces(name: FontFamilyName): FontFace[] {
  const family: FontFamily = FONT_FAMILIES[name];
  const id = family.package.slice('@fontsource/'.length);
  const face = (weight: number, style: FontFace['style']): FontFace => ({ family: name, weight, style, file: `${id}-latin-${weight}-${style}.woff2` });
  const faces = family.weights.map((weight) => face(weight, 'normal'));
  if (family.italic) faces.push(face(ITALIC_WEIGHT, 'italic'));
  return faces;
}

/** The shipped face of a family, weight and style, if any: the file the browser loads and print files outline. */
export function shippedFace(name: FontFamilyName, weight: number, italic: boolean): FontFace | undefined {
  const style = italic ? 'italic' : 'normal';
  return fontFaces(name).find((face) => face.weight === weight && face.style === style);
}

/**
 * Whether italic is on offer at this weight: the one rule the studio island (its Italic
 * control), the design document (italic refused otherwise) and print files (real italic
 * outlines) share — true exactly when an italic file ships for that weight.
 */
export function hasItalic(name: FontFamilyName, weight: number): boolean {
  return shippedFace(name, weight, true) !== undefined;
}

/**
 * The @font-face rules for just these families, so a page declares only what its theme
 * uses (browsers then fetch only the faces the page actually renders).
 */
export function fontFaceCss(families: Iterable<FontFamilyName>): string {
  const unique = [...new Set(families)];
  for (const name of unique) if (!isFontFamilyName(name)) throw new Error(`Unknown font family: ${String(name)}`);
  return unique
    .flatMap(fontFaces)
    .map((face) =>
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        `  font-style: ${face.style};`,
        `  font-weight: ${face.weight};`,
        '  font-display: swap;',
        `  src: url('${FONTS_PUBLIC_PATH}${face.file}') format('woff2');`,
        `  unicode-range: ${LATIN_UNICODE_RANGE};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}

/** The regular face of each family, for <link rel="preload" as="font" crossorigin>. */
export function fontPreloadUrls(families: Iterable<FontFamilyName>): string[] {
  return [...new Set(families)].flatMap((name) => {
    const faces = fontFaces(name);
    const regular = faces.find((face) => face.weight === 400 && face.style === 'normal') ?? faces[0];
    return regular ? [`${FONTS_PUBLIC_PATH}${regular.file}`] : [];
  });
}
