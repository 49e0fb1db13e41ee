import type { ColourGrid } from '../../src/platform/storage/colour-grid.ts';
import { AA_TEXT_CONTRAST, blendRgb, luminanceContrast, luminanceOf, opaqueColour, relativeLuminance, rgbOf, type Rgb } from '../../src/lib/contrast.ts';

// Legibility over a banner's picture is decided, not hoped for: the text colour, its
// shadow and the overlay's strength are picked from what the text will sit on (the
// picture's measured colours under the text, or the plain background) so that title,
// copy and outlined buttons reach WCAG's 4.5:1 against the overlay-blended backdrop.

export type Alignment = 'left' | 'center' | 'right';
export type ShadowStrength = 'none' | 'light' | 'medium' | 'heavy';

/** What the words of a banner sit on. */
export type Backdrop =
  /** A picture whose colours the media store measured. */
  | { kind: 'picture'; colours: ColourGrid }
  /** A picture or video nobody measured (an external address): it may be any colour. */
  | { kind: 'unmeasured' }
  /** No picture: the banner's background colour. */
  | { kind: 'colour'; colour: string };

export interface LegibilityRequest {
  backdrop: Backdrop;
  alignment: Alignment;
  /** The overlay the owner chose: kept, or strengthened when the words need it. */
  overlay: { colour: string; opacity: number };
  /** The colours asked for (the owner's text colour, else the theme's banner tokens): preferred when they pass. */
  title: string;
  copy: string;
  shadow: ShadowStrength;
}

export interface Legibility {
  title: string;
  copy: string;
  overlay: { colour: string; opacity: number };
  shadow: ShadowStrength;
  /** The lowest contrast of title or copy over any part of the backdrop under the words. */
  contrast: number;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#161616';
/** Overlay opacities tried, in steps; the most any banner gets is still see-through. */
const OPACITY_STEP = 0.05;
const MAX_OPACITY = 0.85;
/** Keep the asked-for colours unless another choice needs this much less overlay. */
const PREFERENCE = 0.1;

interface Area {
  x: [number, number];
  y: [number, number];
}

/**
 * Where the words may land on the picture (fractions of its width and height). The picture
 * covers the banner: on wide screens it shows nearly whole and the words take the aligned
 * half; on phones only its middle shows, and the words cross all of it.
 */
const WIDE: Record<Alignment, Area> = {
  left: { x: [0.02, 0.55], y: [0.08, 0.92] },
  center: { x: [0.2, 0.8], y: [0.08, 0.92] },
  right: { x: [0.45, 0.98], y: [0.08, 0.92] },
};
const NARROW: Area = { x: [0.3, 0.7], y: [0.12, 0.95] };

const inside = (value: number, [from, to]: [number, number]) => value >= from && value <= to;

/** The measured colours under the words, for an alignment. */
export function coloursUnderText(grid: ColourGrid, alignment: Alignment): string[] {
  const areas = [WIDE[alignment], NARROW];
  return grid.cells.filter((_, index) => {
    const x = ((index % grid.columns) + 0.5) / grid.columns;
    const y = (Math.floor(index / grid.columns) + 0.5) / grid.rows;
    return areas.some((area) => inside(x, area.x) && inside(y, area.y));
  });
}

/** Colours the words may sit on (each once): an unmeasured picture may be anything from black to white. */
function backdropColours(request: LegibilityRequest): Rgb[] {
  const { backdrop } = request;
  const plain = backdrop.kind === 'colour' ? opaqueColour(backdrop.colour) : undefined;
  // A colour given as a keyword or a variable is not known here: it may be anything too.
  const colours = backdrop.kind === 'picture' ? coloursUnderText(backdrop.colours, request.alignment) : plain ? [plain] : ['#000000', '#ffffff'];
  return [...new Set(colours)].map(rgbOf);
}

/** The lowest contrast of any of `texts` over any backdrop colour under the overlay. */
function worstContrast(texts: string[], backdrop: Rgb[], overlay: { colour: string; opacity: number }): number {
  const textLuminances = texts.map(relativeLuminance);
  const cover = rgbOf(overlay.colour);
  let worst = Number.POSITIVE_INFINITY;
  for (const under of backdrop) {
    const shown = luminanceOf(blendRgb(cover, under, overlay.opacity));
    for (const text of textLuminances) worst = Math.min(worst, luminanceContrast(text, shown));
  }
  return worst;
}

const isLight = (colour: string) => relativeLuminance(colour) > 0.4;

/** The owner's opacity, then each step above it up to the most a banner gets. */
function strongerOpacities(from: number): number[] {
  const opacities = [from];
  for (let step = Math.floor(from / OPACITY_STEP + 1e-9) + 1; step * OPACITY_STEP <= MAX_OPACITY + 1e-9; step += 1) {
    opacities.push(Math.round(step * OPACITY_STEP * 100) / 100);
  }
  return opacities;
}

interface Candidate {
  title: string;
  copy: string;
  overlay: { colour: string; opacity: number };
  contrast: number;
}

/** The weakest overlay (no weaker than the owner's) that lets these colours pass, if any. */
function withOverlay(title: string, copy: string, backdrop: Rgb[], owner: { colour: string; opacity: number }): Candidate | undefined {
  // A dark overlay helps light words and a light one dark words: the owner's colour when it helps.
  const light = isLight(title) && isLight(copy);
  const dark = !isLight(title) && !isLight(copy);
  if (!light && !dark) return undefined;
  const ownerHelps = light ? relativeLuminance(owner.colour) < 0.2 : relativeLuminance(owner.colour) > 0.6;
  const colour = ownerHelps ? owner.colour : light ? '#000000' : '#ffffff';
  // More of an overlay that helps only adds contrast, so the weakest passing one is found by halving.
  const opacities = strongerOpacities(owner.opacity);
  const passes = (opacity: number) => worstContrast([title, copy], backdrop, { colour, opacity }) >= AA_TEXT_CONTRAST;
  if (!passes(opacities.at(-1)!)) return undefined;
  let [low, high] = [-1, opacities.length - 1];
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (passes(opacities[middle]!)) high = middle;
    else low = middle;
  }
  const opacity = opacities[high]!;
  return { title, copy, overlay: { colour, opacity }, contrast: worstContrast([title, copy], backdrop, { colour, opacity }) };
}

