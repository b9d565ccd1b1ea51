/**
 * The typeface of printed puzzles: Inter (SIL Open Font License 1.1), from the npm package
 * @fontsource/inter, Latin subset. The PDF embeds it (subset to the glyphs used); the SVG carries
 * the numbers it uses (digits, 10-16, cage sums) as outlines, so it shows the same shapes with no
 * font installed.
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

const fonts = new Map<Weight, Font>();
const numbers = new Map<string, DigitShape & { width: number }>();

function fontOf(weight: Weight): Font {
  let font = fonts.get(weight);
  if (!font) fonts.set(weight, (font = openSync(fontFile(weight))));
  return font;
}

/**
 * The shape of a whole number as set in one run (`16`, a cage's `45`): centred on its ink as a
 * digit is, laid out as pdfkit sets it (so the PDF and the SVG agree). `width` is the ink's
 * width in ems, for fitting a sum in its corner.
 */
export function numberShape(weight: Weight, value: number): DigitShape & { width: number } {
  const key = `${weight}:${value}`;
  let shape = numbers.get(key);
  if (!shape) {
    const font = fontOf(weight);
    const run = font.layout(String(value));
    const { minX, maxX } = run.bbox;
    let x = 0;
    let path = '';
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i]!;
      path += g.path.translate(x + p.xOffset, p.yOffset).toSVG();
      x += p.xAdvance;
    });
    shape = {
      originX: -(minX + maxX) / 2 / font.unitsPerEm,
      // Lining figures stand on the baseline and reach the cap height: centring that band keeps
      // every digit of a row on one baseline (round digits overshoot it by a hair).
      originY: -font.capHeight / 2 / font.unitsPerEm,
      path,
      unitsPerEm: font.unitsPerEm,
      width: (maxX - minX) / font.unitsPerEm,
    };
    numbers.set(key, shape);
  }
  return shape;
}

/** The cap height in ems (how tall a digit's ink is). */
export function capHeight(weight: Weight): number {
  const font = fontOf(weight);
  return font.capHeight / font.unitsPerEm;
}
