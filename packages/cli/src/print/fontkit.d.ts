/** The part of fontkit (a dependency of pdfkit, which ships no types) that print/font.ts uses. */
declare module 'fontkit' {
  export interface Path {
    toSVG(): string;
    translate(x: number, y: number): Path;
  }
  export interface Glyph {
    advanceWidth: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    path: Path;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    capHeight: number;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
}
