import { artworkRoles, type ArtworkPalette } from '../artwork/artwork-kit.ts';
import { hills } from '../scenes/hills.ts';
import { sceneDocument } from '../scenes/scene-kit.ts';
import { seededRandom } from '../seeded-random.ts';
import { lettering, type Typeface } from '../lettering.ts';
import { drawLogo, type BrandMark } from './logo.ts';

/** The size crawlers ask for (Open Graph, X cards): 1.91 : 1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImageOptions {
  brand: BrandMark;
  /** Colours of the landscape behind the card. */
  palette: ArtworkPalette;
  /** One line under the logo. */
  tagline: string;
  taglineTypeface: Typeface;
  /** The card the logo sits on. */
  paper: string;
  seed: string;
}

/** A store's share picture: its landscape, and on it a card with the logo and tagline. */
export function renderShareImage(options: ShareImageOptions): Buffer {
  const { width, height } = SHARE_IMAGE_SIZE;
  const roles = artworkRoles(options.palette);
  const scene = hills({ width, height, roles, random: seededRandom(options.seed) });
  const logo = drawLogo(options.brand, 150);
  const taglineSize = 34;
  const card = { width: Math.max(logo.width + 120, 640), height: 330 };
  const x = (width - card.width) / 2;
  const y = (height - card.height) / 2;
  const tagline = lettering(options.tagline, {
    typeface: options.taglineTypeface,
    size: taglineSize,
    x: width / 2,
    y: y + 268,
    fill: options.brand.colours.descriptor,
    anchor: 'middle',
  });
  const body = `${scene}
  <rect x="${x}" y="${y + 8}" width="${card.width}" height="${card.height}" rx="18" fill="#000" fill-opacity="0.18"/>
  <rect x="${x}" y="${y}" width="${card.width}" height="${card.height}" rx="18" fill="${options.paper}"/>
  <g transform="translate(${((width - logo.width) / 2).toFixed(1)} ${(y + 52).toFixed(1)})">${logo.body}</g>
  <rect x="${width / 2 - 28}" y="${y + 222}" width="56" height="4" rx="2" fill="${options.brand.colours.accent}"/>
  ${tagline.svg}`;
  return Buffer.from(sceneDocument(width, height, body));
}
