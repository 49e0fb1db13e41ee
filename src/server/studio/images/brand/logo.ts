import { capHeight, lettering, letteringWidth, type Typeface } from '../lettering.ts';
import { EMBLEMS, type EmblemColours, type EmblemName } from './emblems.ts';

/** What a store's logo is made of: an emblem, its name, and a tracked-out descriptor beneath. */
export interface BrandMark {
  emblem: EmblemName;
  colours: EmblemColours & {
    /** Colour of the name (dark enough for a light header). */
    name: string;
    descriptor: string;
  };
  /** The big word(s), e.g. "Northwind". */
  name: { text: string; typeface: Typeface };
  /** The small line beneath, spaced out to the name's width, e.g. "TEES". */
  descriptor: { text: string; typeface: Typeface };
}

export interface LogoDrawing {
  /** The logo's shapes in a `width` × `height` box, ready to place in another document. */
  body: string;
  width: number;
  height: number;
}

/** Logos are drawn 144 px tall: a 48 px header logo stays sharp on 3× screens. */
export const LOGO_HEIGHT = 144;

/** Lays out emblem, name and descriptor on one baseline grid, `height` px tall. */
export function drawLogo(brand: BrandMark, height = LOGO_HEIGHT): LogoDrawing {
  const unit = height / 144;
  const emblemSize = 124 * unit;
  const top = (height - emblemSize) / 2;
  const textX = emblemSize + 26 * unit;
  // The name's capitals fill 42% of the height, the descriptor's 14%.
  const nameSize = (60 * unit) / capHeight(brand.name.typeface);
  const descriptorSize = (19 * unit) / capHeight(brand.descriptor.typeface);
  const nameBaseline = top + 72 * unit;
  const descriptorBaseline = nameBaseline + 42 * unit;
  const nameWidth = letteringWidth(brand.name.text, brand.name.typeface, nameSize, -0.01);
  // Spread the descriptor to the name's width, within taste.
  const letters = Math.max(1, [...brand.descriptor.text].length - 1);
  const plain = letteringWidth(brand.descriptor.text, brand.descriptor.typeface, descriptorSize);
  const tracking = Math.min(0.55, Math.max(0.12, (nameWidth - plain) / (descriptorSize * letters)));
  const name = lettering(brand.name.text, {
    typeface: brand.name.typeface,
    size: nameSize,
    x: textX,
    y: nameBaseline,
    fill: brand.colours.name,
    tracking: -0.01,
  });
  const descriptor = lettering(brand.descriptor.text, {
    typeface: brand.descriptor.typeface,
    size: descriptorSize,
    x: textX,
    y: descriptorBaseline,
    fill: brand.colours.descriptor,
    tracking,
  });
  const width = Math.ceil(textX + Math.max(name.width, descriptor.width) + 6 * unit);
  const emblem = `<g transform="translate(0 ${top.toFixed(2)}) scale(${(emblemSize / 100).toFixed(4)})">${EMBLEMS[brand.emblem](brand.colours)}</g>`;
  return { body: emblem + name.svg + descriptor.svg, width, height };
}

/** A logo on a transparent ground, as an SVG document ready for storeImage. */
export function renderLogo(brand: BrandMark, height = LOGO_HEIGHT): Buffer {
  const { body, width } = drawLogo(brand, height);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}
