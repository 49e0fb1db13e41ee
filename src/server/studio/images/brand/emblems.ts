// The picture half of a brand mark, drawn in a 100 × 100 box with flat shapes, so it
// stays crisp from a 32 px header logo to a share image.

export interface EmblemColours {
  /** The emblem's ground (a disc or a badge). */
  ground: string;
  /** The main figure drawn on it. */
  figure: string;
  /** A second, quieter figure colour. */
  detail: string;
  /** One warm spot of colour. */
  accent: string;
}

export type EmblemDrawing = (colours: EmblemColours) => string;

/** A north star over two waves on a disc: a coastal brand. */
const northStar: EmblemDrawing = ({ ground, figure, detail, accent }) => `
  <circle cx="50" cy="50" r="48" fill="${ground}"/>
  <circle cx="50" cy="50" r="42.5" fill="none" stroke="${detail}" stroke-opacity="0.45" stroke-width="1.6"/>
  <path d="M50 13 L55.2 33.8 L76 39 L55.2 44.2 L50 65 L44.8 44.2 L24 39 L44.8 33.8 Z" fill="${figure}"/>
  <circle cx="50" cy="39" r="3.2" fill="${accent}"/>
  <path d="M25 72 q6.25 -5.5 12.5 0 t12.5 0 t12.5 0 t12.5 0" fill="none" stroke="${detail}" stroke-width="4.2" stroke-linecap="round"/>
  <path d="M31 82 q6.5 -5 13 0 t13 0 t13 0" fill="none" stroke="${detail}" stroke-opacity="0.7" stroke-width="3.6" stroke-linecap="round"/>`;

/** Two peaks, a snow line and a low sun on a badge: an outdoor brand. */
const summit: EmblemDrawing = ({ ground, figure, detail, accent }) => `
  <path d="M8 15 Q8 5 18 5 L82 5 Q92 5 92 15 L92 57 Q92 83 50 97 Q8 83 8 57 Z" fill="${ground}"/>
  <path d="M14 18 Q14 11 21 11 L79 11 Q86 11 86 18 L86 56 Q86 78 50 90.5 Q14 78 14 56 Z" fill="none" stroke="${detail}" stroke-opacity="0.5" stroke-width="1.6"/>
  <circle cx="66" cy="31" r="8.5" fill="${accent}"/>
  <path d="M40 73 L60 40 L82 73 Z" fill="${detail}"/>
  <path d="M18 73 L41 32 L64 73 Z" fill="${figure}"/>
  <path d="M41 32 L34.2 44.1 L38 42 L41.5 46 L45 42.2 L47.6 43.6 Z" fill="${ground}"/>
  <path d="M20 79 L80 79" stroke="${figure}" stroke-width="3.4" stroke-linecap="round"/>`;

export const EMBLEMS = { northStar, summit } satisfies Record<string, EmblemDrawing>;
export type EmblemName = keyof typeof EMBLEMS;
