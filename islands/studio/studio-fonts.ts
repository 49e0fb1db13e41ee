import { FONTS_PUBLIC_PATH, hasItalic, shippedFace, type FontFamilyName } from '../../themes/fonts.ts';

// The studio draws text with the very files the print file is outlined from (the
// self-hosted Fontsource woff2 under /fonts/, src/server/studio/text-outline/fonts.ts): each face is
// loaded with FontFace before the canvas draws with it, so a canvas never measures or draws a
// fallback font and the box it reports is the one that prints.

const loading = new Map<string, Promise<boolean>>();

const faceKey = (family: string, weight: number, italic: boolean) => `${family}|${weight}|${italic ? 'italic' : 'normal'}`;

/** Loads one face (once); resolves false when the browser could not load it. */
export function loadFace(family: FontFamilyName, weight: number, italic: boolean): Promise<boolean> {
  const key = faceKey(family, weight, italic);
  let promise = loading.get(key);
  if (!promise) {
    const face = shippedFace(family, weight, italic);
    promise =
      face && typeof FontFace !== 'undefined'
        ? new FontFace(family, `url(${FONTS_PUBLIC_PATH}${face.file}) format('woff2')`, { weight: String(face.weight), style: face.style })
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

/** Whether the Italic control is on at this weight: themes/fonts.ts hasItalic, the rule the schema and print files follow. */
export function italicOffered(family: FontFamilyName, weight: number): boolean {
  return hasItalic(family, weight);
}
