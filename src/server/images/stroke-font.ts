// A monoline display alphabet drawn as thick round-capped strokes. librsvg renders SVG
// <text> with whatever fonts the machine has (often none in a container), so lettering
// on demo artwork is geometry: the same pixels everywhere.

type Point = readonly [number, number];
type Stroke = readonly Point[];

interface Glyph {
  /** Advance width in glyph units (cap height is 10). */
  width: number;
  strokes: readonly Stroke[];
}

const CAP_HEIGHT = 10;

/** Points along an elliptical arc; angles in degrees, 0 = right, 90 = down (screen space). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 12));
  const points: Point[] = [];
  for (let index = 0; index <= steps; index += 1) {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180;
    points.push([cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)]);
  }
  return points;
}

const dot = (x: number, y: number): Stroke => [[x, y - 0.05], [x, y]];

const GLYPHS: Record<string, Glyph> = {
  A: { width: 6.4, strokes: [[[0, 10], [3.2, 0], [6.4, 10]], [[1.2, 6.6], [5.2, 6.6]]] },
  B: {
    width: 5.8,
    strokes: [
      [[0, 5], [0, 0], [2.9, 0], ...arc(2.9, 2.5, 2.4, 2.5, -90, 90), [0, 5]],
      [[0, 5], [3.2, 5], ...arc(3.2, 7.5, 2.6, 2.5, -90, 90), [0, 10], [0, 5]],
    ],
  },
  C: { width: 6.2, strokes: [arc(3.6, 5, 3.6, 5, -42, -318)] },
  D: { width: 6.4, strokes: [[[0, 0], [0, 10], [2.2, 10], ...arc(2.2, 5, 4.2, 5, 90, -90), [0, 0]]] },
  E: { width: 5.2, strokes: [[[5.2, 0], [0, 0], [0, 10], [5.2, 10]], [[0, 5], [4.4, 5]]] },
  F: { width: 5.2, strokes: [[[5.2, 0], [0, 0], [0, 10]], [[0, 5], [4.4, 5]]] },
  G: { width: 7, strokes: [[...arc(3.6, 5, 3.6, 5, -40, -360), [7.2, 5.4], [4.2, 5.4]]] },
  H: { width: 6.2, strokes: [[[0, 0], [0, 10]], [[6.2, 0], [6.2, 10]], [[0, 5], [6.2, 5]]] },
  I: { width: 0, strokes: [[[0, 0], [0, 10]]] },
  J: { width: 5, strokes: [[[5, 0], [5, 7.5], ...arc(2.5, 7.5, 2.5, 2.5, 0, 180)]] },
  K: { width: 5.8, strokes: [[[0, 0], [0, 10]], [[5.6, 0], [0, 6.2]], [[2, 4.1], [5.8, 10]]] },
  L: { width: 5, strokes: [[[0, 0], [0, 10], [5, 10]]] },
  M: { width: 7.6, strokes: [[[0, 10], [0, 0], [3.8, 7], [7.6, 0], [7.6, 10]]] },
  N: { width: 6.2, strokes: [[[0, 10], [0, 0], [6.2, 10], [6.2, 0]]] },
  O: { width: 7.4, strokes: [arc(3.7, 5, 3.7, 5, 0, 360)] },
  P: { width: 5.6, strokes: [[[0, 10], [0, 0], [2.9, 0], ...arc(2.9, 2.75, 2.7, 2.75, -90, 90), [0, 5.5]]] },
  Q: { width: 7.4, strokes: [arc(3.7, 5, 3.7, 5, 0, 360), [[4.6, 7], [7.6, 10.4]]] },
  R: { width: 5.8, strokes: [[[0, 10], [0, 0], [2.9, 0], ...arc(2.9, 2.75, 2.7, 2.75, -90, 90), [0, 5.5]], [[2.8, 5.5], [5.8, 10]]] },
  S: { width: 5.8, strokes: [[...arc(2.9, 2.5, 2.8, 2.5, -22, -270), ...arc(2.9, 7.5, 2.9, 2.5, -90, 158)]] },
  T: { width: 6.2, strokes: [[[0, 0], [6.2, 0]], [[3.1, 0], [3.1, 10]]] },
  U: { width: 6.2, strokes: [[[0, 0], [0, 6.9], ...arc(3.1, 6.9, 3.1, 3.1, 180, 0), [6.2, 0]]] },
  V: { width: 6.4, strokes: [[[0, 0], [3.2, 10], [6.4, 0]]] },
  W: { width: 8.6, strokes: [[[0, 0], [2.1, 10], [4.3, 2.2], [6.5, 10], [8.6, 0]]] },
  X: { width: 6.2, strokes: [[[0, 0], [6.2, 10]], [[6.2, 0], [0, 10]]] },
  Y: { width: 6.2, strokes: [[[0, 0], [3.1, 5.2], [6.2, 0]], [[3.1, 5.2], [3.1, 10]]] },
  Z: { width: 6, strokes: [[[0, 0], [6, 0], [0, 10], [6, 10]]] },
  '0': { width: 6, strokes: [arc(3, 5, 3, 5, 0, 360)] },
  '1': { width: 3, strokes: [[[0.2, 2.2], [2.6, 0], [2.6, 10]]] },
  '2': { width: 6, strokes: [[...arc(3, 3, 2.9, 3, -165, 28), [0, 10], [6, 10]]] },
  '3': { width: 5.8, strokes: [[...arc(2.9, 2.5, 2.6, 2.5, -160, 90), ...arc(2.9, 7.5, 2.9, 2.5, -90, 160)]] },
  '4': { width: 6.2, strokes: [[[4.6, 10], [4.6, 0], [0, 7], [6.2, 7]]] },
  '5': { width: 5.9, strokes: [[[5.6, 0], [0.8, 0], [0.5, 4.8], ...arc(2.9, 7, 3, 3, -140, 152)]] },
  '6': { width: 6, strokes: [arc(3, 7, 3, 3, 0, 360), arc(6.3, 7, 6.3, 7, 180, 250)] },
  '7': { width: 6, strokes: [[[0, 0], [6, 0], [2.2, 10]]] },
  '8': { width: 6, strokes: [arc(3, 2.5, 2.6, 2.5, 0, 360), arc(3, 7.4, 3, 2.6, 0, 360)] },
  '9': { width: 6, strokes: [arc(3, 3, 3, 3, 0, 360), arc(-0.3, 3, 6.3, 7, 0, 70)] },
  '!': { width: 0, strokes: [[[0, 0], [0, 6.6]], dot(0, 10)] },
  '?': { width: 5.4, strokes: [[...arc(2.7, 2.7, 2.7, 2.7, -170, 60), [2.7, 6.6]], dot(2.7, 10)] },
  '.': { width: 0, strokes: [dot(0, 10)] },
  ',': { width: 0.6, strokes: [[[0.6, 9.6], [-0.2, 11.6]]] },
  "'": { width: 0, strokes: [[[0, 0], [0, 2.8]]] },
  '-': { width: 4, strokes: [[[0, 5.6], [4, 5.6]]] },
  '+': { width: 5, strokes: [[[0, 5.2], [5, 5.2]], [[2.5, 2.7], [2.5, 7.7]]] },
  '/': { width: 4.4, strokes: [[[0, 10.5], [4.4, -0.5]]] },
  '&': { width: 6.6, strokes: [[[6.6, 10], ...arc(2.6, 2.3, 1.9, 2.3, 45, -225), [6, 5.8]], arc(2.8, 7.3, 2.8, 2.7, -60, 200)] },
  ' ': { width: 3.6, strokes: [] },
};

export interface StrokeTextOptions {
  /** Height of capital letters in user units. */
  capHeight: number;
  /** Stroke thickness as a fraction of the cap height (0.2 ≈ bold). */
  weight?: number;
  /** Extra space between letters as a fraction of the cap height. */
  tracking?: number;
}

