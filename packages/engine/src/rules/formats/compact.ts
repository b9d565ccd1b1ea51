/**
 * The compact one-line form: readable, pasteable, no spaces.
 *
 *   line    = header ":" givens [":" regions] [":" cagegrid ":" sums]
 *   header  = tag *("+" tag)       tags: 4 6 9 12 16 (size, 9 when absent), jigsaw, x, windoku,
 *                                  killer, classic (says nothing: `classic:<givens>`)
 *   givens  = size² of "1"-"9" "A"-"G" "." "0"
 *   regions = size² region labels, any characters but ":" and whitespace (jigsaw only)
 *   cagegrid = size² cage labels, "." for a cell in no cage (killer only)
 *   sums    = the cages' sums joined by ",", in the order each cage's label first appears
 *
 * e.g. `x:4.....` (X 9x9), `6+jigsaw:<36>:<36 labels>`, `killer:<81 dots>:aabbc...:3,15,...`.
 * makeCompact writes tags in the order size, jigsaw, x, windoku, killer, labels cages a-z A-Z
 * 0-9 then symbols in order of first appearance, and writes classic puzzles as plain lines
 * (size² characters, the form every classic tool reads), which parseCompact also reads.
 */
import { type Cage, type GridSize, type Puzzle, sizeOf } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type DescribedPuzzle, type FormatError, DIGIT_CHARS, cellAt, cellName, fail, makeCells, makeRegionLabels, parseCells, parseRegionLabels, showChar, tidyRules } from './common.js';
import { checkPuzzleRules } from './check.js';

const F = 'compact' as const;

const TAGS = ['classic', 'jigsaw', 'x', 'windoku', 'killer'] as const;
type Tag = (typeof TAGS)[number];

/** Cage labels makeCompact uses, in order (91: none is `.`, `:`, `,` or whitespace; past 62 cages, rare, they include characters a shell would want quoted). */
export const CAGE_LABELS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+-/;<=>?@[]^_{|}~"\'`\\';

/** Sizes of the plain classic lines (size² characters). */
const PLAIN_SIZES: Record<number, GridSize> = { 16: 4, 36: 6, 81: 9, 144: 12, 256: 16 };

/** A line is in the compact form when it has a `:` before its first whitespace. */
export function looksCompact(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) return true;
    if (c <= 32) return false;
  }
  return false;
}

/** The first token of a line: what comes before whitespace (the rest is a comment). */
export function firstToken(text: string): string {
  const t = text.trimStart();
  const m = /\s/.exec(t);
  return m ? t.slice(0, m.index) : t;
}

/**
 * A plain classic line of any size: size² cell characters (16, 36, 81, 144 or 256), the rest
 * after whitespace ignored.
 */
export function parsePlainLine(text: string): Result<DescribedPuzzle, FormatError> {
  const token = firstToken(text);
  const size = PLAIN_SIZES[token.length];
  if (size === undefined) {
    return fail('line', 'bad-length', `${token.length} cells: a plain line has 16, 36, 81, 144 or 256 (4x4, 6x6, 9x9, 12x12, 16x16)`, { offset: 0 });
  }
  const givens = parseCells('line', token, size, 'givens', { offset: text.length - text.trimStart().length });
  if (!givens.ok) return givens;
  return ok({ rules: tidyRules(size, {}), givens: givens.value });
}

/** A plain line (size² characters) for any puzzle's givens; the rules are not in it. */
export function makePlainLine(puzzle: Puzzle): string {
  return makeCells(puzzle.givens);
}

/** Read the compact form (or a plain classic line). Whatever follows whitespace is ignored. */
export function parseCompact(text: string): Result<DescribedPuzzle, FormatError> {
  const lead = text.length - text.trimStart().length;
  const token = firstToken(text);
  if (!token.includes(':')) return parsePlainLine(text);
  const parts = token.split(':');
  let offset = lead;
  const starts = parts.map((p) => {
    const s = offset;
    offset += p.length + 1;
    return s;
  });
  let size: GridSize = 9;
  let sized = false;
  const tags = new Set<Tag>();
  for (const tag of parts[0].split('+')) {
    const lower = tag.toLowerCase();
    if (/^\d+$/.test(tag) && [4, 6, 9, 12, 16].includes(Number(tag)) && !sized) {
      size = Number(tag) as GridSize;
      sized = true;
    } else if ((TAGS as readonly string[]).includes(lower) && !tags.has(lower as Tag)) tags.add(lower as Tag);
    else {
      const why = /^\d+$/.test(tag) ? (sized ? 'a second size' : 'not a size (4, 6, 9, 12 or 16)') : tags.has(lower as Tag) ? 'repeated' : `unknown; tags are a size, ${TAGS.join(', ')}`;
      return fail(F, 'bad-syntax', `header tag ${JSON.stringify(tag)}: ${why}`, { offset: lead, key: tag });
    }
  }
  if (tags.has('classic') && tags.size > 1) return fail(F, 'bad-syntax', `header ${JSON.stringify(parts[0])}: 'classic' goes with no other variant`, { offset: lead });
  const expected = 2 + (tags.has('jigsaw') ? 1 : 0) + (tags.has('killer') ? 2 : 0);
  if (parts.length !== expected) {
    const want = ['header', 'givens', ...(tags.has('jigsaw') ? ['regions'] : []), ...(tags.has('killer') ? ['cage grid', 'sums'] : [])];
    return fail(F, 'bad-syntax', `${parts.length} sections, expected ${expected} for '${parts[0]}': ${want.join(':')}`, { offset: lead });
  }
  const givens = parseCells(F, parts[1], size, 'givens', { offset: starts[1] });
  if (!givens.ok) return givens;
  let next = 2;
  let regions: number[] | undefined;
  if (tags.has('jigsaw')) {
    const parsed = parseRegionLabels(F, parts[next], size, { offset: starts[next] });
    if (!parsed.ok) return parsed;
    regions = parsed.value;
    next++;
  }
  let cages: Cage[] | undefined;
  if (tags.has('killer')) {
    const parsed = parseCages(parts[next], parts[next + 1], size, starts[next], starts[next + 1]);
    if (!parsed.ok) return parsed;
    cages = parsed.value;
  }
  const rules = tidyRules(size, { regions, diagonals: tags.has('x'), windows: tags.has('windoku'), cages });
  const valid = checkPuzzleRules(F, rules);
  if (!valid.ok) return { ok: false, error: { ...valid.error, format: F } };
  return ok({ rules, givens: givens.value });
}

