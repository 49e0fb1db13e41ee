// fontkit 2.0.4 ships no types; the parts the outliner uses (fonts.ts, kerning.ts, outline-text.ts) are declared.
declare module 'fontkit' {
  export interface BBox {
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
  }
  export interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  export interface Path {
    commands: PathCommand[];
    /** The exact box, curves evaluated. */
    bbox: BBox;
    transform(m0: number, m1: number, m2: number, m3: number, m4: number, m5: number): Path;
  }
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
    path: Path;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    type: 'TTF' | 'WOFF' | 'WOFF2';
    unitsPerEm: number;
    /** hhea ascender and descender (negative), in font units. */
    ascent: number;
    descent: number;
    capHeight: number;
    italicAngle: number;
    'OS/2': { typoAscender: number; typoDescender: number };
    /** One glyph per code point, by the font's character map: no substitution, no positioning. */
    glyphsForString(text: string): Glyph[];
    /** Shaped and positioned by the font's GSUB and GPOS (or its old kern table). */
    layout(text: string, features?: Record<string, boolean> | string[]): GlyphRun;
  }
  /** A .ttc or .dfont file: several fonts. */
  export interface FontCollection {
    type: 'TTC' | 'DFont';
    fonts: Font[];
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font | FontCollection;
}
