/**
 * The grid: an ARIA grid of 81 cells with roving focus. It renders what it is given (values,
 * notes, colours, highlights); which cells to highlight is decided by the caller from the engine.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { areaBorders, cellOutline, colourAreas, sumCell } from 'sudokit';
import type { Geometry } from '../game/geometry.js';
import type { Board as BoardState } from '../game/board.js';
import { maskDigits } from '../game/board.js';
import type { DigitStyle } from '../game/settings.js';
import { PALETTE, SHAPES, swatch } from './palette.js';

export type SelectHow = 'replace' | 'add' | 'toggle';

export interface BoardMarks {
  /** The cursor: the cell the keyboard moves from. */
  selected: number;
  /** Every selected cell (the cursor and any added by Shift/Ctrl-click, drag or Shift+arrows). */
  selection: Set<number>;
  /** Same row, column or box as the selection. */
  peers: Set<number>;
  /** Holds the selected digit. */
  sameDigit: Set<number>;
  /** Shown as errors: rule conflicts, or digits that differ from the solution, per the setting. */
  errors: Set<number>;
  /** Cells a hint points at, and the cells of the hint's pattern. */
  hintFocus: Set<number>;
  hintPattern: Set<number>;
  /** Candidates a hint removes / the digit it places, drawn over the notes. */
  hintEliminations: Map<number, number[]>;
  hintPlacements: Map<number, number>;
  /** The digit in the selected cell: shown in notes too. */
  focusDigit: number;
  /** Givens that a player's digit clashes with (rule conflicts shown). */
  clashes: Set<number>;
}

interface BoardProps {
  board: BoardState;
  marks: BoardMarks;
  digitStyle: DigitStyle;
  hidden: boolean;
  /** Corner notes in fixed 3×3 places rather than packed into the corners. */
  fixedNotes?: boolean;
  /** Plays the little wave of the solved moment. */
  solved?: boolean;
  /** Soft four-colour tints behind killer cages (and jigsaw regions without cages). */
  tints?: boolean;
  onSelect(cell: number, how: SelectHow): void;
  /** Keys pressed on a cell (also reach the window; the page handles each key once). */
  onKey(e: KeyboardEvent): void;
}

export function DigitGlyph({ digit, style }: { digit: number; style: DigitStyle }) {
  // Past 9 (16x16) digits stay numbers, 10-16 (not letters: players misread letters against cage sums).
  if (style === 'digits' || digit > 9) return <>{digit}</>;
  return (
    <svg class="glyph" viewBox="0 0 24 24" aria-hidden="true">
      <path d={SHAPES[digit - 1]} fill={PALETTE[digit - 1].colour} fill-rule="evenodd" />
    </svg>
  );
}

// Corner notes fill the corners first, then the edges, as Sudoku Pad places them; or, fixed,
// each digit in its own place of a 3×3 (1 top left, 9 bottom right), as sudoku.com does.
const CORNER_SLOTS = ['tl', 'tr', 'bl', 'br', 'tc', 'bc', 'ml', 'mr', 'mc'];
/** In a cell holding a cage's sum (top left), corner notes start elsewhere: the sum is never covered. */
const SUM_CELL_SLOTS = ['tr', 'bl', 'br', 'bc', 'mr', 'ml', 'tc', 'mc'];
const FIXED_SLOTS = ['tl', 'tc', 'tr', 'ml', 'mc', 'mr', 'bl', 'bc', 'br'];

/** "cage 15, 3 cells", "region 4", "window 2", "on the main diagonal": what a variant adds to a cell's name. */
export function variantWords(geo: Geometry, cell: number): string[] {
  if (geo.classic) return [];
  const { compiled } = geo;
  const out: string[] = [];
  const k = compiled.cageOf[cell];
  if (k >= 0) out.push(`cage ${compiled.cages[k].sum}, ${compiled.cages[k].cells.length} cell${compiled.cages[k].cells.length > 1 ? 's' : ''}`);
  for (const u of compiled.unitsOf[cell]) {
    const unit = compiled.units[u];
    if (unit.kind === 'region') out.push(`region ${compiled.regionOf[cell] + 1}`);
    else if (unit.kind === 'box' && geo.size !== 9) out.push(`box ${compiled.regionOf[cell] + 1}`);
    else if (unit.kind === 'window') out.push(unit.name);
    else if (unit.kind === 'diagonal') out.push(`on ${unit.name}`);
  }
  return out;
}

