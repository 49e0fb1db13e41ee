// fontkit 2.0.4 ships no types; only the part the kerning reader uses is declared.
declare module 'fontkit' {
  export interface LayoutGlyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: LayoutGlyph[];
    positions: GlyphPosition[];
  }
  export interface LayoutFont {
    unitsPerEm: number;
    layout(text: string, features?: Record<string, boolean> | string[]): GlyphRun;
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): LayoutFont;
}