/** Text colours, shadow and overlay that keep a banner's words readable on its backdrop. */
export function legibleHero(request: LegibilityRequest): Legibility {
  const backdrop = backdropColours(request);
  const overlay = { colour: opaqueColour(request.overlay.colour) ?? '#000000', opacity: request.overlay.opacity };
  const asked = { title: opaqueColour(request.title), copy: opaqueColour(request.copy) };
  let chosen: Candidate | undefined;
  if (asked.title && asked.copy) {
    const contrast = worstContrast([asked.title, asked.copy], backdrop, overlay);
    chosen =
      contrast >= AA_TEXT_CONTRAST ? { title: asked.title, copy: asked.copy, overlay, contrast } : withOverlay(asked.title, asked.copy, backdrop, overlay);
  }
  const [best] = [withOverlay(LIGHT_TEXT, LIGHT_TEXT, backdrop, overlay), withOverlay(DARK_TEXT, DARK_TEXT, backdrop, overlay)]
    .filter((candidate): candidate is Candidate => candidate !== undefined)
    .sort((a, b) => a.overlay.opacity - b.overlay.opacity || b.contrast - a.contrast);
  if (!chosen || (best && best.overlay.opacity + PREFERENCE < chosen.overlay.opacity)) chosen = best;
  // White words under a black overlay at 0.85 pass over anything, so this is only a guard.
  if (!chosen) {
    const strongest = { colour: '#000000', opacity: Math.max(MAX_OPACITY, overlay.opacity) };
    chosen = { title: LIGHT_TEXT, copy: LIGHT_TEXT, overlay: strongest, contrast: worstContrast([LIGHT_TEXT], backdrop, strongest) };
  }
  return { ...chosen, shadow: shadowFor(chosen.title, request) };
}

/**
 * A dark shadow lifts light words off a busy picture; under dark words it only smudges
 * them, so they get none. Light words on a picture get at least a light shadow.
 */
function shadowFor(title: string, request: LegibilityRequest): ShadowStrength {
  if (!isLight(title)) return 'none';
  if (request.shadow !== 'none') return request.shadow;
  return request.backdrop.kind === 'colour' ? 'none' : 'light';
}
