/**
 * Finned and sashimi fish (X-Wing, Swordfish, Jellyfish) over rows and columns, as HoDoKu and
 * sudokuwiki.org name them. For a digit, `size` base lines hold all their places in `size`
 * cover lines except for a few "fins" that all lie in one box. Either a fin holds the digit, or
 * the plain fish does; both ways the digit goes from cover-line cells of the fin box outside the
 * base lines. "Sashimi" when some base line has only one place left once the fins are taken out
 * (the body alone would not be a fish).
 */
import { BOX, SIZE } from '../../grid/units.js';
import { bitCount, combinations } from './bits.js';
import type { CellDigit } from '../step.js';

export interface FinnedFish {
  /** "Finned X-Wing", "Sashimi Swordfish", ... */
  name: string;
  digit: number;
  size: number;
  sashimi: boolean;
  /** Unit indices (0-8 rows, 9-17 columns). */
  baseLines: number[];
  coverLines: number[];
  /** Places of the digit in the base lines and cover lines. */
  body: number[];
  /** Places of the digit in the base lines outside the cover lines, all in `finBox`. */
  fins: number[];
  finBox: number;
  eliminations: CellDigit[];
}

const FISH = ['', '', 'X-Wing', 'Swordfish', 'Jellyfish'];
const BAND = (1 << BOX) - 1;

/** The bits of `mask` taken by the k-subset `pick` of its set-bit positions. */
function subsetOfBits(mask: number, pick: number): number {
  let out = 0;
  for (let i = 0, m = mask; m; i++, m &= m - 1) if (pick & (1 << i)) out |= m & -m;
  return out;
}

/**
 * Finned/sashimi fish, smallest first, finned before sashimi (HoDoKu's order), then by digit,
 * rows as base lines before columns. Each one with eliminations is offered to `accept`; the
 * first accepted is returned (pass `() => false` and collect to list them all). Options narrow
 * the search: `digits` (mask, bit d-1), `maxSize`, and `finBox` (only fish with fins in that box).
 */
export function findFinnedFish(
  masks: Uint16Array,
  accept: (fish: FinnedFish) => boolean,
  options: { digits?: number; maxSize?: number; finBox?: number } = {},
): FinnedFish | null {
  const digits = options.digits ?? (1 << SIZE) - 1;
  // pos[(d - 1) * 2 * SIZE + orientation * SIZE + line]: cross positions of d in the line
  // (orientation 0: rows, positions are columns; 1: columns, positions are rows)
  const pos = new Uint16Array(SIZE * 2 * SIZE);
  for (let c = 0; c < masks.length; c++) {
    const r = Math.floor(c / SIZE), k = c % SIZE;
    for (let m = masks[c] & digits, d = 0; m; m >>= 1, d++) {
      if (!(m & 1)) continue;
      pos[d * 2 * SIZE + r] |= 1 << k;
      pos[d * 2 * SIZE + SIZE + k] |= 1 << r;
    }
  }
  const box = options.finBox;
  for (let size = 2; size <= (options.maxSize ?? 4); size++) {
    // finned before sashimi: the first accepted sashimi fish waits for the end of the size
    let sashimi: FinnedFish | null = null;
    for (let d = 1; d <= SIZE; d++) {
      const bit = 1 << (d - 1);
      if (!(digits & bit)) continue;
      for (const rowsBase of [true, false]) {
        const linePos = pos.subarray((d - 1) * 2 * SIZE + (rowsBase ? 0 : SIZE), (d - 1) * 2 * SIZE + (rowsBase ? SIZE : 2 * SIZE));
        // the fin box's band across the base lines, and along them
        const crossBand = box === undefined ? -1 : rowsBase ? box % BOX : Math.floor(box / BOX);
        const lineBand = box === undefined ? -1 : rowsBase ? Math.floor(box / BOX) : box % BOX;
        const cellAt = (line: number, cross: number) => (rowsBase ? line * SIZE + cross : cross * SIZE + line);
        let present = 0;
        for (let l = 0; l < SIZE; l++) if (linePos[l]) present |= 1 << l;
        for (const base of combinations(size, SIZE)) {
          // base lines must hold the digit (and, for one fin box, some of them lie in its band)
          if (base & ~present || (lineBand >= 0 && !(base & (BAND << (lineBand * BOX))))) continue;
          let union = 0;
          for (let l = 0; l < SIZE; l++) if (base & (1 << l)) union |= linePos[l];
          const spread = bitCount(union);
          if (spread <= size || spread > size + BOX) continue;
          for (let band = 0; band < BOX; band++) {
            if (crossBand >= 0 && band !== crossBand) continue;
            const inBand = union & (BAND << (band * BOX));
            const outside = union & ~inBand;
            const fromBand = size - bitCount(outside);
            // eliminations lie in the fin box, so at least one cover line crosses it
            if (fromBand < 1) continue;
            for (const pick of combinations(fromBand, bitCount(inBand))) {
              const bandCovers = subsetOfBits(inBand, pick);
              const finCross = inBand & ~bandCovers;
              if (!finCross) continue;
              const cover = outside | bandCovers;
              const fish = shape(masks, bit, d, size, rowsBase, base, cover, bandCovers, finCross, linePos, cellAt);
              if (!fish || (box !== undefined && fish.finBox !== box) || (fish.sashimi && sashimi)) continue;
              if (accept(fish)) {
                if (!fish.sashimi) return fish;
                sashimi = fish;
              }
            }
          }
        }
      }
    }
    if (sashimi) return sashimi;
  }
  return null;
}

