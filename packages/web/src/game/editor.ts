/**
 * The puzzle editor's kinds (issue 29): classic, X, Windoku, Mini 4x4 and 6x6, Giant 16x16 —
 * whose rules need nothing drawn, so a player types only the givens — and Killer 9x9, whose
 * cages are drawn (editorCages.ts). (Jigsaw regions are pasted or linked for now.) Each kind's
 * rules, and the text a typed puzzle is played from (the classic line, else the compact form).
 */
import { type Rules, makeLine } from 'sudokit';
import { makeCompact } from 'sudokit/formats';
import { type VariantId, variantInfo } from './variants.js';
import { type CageDraft, EMPTY_CAGES } from './editorCages.js';

export type EditorKind = Extract<VariantId, 'classic' | 'x' | 'windoku' | 'killer' | 'mini4' | 'mini6' | 'giant16'>;

export const EDITOR_KINDS: readonly EditorKind[] = ['classic', 'x', 'windoku', 'killer', 'mini4', 'mini6', 'giant16'];

export const isEditorKind = (x: unknown): x is EditorKind => EDITOR_KINDS.includes(x as EditorKind);

/** The kind's rules (a killer's with the cages drawn so far); none for classic 9x9 (a classic game has no rules). */
export function editorRules(kind: EditorKind, draft: CageDraft = EMPTY_CAGES): Rules | undefined {
  const info = variantInfo(kind)!;
  if (kind === 'classic') return undefined;
  if (kind === 'killer') return draft.cages.length ? { size: 9, cages: draft.cages } : undefined;
  return { size: info.size, ...(info.engine === 'x' ? { diagonals: true } : {}), ...(info.engine === 'windoku' ? { windows: true } : {}) };
}

/** The typed clues as a puzzle text the game's paste reads (checkPuzzle). */
export function editorText(kind: EditorKind, givens: Uint8Array, draft: CageDraft = EMPTY_CAGES): string {
  const rules = editorRules(kind, draft);
  if (!rules) return makeLine(givens);
  const c = makeCompact({ rules, givens });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}
