import { renderBanner, SCENE_STYLES, type SceneStyle } from '../../studio/index.ts';
import { sceneDocument } from '../../studio/index.ts';
import { seededRandom } from '../../studio/index.ts';
import type { Anchor, FractionBox } from './geometry.ts';
import { flatLay, hangerWall } from './lifestyle-scenes.ts';

// The magic model creator's scenes: the banner scenes of
// src/server/studio/images/scenes (hills, sunrise, confetti, folded shirts) with the product standing
// in front, and the "model" compositions of lifestyle-scenes.ts. Each names where the product
// goes, how its shadow falls, and the scene's light, laid over everything as a soft gradient.

export interface MagicScene {
  label: string;
  /** The scene as an SVG document, `size` px square. */
  draw: (size: number) => Buffer;
  /** Where the product fits (fractions of the square) and where in that box it sits. */
  box: FractionBox;
  anchor: Anchor;
  /** The product's drop shadow: offset and blur as fractions of the size, and its strength. */
  shadow: { dx: number; dy: number; blur: number; opacity: number };
  /** Where the light comes from (a corner, as the gradient's start) and its tint. */
  light: { from: [number, number]; tint: string; strength: number };
}

/** The banner scenes in a calm, neutral palette, so any product stands out in front. */
const BACKDROP_PALETTE = ['#7aa6c2', '#f2c57c', '#e07a5f', '#fdf8ef'] as const;

function backdrop(style: SceneStyle, label: string): MagicScene {
  return {
    label,
    draw: (size) => renderBanner({ style, palette: BACKDROP_PALETTE, width: size, height: size, seed: `magic-model:${style}` }),
    box: { x: 0.2, y: 0.1, width: 0.6, height: 0.8 },
    anchor: 'center',
    shadow: { dx: 0.015, dy: 0.025, blur: 0.02, opacity: 0.35 },
    light: { from: [0.2, 0], tint: '#fff4dc', strength: 0.35 },
  };
}

const BACKDROP_LABELS: Record<SceneStyle, string> = { hills: 'Hills', sunrise: 'Sunrise', confetti: 'Confetti', 'folded-shirts': 'Folded shirts' };

export const MAGIC_SCENES = {
  'hanger-wall': {
    label: 'On a hanger',
    draw: (size) => Buffer.from(sceneDocument(size, size, hangerWall(size, seededRandom('magic-model:hanger-wall')))),
    // The garment's shoulders meet the hanger's bar (lifestyle-scenes.ts: 0.19 of the height).
    box: { x: 0.18, y: 0.17, width: 0.64, height: 0.76 },
    anchor: 'top',
    shadow: { dx: 0.018, dy: 0.022, blur: 0.016, opacity: 0.32 },
    light: { from: [0, 0], tint: '#fff1d6', strength: 0.4 },
  },
  'flat-lay': {
    label: 'Flat lay on a table',
    draw: (size) => Buffer.from(sceneDocument(size, size, flatLay(size, seededRandom('magic-model:flat-lay')))),
    box: { x: 0.16, y: 0.12, width: 0.66, height: 0.76 },
    anchor: 'center',
    shadow: { dx: 0.006, dy: 0.008, blur: 0.008, opacity: 0.3 },
    light: { from: [1, 0], tint: '#fff8ec', strength: 0.3 },
  },
  ...Object.fromEntries(SCENE_STYLES.map((style) => [style, backdrop(style, BACKDROP_LABELS[style])])),
} as Record<string, MagicScene>;

export const MAGIC_SCENE_NAMES = Object.keys(MAGIC_SCENES);

export function magicScene(name: string): MagicScene | undefined {
  return Object.hasOwn(MAGIC_SCENES, name) ? MAGIC_SCENES[name] : undefined;
}
