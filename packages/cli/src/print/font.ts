/**
 * The typeface of printed puzzles: Inter (SIL Open Font License 1.1), from the npm package
 * @fontsource/inter, Latin subset. The PDF embeds it (subset to the glyphs used); the SVG carries
 * the nine digits as outlines, so it shows the same shapes with no font installed.
 *
 * Digits are centred on their ink, not their advance width: the box of the glyph's outline is
 * what a reader sees, and side bearings differ from digit to digit (a `1` sits off-centre in its
 * advance).
 */
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export type Weight = 400 | 500 | 600 | 700;

/** The WOFF file of a weight (pdfkit and fontkit both read WOFF). */
export function fontFile(weight: Weight): string {
  return require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
}

export interface DigitShape {
  /** Where to put the glyph's origin, relative to the cell centre, in ems (y up). */
  originX: number;
  originY: number;
  /** SVG path of the outline in font units (y up), and the font's units per em. */
  path: string;
  unitsPerEm: number;
}

const cache = new Map<Weight, DigitShape[]>();

/** Shapes of the digits 1-9 (index 1-9) in one weight, read once per process. */
export function digitShapes(weight: Weight): DigitShape[] {
  let shapes = cache.get(weight);
  if (!shapes) {
    const font: Font = openSync(fontFile(weight));
    shapes = [];
    for (let d = 1; d <= 9; d++) {
      const g = font.glyphForCodePoint(48 + d);
      const { minX, maxX } = g.bbox;
      shapes[d] = {
        originX: -(minX + maxX) / 2 / font.unitsPerEm,
        // Lining figures stand on the baseline and reach the cap height: centring that band keeps
        // every digit of a row on one baseline (round digits overshoot it by a hair).
        originY: -font.capHeight / 2 / font.unitsPerEm,
        path: g.path.toSVG(),
        unitsPerEm: font.unitsPerEm,
      };
    }
    cache.set(weight, shapes);
  }
  return shapes;
}