function shape(
  masks: Uint16Array,
  bit: number,
  digit: number,
  size: number,
  rowsBase: boolean,
  base: number,
  cover: number,
  bandCovers: number,
  finCross: number,
  pos: Uint16Array,
  cellAt: (line: number, cross: number) => number,
): FinnedFish | null {
  let finLines = 0;
  let sashimi = false;
  for (let l = 0; l < SIZE; l++) {
    if (!(base & (1 << l))) continue;
    const inCover = bitCount(pos[l] & cover);
    if (inCover === 0) return null; // a base line made of fins only: not a fish players name
    if (inCover === 1) sashimi = true;
    if (pos[l] & finCross) finLines |= 1 << l;
  }
  const lineBand = Math.floor((31 - Math.clz32(finLines)) / BOX);
  if (finLines & ~(BAND << (lineBand * BOX))) return null; // fins in more than one box
  const eliminations: CellDigit[] = [];
  for (let l = lineBand * BOX; l < (lineBand + 1) * BOX; l++) {
    if (base & (1 << l)) continue;
    for (let k = 0; k < SIZE; k++) {
      const cell = cellAt(l, k);
      if (bandCovers & (1 << k) && masks[cell] & bit) eliminations.push({ cell, digit });
    }
  }
  if (!eliminations.length) return null;
  const body: number[] = [];
  const fins: number[] = [];
  const baseLines: number[] = [];
  const coverLines: number[] = [];
  const [baseOffset, coverOffset] = rowsBase ? [0, SIZE] : [SIZE, 0];
  for (let l = 0; l < SIZE; l++) {
    if (base & (1 << l)) {
      baseLines.push(baseOffset + l);
      for (let k = 0; k < SIZE; k++) if (pos[l] & (1 << k)) (cover & (1 << k) ? body : fins).push(cellAt(l, k));
    }
    if (cover & (1 << l)) coverLines.push(coverOffset + l);
  }
  const firstFin = fins[0];
  const finBox = Math.floor(Math.floor(firstFin / SIZE) / BOX) * BOX + Math.floor((firstFin % SIZE) / BOX);
  eliminations.sort((a, b) => a.cell - b.cell);
  return {
    name: `${sashimi ? 'Sashimi' : 'Finned'} ${FISH[size]}`,
    digit,
    size,
    sashimi,
    baseLines,
    coverLines,
    body: body.sort((a, b) => a - b),
    fins: fins.sort((a, b) => a - b),
    finBox,
    eliminations,
  };
}
