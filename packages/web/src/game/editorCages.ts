/**
 * The puzzle editor's killer cages (issue 29): the cages drawn so far, changed only by small
 * serialisable actions. A new cage is checked by the engine's rules validation (cells, overlap,
 * a reachable sum) beside the cages already made, plus that its cells touch side by side (the
 * engine accepts any cell set; a killer's cage is drawn as one shape). Errors come back as a code
 * and one line in the player's words, never a throw.
 */
import { type Cage, checkRules } from 'sudokit';

/** The cages so far (each one accepted by the engine with the others). */
export interface CageDraft {
  readonly cages: readonly Cage[];
}

export const EMPTY_CAGES: CageDraft = Object.freeze({ cages: Object.freeze([]) as readonly Cage[] });

export type CageAction =
  | { type: 'add-cage'; cells: readonly number[]; sum: number }
  /** Removes the cage holding this cell (nothing when none does). */
  | { type: 'remove-cage'; cell: number }
  | { type: 'clear-cages' };

export type CageEditErrorCode = 'no-cells' | 'no-sum' | 'not-connected' | 'overlap' | 'too-large' | 'impossible-sum' | 'bad-cage';

export interface CageEditError {
  code: CageEditErrorCode;
  message: string;
}

export type CageEdit = { ok: true; draft: CageDraft } | { ok: false; error: CageEditError };

const SIZE = 9;

function connected(cells: readonly number[]): boolean {
  const set = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    const c = stack.pop()!;
    const col = c % SIZE;
    for (const n of [c - SIZE, c + SIZE, col > 0 ? c - 1 : -1, col < SIZE - 1 ? c + 1 : -1]) {
      if (set.has(n) && !seen.has(n)) { seen.add(n); stack.push(n); }
    }
  }
  return seen.size === set.size;
}

const fail = (code: CageEditErrorCode, message: string): CageEdit => ({ ok: false, error: { code, message } });

/** The draft after one action, or why the action is refused (the draft is never changed in place). */
export function applyCageAction(draft: CageDraft, action: CageAction): CageEdit {
  if (action.type === 'clear-cages') return { ok: true, draft: EMPTY_CAGES };
  if (action.type === 'remove-cage') {
    const cages = draft.cages.filter((c) => !c.cells.includes(action.cell));
    return { ok: true, draft: cages.length === draft.cages.length ? draft : { cages } };
  }
  const cells = [...new Set(action.cells)].sort((a, b) => a - b);
  if (!cells.length) return fail('no-cells', 'Select the cells of the cage first.');
  if (!Number.isInteger(action.sum) || action.sum <= 0) return fail('no-sum', 'Type the sum of the cage (a whole number), then make the cage.');
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= SIZE * SIZE)) return fail('bad-cage', 'Those cells are not on the grid.');
  if (!connected(cells)) return fail('not-connected', "A cage's cells must touch side by side: these are in separate pieces.");
  const cages: Cage[] = [...draft.cages, { sum: action.sum, cells }];
  const checked = checkRules({ size: SIZE, cages });
  if (checked.ok) return { ok: true, draft: { cages } };
  // The engine's typed error, told in the player's words (its own line names indices and codes).
  const e = checked.error;
  const k = cells.length;
  switch (e.code) {
    case 'cage-overlap':
      return fail('overlap', `${e.cell ? `Row ${e.cell.row}, column ${e.cell.column}` : 'A cell'} is already in a cage. Remove that cage first, or leave the cell out.`);
    case 'cage-too-large':
      return fail('too-large', `A cage holds at most ${SIZE} cells (no digit twice in a cage); this one has ${k}.`);
    case 'cage-sum': {
      const range = /add up to (\d+-\d+)/.exec(e.message)?.[1]?.replace('-', ' to ');
      return fail('impossible-sum', `${k} different digit${k > 1 ? 's' : ''} cannot add up to ${action.sum}${range ? `: they make ${range}` : ''}.`);
    }
    default:
      return fail('bad-cage', `This cage cannot be made: ${e.message}.`);
  }
}

/** The index of the cage holding a cell, or -1. */
export function cageAt(draft: CageDraft, cell: number): number {
  return draft.cages.findIndex((c) => c.cells.includes(cell));
}
