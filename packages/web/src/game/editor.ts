/**
 * The puzzle editor's kinds (issue 29): the variants whose rules need nothing drawn by hand —
 * classic, X, Windoku, Mini 4x4 and 6x6, Giant 16x16 — so a player types only the givens.
 * (Jigsaw regions and killer cages are pasted or linked for now.) Each kind's rules, and the
 * text a typed puzzle is played from (the classic line, else the compact form the paste reads).
 */
import { type Rules, makeLine } from 'sudokit';
import { makeCompact } from 'sudokit/formats';
import { type VariantId, variantInfo } from './variants.js';

export type EditorKind = Extract<VariantId, 'classic' | 'x' | 'windoku' | 'mini4' | 'mini6' | 'giant16'>;

export const EDITOR_KINDS: readonly EditorKind[] = ['classic', 'x', 'windoku', 'mini4', 'mini6', 'giant16'];

export const isEditorKind = (x: unknown): x is EditorKind => EDITOR_KINDS.includes(x as EditorKind);

/** The kind's rules; none for classic 9x9 (a classic game has no rules). */
export function editorRules(kind: EditorKind): Rules | undefined {
  const info = variantInfo(kind)!;
  if (kind === 'classic') return undefined;
  return { size: info.size, ...(info.engine === 'x' ? { diagonals: true } : {}), ...(info.engine === 'windoku' ? { windows: true } : {}) };
}

/** The typed clues as a puzzle text the game's paste reads (checkPuzzle). */
export function editorText(kind: EditorKind, givens: Uint8Array): string {
  const rules = editorRules(kind);
  if (!rules) return makeLine(givens);
  const c = makeCompact({ rules, givens });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}