export function cellLabel(board: BoardState, cell: number): string {
  const size = board.geo.size;
  const row = Math.floor(cell / size) + 1;
  const col = (cell % size) + 1;
  const parts = [`Row ${row}, column ${col}`, ...variantWords(board.geo, cell)];
  const given = board.givens[cell];
  const digit = given || board.digits[cell];
  if (given) parts.push(`value ${given}, given`);
  else if (digit) parts.push(`value ${digit}`);
  else {
    parts.push('empty');
    const corner = maskDigits(board.corner[cell]);
    const centre = maskDigits(board.centre[cell]);
    if (corner.length) parts.push(`corner notes ${corner.join(' ')}`);
    if (centre.length) parts.push(`centre notes ${centre.join(' ')}`);
  }
  if (board.colours[cell]) parts.push(`coloured ${swatch(board.colours[cell]).name}`);
  return parts.join(', ');
}

/** What the board draws for a geometry, worked out once per puzzle: borders, cages, windows, tints. */
interface Drawing {
  right: Set<number>;
  bottom: Set<number>;
  /** Cell -> its cage's sum, in the cage's top-left cell. */
  sums: Map<number, number>;
  cagePaths: string[];
  windows: Set<number>;
  diagonals: boolean;
  /** Cell -> tint index (0-3). */
  tint: Map<number, number>;
}

function drawingOf(geo: Geometry, tints: boolean): Drawing {
  const n = geo.size;
  const { compiled } = geo;
  const right = new Set<number>();
  const bottom = new Set<number>();
  for (const seg of areaBorders(compiled.regionOf, n)) {
    if (seg.x1 === seg.x2) right.add(seg.y1 * n + seg.x1 - 1);
    else bottom.add((seg.y1 - 1) * n + seg.x1);
  }
  const sums = new Map<number, number>();
  const cagePaths: string[] = [];
  for (const cage of compiled.cages) {
    sums.set(sumCell(cage.cells), cage.sum);
    for (const loop of cellOutline(cage.cells, n, 0.09)) cagePaths.push(`M${loop.map((p) => `${p.x} ${p.y}`).join('L')}Z`);
  }
  const windows = new Set<number>();
  for (const u of compiled.units) if (u.kind === 'window') for (const c of u.cells) windows.add(c);
  const tint = new Map<number, number>();
  const areas = compiled.cages.length ? compiled.cages.map((c) => c.cells) : geo.rules.regions ? compiled.units.filter((u) => u.kind === 'region').map((u) => u.cells) : [];
  if (tints && areas.length) colourAreas(areas, n, 4).forEach((k, i) => { for (const c of areas[i]) tint.set(c, k); });
  return { right, bottom, sums, cagePaths, windows, diagonals: !!geo.rules.diagonals, tint };
}

