import { artworkDocument, artworkRoles, type ArtworkDrawing, type ArtworkPalette } from './artwork/artwork-kit.ts';
import { bauhaus } from './artwork/bauhaus.ts';
import { botanical } from './artwork/botanical.ts';
import { crest } from './artwork/crest.ts';
import { daisies } from './artwork/daisies.ts';
import { mountains } from './artwork/mountains.ts';
import { orbit } from './artwork/orbit.ts';
import { retroStripes } from './artwork/retro-stripes.ts';
import { slogan } from './artwork/slogan.ts';
import { sunAndWaves } from './artwork/sun-and-waves.ts';
import { sunsetPalms } from './artwork/sunset-palms.ts';
import { hashString, seededRandom } from './seeded-random.ts';

export type { ArtworkPalette } from './artwork/artwork-kit.ts';

const DRAWINGS = {
  mountains,
  'sun-and-waves': sunAndWaves,
  slogan,
  botanical,
  'retro-stripes': retroStripes,
  crest,
  bauhaus,
  'sunset-palms': sunsetPalms,
  daisies,
  orbit,
} satisfies Record<string, ArtworkDrawing>;

export type ArtworkStyle = keyof typeof DRAWINGS;
export const ARTWORK_STYLES = Object.keys(DRAWINGS) as ArtworkStyle[];

/** Palettes that print well on both light and dark garments, for demo products. */
export const ARTWORK_PALETTES = {
  sunset: ['#f25f5c', '#247ba0', '#ffc857'],
  forest: ['#3a7d44', '#9dc08b', '#f4a259'],
  ocean: ['#1b98e0', '#13315c', '#ffd166'],
  retro: ['#e76f51', '#2a9d8f', '#e9c46a'],
  berry: ['#9b2c5a', '#f7a1c4', '#ffcf56'],
  citrus: ['#ff8c42', '#4ecdc4', '#fff275'],
  nordic: ['#5c7aea', '#a3bcf9', '#f9c74f'],
  desert: ['#c1666b', '#d4b483', '#48a9a6'],
} as const satisfies Record<string, ArtworkPalette>;

/** Words a name suggests a style by; otherwise the style is picked by the name's hash. */
const STYLE_HINTS: Record<ArtworkStyle, readonly string[]> = {
  mountains: ['mountain', 'peak', 'alpine', 'summit', 'hike', 'trail', 'ridge', 'valley'],
  'sun-and-waves': ['wave', 'surf', 'sea', 'ocean', 'beach', 'tide', 'coast', 'sun'],
  slogan: ['slogan', 'stay', 'good', 'hello', 'love', 'be'],
  botanical: ['leaf', 'leaves', 'botanic', 'botanical', 'fern', 'plant', 'grow', 'garden', 'forest', 'wreath'],
  'retro-stripes': ['retro', 'rainbow', 'groovy', 'stripe', 'stripes', 'seventies', 'disco'],
  crest: ['club', 'crest', 'college', 'varsity', 'team', 'league', 'academy', 'society'],
  bauhaus: ['bauhaus', 'geometric', 'grid', 'shapes', 'modern', 'abstract', 'tiles'],
  'sunset-palms': ['palm', 'palms', 'sunset', 'tropic', 'tropical', 'paradise', 'summer', 'holiday'],
  daisies: ['daisy', 'daisies', 'flower', 'flowers', 'floral', 'bloom', 'petal', 'meadow'],
  orbit: ['space', 'cosmic', 'cosmos', 'planet', 'orbit', 'moon', 'galaxy', 'star', 'stars'],
};

/** Product-type words that would make dull lettering ("Mountain Tee" letters "MOUNTAIN"). */
const GARMENT_WORDS = new Set([
  'tee',
  't-shirt',
  'tshirt',
  'shirt',
  'hoodie',
  'sweater',
  'sweatshirt',
  'tote',
  'bag',
  'vest',
  'tank',
  'long',
  'sleeve',
  'long-sleeve',
  'top',
  'organic',
  'unisex',
  'mens',
  'womens',
  'kids',
  'the',
  'a',
  'an',
  'of',
  'and',
]);

function nameWords(seedName: string): string[] {
  return seedName
    .toLowerCase()
    .split(/[^a-z0-9'&!?-]+/)
    .filter(Boolean);
}

export function artworkStyleFor(seedName: string): ArtworkStyle {
  const words = nameWords(seedName);
  for (const style of ARTWORK_STYLES) {
    if (STYLE_HINTS[style].some((hint) => words.includes(hint))) return style;
  }
  return ARTWORK_STYLES[hashString(seedName) % ARTWORK_STYLES.length] as ArtworkStyle;
}

function letteringWords(seedName: string): string[] {
  return (
    nameWords(seedName)
      .filter((word) => !GARMENT_WORDS.has(word))
      // nameWords keeps only characters every self-hosted font draws.
      .map((word) => word.toUpperCase())
      .filter((word) => word.length > 0 && word.length <= 11)
      .slice(0, 3)
  );
}

export interface ArtworkOptions {
  /** Overrides the style the seed name would choose. */
  style?: ArtworkStyle | undefined;
}

/**
 * A print design as a standalone SVG document (600×600 view box), chosen and drawn
 * deterministically from `seedName`: the same name and palette give the same bytes.
 */
export function renderArtwork(seedName: string, palette: ArtworkPalette, options: ArtworkOptions = {}): string {
  const style = options.style ?? artworkStyleFor(seedName);
  const body = DRAWINGS[style]({
    roles: artworkRoles(palette),
    random: seededRandom(`${style}:${seedName}`),
    words: letteringWords(seedName),
  });
  return artworkDocument(body);
}
