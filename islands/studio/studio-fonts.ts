import { FONT_FAMILIES, FONTS_PUBLIC_PATH, fontFaces, type FontFamilyName } from '../../themes/fonts.ts';

// The studio draws text with the very files the print file is outlined from (the
// self-hosted Fontsource woff2 under /fonts/, src/server/text-outline/fonts.ts): each face is
// loaded with FontFace before the canvas draws with it, so a canvas never measures or draws a
// fallback font and the box it reports is the one that prints.

const loading = new Map<string, Promise<boolean>>();

const faceKey = (family: string, weight: number, italic: boolean) => `${family}|${weight}|${italic ? 'italic' : 'normal'}`;

/** Loads one face (once); resolves false when the browser could not load it. */
export function loadFace(family: FontFamilyName, weight: number, italic: boolean): Promise<boolean> {
  const key = faceKey(family, weight, italic);
  let promise = loading.get(key);
  if (!promise) {
    const style = italic ? 'italic' : 'normal';
    const face = fontFaces(family).find((candidate) => candidate.weight === (italic ? 400 : weight) && candidate.style === style);
    promise = face && typeof FontFace !== 'undefined'
      ? new FontFace(family, `url(${FONTS_PUBLIC_PATH}${face.file}) format('woff2')`, { weight: String(italic ? 400 : weight), style })
          .load()
          .then((loaded) => {
            document.fonts.add(loaded);
            return true;
          })
          .catch(() => false)
      : Promise.resolve(false);
    loading.set(key, promise);
  }
  return promise;
}

/** The weight offered for italic (Fontsource ships italic 400 only). */
export function italicOffered(family: FontFamilyName, weight: number): boolean {
  return FONT_FAMILIES[family].italic && weight === 400;
}
