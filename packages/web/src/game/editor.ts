/**
 * The puzzle editor's kinds (issue 29): classic, X, Windoku, Mini 4x4 and 6x6, Giant 16x16 —
 * whose rules need nothing drawn, so a player types only the givens — and Killer 9x9, whose
 * cages are drawn (editorCages.ts), and Jigsaw 9x9, whose regions are painted (editorRegions.ts). Each kind's
 * rules, and the text a typed puzzle is played from (the classic line, else the compact form).
 */
import { type Rules, makeLine } from 'sudokit';
import { makeCompact } from 'sudokit/formats';
import { type VariantId, variantInfo } from './variants.js';
import type { CageDraft } from './editorCages.js';
import { type RegionDraft, regionProblem } from './editorRegions.js';

/** What is drawn in the editor: a killer's cages, a jigsaw's regions. */
export interface EditorDrawn {
  cages?: CageDraft;
  regions?: RegionDraft;
}

export type EditorKind = Extract<VariantId, 'classic' | 'x' | 'windoku' | 'killer' | 'jigsaw' | 'mini4' | 'mini6' | 'giant16'>;

export const EDITOR_KINDS: readonly EditorKind[] = ['classic', 'x', 'windoku', 'killer', 'jigsaw', 'mini4', 'mini6', 'giant16'];

export const isEditorKind = (x: unknown): x is EditorKind => EDITOR_KINDS.includes(x as EditorKind);

/**
 * The kind's rules (a killer's with the cages drawn so far, a jigsaw's with its regions once the
 * engine accepts them: until then the plain boxes, and editorProblem says why); none for classic
 * 9x9 (a classic game has no rules).
 */
export function editorRules(kind: EditorKind, drawn: EditorDrawn = {}): Rules | undefined {
  const info = variantInfo(kind)!;
  if (kind === 'classic') return undefined;
  if (kind === 'killer') return drawn.cages?.cages.length ? { size: 9, cages: drawn.cages.cages } : undefined;
  if (kind === 'jigsaw') return drawn.regions && !regionProblem(drawn.regions) ? { size: 9, regions: drawn.regions.regions } : undefined;
  return { size: info.size, ...(info.engine === 'x' ? { diagonals: true } : {}), ...(info.engine === 'windoku' ? { windows: true } : {}) };
}

/** Why what is drawn is not a puzzle's rules yet (a jigsaw's regions, in the player's words), or null. */
export function editorProblem(kind: EditorKind, drawn: EditorDrawn = {}): string | null {
  if (kind !== 'jigsaw') return null;
  return drawn.regions ? regionProblem(drawn.regions)?.message ?? null : 'Paint the regions first.';
}

/** The typed clues as a puzzle text the game's paste reads (checkPuzzle); throws while editorProblem has a reason. */
export function editorText(kind: EditorKind, givens: Uint8Array, drawn: EditorDrawn = {}): string {
  const problem = editorProblem(kind, drawn);
  if (problem) throw new Error(problem);
  const rules = editorRules(kind, drawn);
  if (!rules) return makeLine(givens);
  const c = makeCompact({ rules, givens });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}
