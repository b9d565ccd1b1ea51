/** The part of fontkit (a dependency of pdfkit, which ships no types) that print/font.ts uses. */
declare module 'fontkit' {
  export interface Glyph {
    advanceWidth: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    path: { toSVG(): string };
  }
  export interface Font {
    unitsPerEm: number;
    capHeight: number;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function openSync(path: string): Font;
}