function parseCages(grid: string, sums: string, size: number, gridAt: number, sumsAt: number): Result<Cage[], FormatError> {
  const n = size * size;
  const chars = Array.from(grid);
  if (chars.length !== n) return fail(F, 'bad-length', `cage grid: ${chars.length} labels, expected ${n} (${size}x${size})`, { offset: gridAt });
  const order = new Map<string, number>();
  const cells: number[][] = [];
  for (let i = 0; i < n; i++) {
    const ch = chars[i];
    if (ch === '.') continue;
    if (ch === ',') return fail(F, 'bad-character', `cage grid: ',' at ${cellName(i, size)} is not a cage label`, { offset: gridAt + i, cell: cellAt(i, size) });
    let k = order.get(ch);
    if (k === undefined) {
      order.set(ch, (k = order.size));
      cells.push([]);
    }
    cells[k].push(i);
  }
  const list = sums === '' ? [] : sums.split(',');
  if (list.length !== cells.length) {
    return fail(F, 'bad-cage', `${list.length} sums for ${cells.length} cages (one sum per cage label, in order of first appearance)`, { offset: sumsAt });
  }
  const cages: Cage[] = [];
  let at = sumsAt;
  for (let k = 0; k < list.length; k++) {
    const s = list[k];
    if (!/^[1-9]\d{0,3}$/.test(s)) {
      const label = [...order.keys()][k];
      return fail(F, 'bad-cage', `sum ${JSON.stringify(s)} of cage ${showChar(label)} is not a positive whole number`, { offset: at });
    }
    cages.push({ sum: Number(s), cells: cells[k] });
    at += s.length + 1;
  }
  return ok(cages);
}

/**
 * The compact line for a puzzle. Classic puzzles come out as plain lines. Fails only for
 * cages the cage grid cannot draw: more than 91 cages, or two cages sharing a cell.
 */
export function makeCompact(puzzle: Puzzle): Result<string, FormatError> {
  const { rules } = puzzle;
  const size = sizeOf(rules);
  const tags: string[] = [];
  if (size !== 9) tags.push(String(size));
  if (rules.regions) tags.push('jigsaw');
  if (rules.diagonals) tags.push('x');
  if (rules.windows) tags.push('windoku');
  const cages = rules.cages ?? [];
  if (cages.length > 0) tags.push('killer');
  const givens = makeCells(puzzle.givens);
  if (tags.length === 0 || (tags.length === 1 && size !== 9)) return ok(givens);
  const parts = [tags.join('+'), givens];
  if (rules.regions) parts.push(makeRegionLabels(rules.regions));
  if (cages.length > 0) {
    if (cages.length > CAGE_LABELS.length) return fail(F, 'unrepresentable', `${cages.length} cages: the compact form labels at most ${CAGE_LABELS.length}; use JSON`);
    const owner = new Int32Array(size * size).fill(-1);
    for (let k = 0; k < cages.length; k++) {
      for (const c of cages[k].cells) {
        if (owner[c] >= 0) return fail(F, 'unrepresentable', `cages ${owner[c] + 1} and ${k + 1} share ${cellName(c, size)}: a cage grid cannot draw that; use JSON`);
        owner[c] = k;
      }
    }
    // labels and sums in order of first appearance, so the line does not depend on cage order
    const label = new Map<number, string>();
    const sums: number[] = [];
    let grid = '';
    for (let i = 0; i < owner.length; i++) {
      const k = owner[i];
      if (k < 0) {
        grid += '.';
        continue;
      }
      let l = label.get(k);
      if (l === undefined) {
        label.set(k, (l = CAGE_LABELS[label.size]));
        sums.push(cages[k].sum);
      }
      grid += l;
    }
    parts.push(grid, sums.join(','));
  }
  return ok(parts.join(':'));
}

export { DIGIT_CHARS };
