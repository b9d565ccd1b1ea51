/**
 * The grid: an ARIA grid of 81 cells with roving focus. It renders what it is given (values,
 * notes, colours, highlights); which cells to highlight is decided by the caller from the engine.
 */
import { useEffect, useRef } from 'preact/hooks';
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
  onSelect(cell: number, how: SelectHow): void;
  /** Keys pressed on a cell (also reach the window; the page handles each key once). */
  onKey(e: KeyboardEvent): void;
}

export function DigitGlyph({ digit, style }: { digit: number; style: DigitStyle }) {
  if (style === 'digits') return <>{digit}</>;
  return (
    <svg class="glyph" viewBox="0 0 24 24" aria-hidden="true">
      <path d={SHAPES[digit - 1]} fill={PALETTE[digit - 1].colour} fill-rule="evenodd" />
    </svg>
  );
}

// Corner notes fill the corners first, then the edges, as Sudoku Pad places them; or, fixed,
// each digit in its own place of a 3×3 (1 top left, 9 bottom right), as sudoku.com does.
const CORNER_SLOTS = ['tl', 'tr', 'bl', 'br', 'tc', 'bc', 'ml', 'mr', 'mc'];
const FIXED_SLOTS = ['tl', 'tc', 'tr', 'ml', 'mc', 'mr', 'bl', 'bc', 'br'];

export function cellLabel(board: BoardState, cell: number): string {
  const row = Math.floor(cell / 9) + 1;
  const col = (cell % 9) + 1;
  const parts = [`Row ${row}, column ${col}`];
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

export function Board({ board, marks, digitStyle, hidden, fixedNotes, solved, onSelect, onKey }: BoardProps) {
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
  for (let r = 0; r < 9; r++) {
    const cells = [];
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
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
      if (c % 3 === 2 && c < 8) classes.push('box-right');
      if (r % 3 === 2 && r < 8) classes.push('box-bottom');
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
          {hidden ? null : digit ? (
            <span class="value">
              <DigitGlyph digit={digit} style={digitStyle} />
            </span>
          ) : (
            <>
              {maskDigits(board.corner[i]).map((d, k) => (
                <span key={`c${d}`} class={`corner ${fixedNotes ? FIXED_SLOTS[d - 1] : CORNER_SLOTS[k]}${eliminated.includes(d) ? ' struck' : d === marks.focusDigit ? ' note-hit' : ''}`}>
                  <DigitGlyph digit={d} style={digitStyle} />
                </span>
              ))}
              {board.centre[i] ? (
                <span class={`centre n${maskDigits(board.centre[i]).length}`}>
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
    <div ref={ref} role="grid" aria-label="Sudoku grid" aria-multiselectable="true" class={`board${hidden ? ' hidden' : ''}${solved ? ' solved' : ''}`} onPointerMove={onPointerMove}>
      {rows}
    </div>
  );
}