export interface StrokeTextLayout {
  /** Path data with the text's top-left corner at 0,0. */
  d: string;
  /** Ink width including the stroke's round caps. */
  width: number;
  height: number;
  strokeWidth: number;
}

/** Letters the alphabet can draw; anything else is dropped (lower case is raised). */
export function drawableText(text: string): string {
  return [...text.toUpperCase()].filter((char) => char in GLYPHS).join('').replace(/\s+/g, ' ').trim();
}

const round = (value: number) => Math.round(value * 100) / 100;

export function layoutStrokeText(text: string, options: StrokeTextOptions): StrokeTextLayout {
  const scale = options.capHeight / CAP_HEIGHT;
  const strokeWidth = options.capHeight * (options.weight ?? 0.18);
  const gap = strokeWidth + options.capHeight * (options.tracking ?? 0.12);
  const half = strokeWidth / 2;
  const commands: string[] = [];
  let cursor = half;
  const chars = [...drawableText(text)];
  chars.forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    for (const stroke of glyph.strokes) {
      stroke.forEach(([x, y], pointIndex) => {
        commands.push(`${pointIndex === 0 ? 'M' : 'L'}${round(cursor + x * scale)} ${round(half + y * scale)}`);
      });
    }
    cursor += glyph.width * scale + (index < chars.length - 1 ? gap : 0);
  });
  return { d: commands.join(''), width: cursor + half, height: options.capHeight + strokeWidth, strokeWidth };
}

export interface PlacedTextOptions extends StrokeTextOptions {
  /** Horizontal centre of the line (its left edge when `align` is "start"). */
  centreX: number;
  align?: 'middle' | 'start';
  /** Vertical centre of the capitals. */
  centreY: number;
  /** Shrinks the cap height until the line fits. */
  maxWidth?: number;
  fill: string;
  opacity?: number;
  /** Wider strokes drawn underneath, innermost first, so the text reads on any background. */
  outlines?: readonly { colour: string; width: number }[];
}

/** An SVG group with the text centred on a point, shrunk to fit `maxWidth`. */
export function strokeText(text: string, options: PlacedTextOptions): string {
  let layout = layoutStrokeText(text, options);
  if (options.maxWidth && layout.width > options.maxWidth) {
    layout = layoutStrokeText(text, { ...options, capHeight: (options.capHeight * options.maxWidth) / layout.width });
  }
  if (!layout.d) return '';
  const x = round(options.align === 'start' ? options.centreX : options.centreX - layout.width / 2);
  const y = round(options.centreY - layout.height / 2);
  const common = `fill="none" stroke-linecap="round" stroke-linejoin="round" d="${layout.d}"`;
  let spread = 0;
  const outlines = (options.outlines ?? []).map((outline) => {
    spread += outline.width;
    return `<path ${common} stroke="${outline.colour}" stroke-width="${round(layout.strokeWidth + spread * 2)}"/>`;
  });
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
  return `<g transform="translate(${x} ${y})"${opacity}>${outlines.reverse().join('')}<path ${common} stroke="${options.fill}" stroke-width="${round(layout.strokeWidth)}"/></g>`;
}