export function Board({ board, marks, digitStyle, hidden, fixedNotes, solved, tints, onSelect, onKey }: BoardProps) {
  const geo = board.geo;
  const n = geo.size;
  const drawing = useMemo(() => drawingOf(geo, !!tints), [geo, tints]);
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  useEffect(() => {
    const stop = () => { dragging.current = false; };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => { window.removeEventListener('pointerup', stop); window.removeEventListener('pointercancel', stop); };
  }, []);
  // Dragging across cells selects them; elementFromPoint also works for touch, where the
  // pointer stays captured by the cell it started on.
  const onPointerMove = (e: PointerEvent) => {
    if (!dragging.current) return;
    const el = (document.elementFromPoint(e.clientX, e.clientY) as HTMLElement | null)?.closest('[data-cell]') as HTMLElement | null;
    if (el && ref.current?.contains(el)) onSelect(Number(el.dataset.cell), 'add');
  };
  // Keep keyboard focus on the selected cell while focus is inside the grid.
  useEffect(() => {
    const root = ref.current;
    if (!root || !root.contains(document.activeElement)) return;
    (root.querySelector(`[data-cell="${marks.selected}"]`) as HTMLElement | null)?.focus();
  }, [marks.selected]);

  const rows = [];
  for (let r = 0; r < n; r++) {
    const cells = [];
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const given = board.givens[i];
      const digit = given || board.digits[i];
      const classes = ['cell'];
      if (given) classes.push('given');
      else if (digit) classes.push('entered');
      const isSelected = marks.selection.has(i);
      if (isSelected) classes.push('selected');
      else if (marks.sameDigit.has(i)) classes.push('same');
      else if (marks.peers.has(i)) classes.push('peer');
      if (marks.errors.has(i)) classes.push('error');
      if (marks.clashes.has(i)) classes.push('clash');
      if (marks.hintFocus.has(i)) classes.push('hint-focus');
      if (marks.hintPattern.has(i)) classes.push('hint-pattern');
      if (drawing.right.has(i)) classes.push('box-right');
      if (drawing.bottom.has(i)) classes.push('box-bottom');
      if (drawing.windows.has(i)) classes.push('window');
      if (tints && drawing.tint.has(i)) classes.push(`tint${drawing.tint.get(i)}`);
      const sum = drawing.sums.get(i);
      if (sum !== undefined) classes.push('has-sum');
      const colour = board.colours[i];
      const eliminated = marks.hintEliminations.get(i) ?? [];
      const placed = marks.hintPlacements.get(i);
      cells.push(
        <div
          key={i}
          role="gridcell"
          class={classes.join(' ')}
          data-cell={i}
          style={solved ? { animationDelay: `${(r + c) * 35}ms` } : undefined}
          tabIndex={i === marks.selected ? 0 : -1}
          aria-selected={isSelected}
          aria-readonly={given ? true : undefined}
          aria-invalid={marks.errors.has(i) ? true : undefined}
          aria-label={hidden ? `Row ${r + 1}, column ${c + 1}, hidden while paused` : cellLabel(board, i) + (marks.clashes.has(i) ? ', clashes with a digit you placed' : '')}
          onPointerDown={(e) => {
            onSelect(i, e.shiftKey ? 'add' : e.ctrlKey || e.metaKey ? 'toggle' : 'replace');
            dragging.current = true;
            (e.currentTarget as HTMLElement).focus();
          }}
          // Clicks without a pointer (assistive tech, element.click()) select too.
          onClick={(e) => { if (e.detail === 0) { onSelect(i, 'replace'); (e.currentTarget as HTMLElement).focus(); } }}
          onKeyDown={onKey}
        >
          {colour ? <span class="fill" style={{ background: swatch(colour).colour }} /> : null}
          {sum !== undefined ? <span class="cage-sum" aria-hidden="true">{sum}</span> : null}
          {hidden ? null : digit ? (
            <span class="value">
              <DigitGlyph digit={digit} style={digitStyle} />
            </span>
          ) : (
            <>
              {maskDigits(board.corner[i]).map((d, k) => (
                <span key={`c${d}`} class={`corner ${fixedNotes && n <= 9 ? FIXED_SLOTS[d - 1] : (sum !== undefined ? SUM_CELL_SLOTS : CORNER_SLOTS)[k] ?? 'mc'}${eliminated.includes(d) ? ' struck' : d === marks.focusDigit ? ' note-hit' : ''}`}>
                  <DigitGlyph digit={d} style={digitStyle} />
                </span>
              ))}
              {board.centre[i] ? (
                <span class={`centre n${Math.min(9, maskDigits(board.centre[i]).length)}${maskDigits(board.centre[i]).length > 8 ? ' many' : ''}`}>
                  {maskDigits(board.centre[i]).map((d) => (
                    <span key={d} class={eliminated.includes(d) ? 'struck' : d === marks.focusDigit ? 'note-hit' : undefined}>
                      <DigitGlyph digit={d} style={digitStyle} />
                    </span>
                  ))}
                </span>
              ) : null}
              {placed ? (
                <span class="value ghost">
                  <DigitGlyph digit={placed} style={digitStyle} />
                </span>
              ) : null}
            </>
          )}
        </div>,
      );
    }
    rows.push(
      <div role="row" class="row" key={r}>
        {cells}
      </div>,
    );
  }
  return (
    <div ref={ref} role="grid" aria-label={geo.classic ? 'Sudoku grid' : `Sudoku grid, ${n} by ${n}`} aria-multiselectable="true" class={`board size${n}${hidden ? ' hidden' : ''}${solved ? ' solved' : ''}`} style={{ '--n': n }} onPointerMove={onPointerMove}>
      {rows}
      {drawing.cagePaths.length || drawing.diagonals ? (
        <svg class="board-lines" viewBox={`0 0 ${n} ${n}`} aria-hidden="true" preserveAspectRatio="none">
          {drawing.diagonals ? <path class="diagonal" d={`M0 0L${n} ${n}M${n} 0L0 ${n}`} /> : null}
          {hidden ? null : drawing.cagePaths.map((d, k) => <path key={k} class="cage" d={d} />)}
        </svg>
      ) : null}
    </div>
  );
}
