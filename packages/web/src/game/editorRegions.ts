/**
 * The puzzle editor's jigsaw regions (issue 29): each cell's region, painted by small serialisable
 * actions, starting from the usual boxes. Painting never fails (a half-painted grid is normal);
 * whether the regions make a puzzle is the engine's rules validation (nine connected regions of
 * nine cells), its typed error told in the player's words.
 */
import { boxRegions, checkRules } from 'sudokit';

/** Each cell's region, 0-8, row-major (81 entries). */
export interface RegionDraft {
  readonly regions: readonly number[];
}

export const BOX_REGIONS: RegionDraft = Object.freeze({ regions: Object.freeze(boxRegions(9)) });

export type RegionAction =
  /** The cells join region `region` (0-8; shown to players as 1-9). */
  | { type: 'paint'; cells: readonly number[]; region: number }
  | { type: 'reset-regions' };

export type RegionProblemCode = 'region-size' | 'region-disconnected' | 'bad-regions';

export interface RegionProblem {
  code: RegionProblemCode;
  message: string;
}

/** The draft after one action (cells off the grid and regions past 0-8 are left out; the draft is never changed in place). */
export function applyRegionAction(draft: RegionDraft, action: RegionAction): RegionDraft {
  if (action.type === 'reset-regions') return BOX_REGIONS;
  if (!Number.isInteger(action.region) || action.region < 0 || action.region > 8) return draft;
  const next = draft.regions.slice();
  let changed = false;
  for (const c of action.cells) {
    if (Number.isInteger(c) && c >= 0 && c < 81 && next[c] !== action.region) { next[c] = action.region; changed = true; }
  }
  return changed ? { regions: next } : draft;
}

/** Why the regions do not make a jigsaw yet (the engine's check), or null when they do. */
export function regionProblem(draft: RegionDraft): RegionProblem | null {
  const r = checkRules({ size: 9, regions: draft.regions });
  if (r.ok) return null;
  const e = r.error;
  const name = e.region !== undefined ? `Region ${e.region + 1}` : 'A region';
  const at = e.cell ? `row ${e.cell.row}, column ${e.cell.column}` : 'a cell';
  if (e.code === 'region-size') {
    const n = draft.regions.filter((x) => x === e.region).length;
    return { code: 'region-size', message: `${name} has ${n} cell${n === 1 ? '' : 's'}; each region needs exactly 9.` };
  }
  if (e.code === 'region-disconnected') return { code: 'region-disconnected', message: `${name} is in pieces: ${at} is cut off from the rest. A region's cells must touch side by side.` };
  return { code: 'bad-regions', message: `These regions cannot be used: ${e.message}.` };
}
