// The theme editor's fonts beyond the bundled families: the library's fetched families and
// the store's own, loaded by address (font descriptors' url) for the pickers' previews and
// declared in the preview frame's stylesheet.

import type { FontDescriptor } from '../../src/schemas/fonts.ts';

const loading = new Map<string, Promise<boolean>>();

/** Loads a font's regular face into this document once; true when it is ready to draw. */
export function loadFontFace(font: FontDescriptor): Promise<boolean> {
  if (!font.url || typeof FontFace === 'undefined') return Promise.resolve(false);
  let load = loading.get(font.name);
  if (!load) {
    const face = new FontFace(font.name, `url(${JSON.stringify(font.url)}) format('woff2')`, { weight: '400', style: 'normal', display: 'swap' });
    load = face.load().then(
      (loaded) => {
        document.fonts.add(loaded);
        return true;
      },
      () => false,
    );
    loading.set(font.name, load);
  }
  return load;
}

/** The CSS font-family a picker shows a font in: its face, then its fallback. */
export function fontFamilyCss(font: Pick<FontDescriptor, 'name' | 'fallback'>): string {
  return `'${font.name}', ${font.fallback}`;
}

/** @font-face rules for the theme's fonts that have an address and are not bundled (the bundled ones' rules come from themes/fonts.ts). */
export function descriptorFaceCss(fonts: readonly FontDescriptor[], values: readonly string[], bundled: (name: string) => boolean): string {
  return fonts
    .filter((font) => font.url && values.includes(font.value) && !bundled(font.name))
    .map((font) => `@font-face { font-family: '${font.name}'; font-weight: 400; font-display: swap; src: url('${font.url}') format('woff2'); }`)
    .join('\n');
}
