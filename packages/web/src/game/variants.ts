/**
 * The variants a new game offers (issue 29), in menu order: what each is called, the engine's
 * generator and size behind it, and the levels it comes in (the variant technique solver's
 * levels, easy..extreme; see the engine's logic/variant/ladder.ts). Classic 9x9 keeps the
 * player levels of the classic game (ui/tiers.ts) and is listed here only for the menu.
 */
import type { GridSize, Rules, VariantLevel, VariantName } from 'sudokit';

export type VariantId = 'classic' | 'killer' | 'jigsaw' | 'x' | 'windoku' | 'mini4' | 'mini6' | 'giant16';

export interface VariantInfo {
  id: VariantId;
  /** The menu's name. */
  label: string;
  /** One line under the name. */
  blurb: string;
  engine: VariantName;
  size: GridSize;
  /**
   * The levels offered, easiest first (classic: its own player levels instead): those the
   * generator reaches often enough to make on a device (scripts/make-variant-pack.ts, 80 seeds a
   * level: X hard 3 and expert 2, windoku expert 3, 6x6 medium 0 were left out). Killer expert
   * and extreme come from the engine's generation to a level (worker/variantPuzzles.ts).
   */
  levels: readonly VariantLevel[];
}

export const VARIANTS: readonly VariantInfo[] = [
  { id: 'classic', label: 'Classic', blurb: '9×9, rows, columns and boxes', engine: 'classic', size: 9, levels: [] },
  { id: 'killer', label: 'Killer', blurb: 'Cages add up to their sums, no digit twice in a cage', engine: 'killer', size: 9, levels: ['easy', 'medium', 'hard', 'expert', 'extreme'] },
  { id: 'jigsaw', label: 'Jigsaw', blurb: 'Irregular regions instead of boxes', engine: 'jigsaw', size: 9, levels: ['easy', 'medium', 'hard', 'expert', 'extreme'] },
  { id: 'x', label: 'X', blurb: 'Both diagonals hold 1-9 too', engine: 'x', size: 9, levels: ['easy', 'medium', 'hard', 'expert', 'extreme'] },
  { id: 'windoku', label: 'Windoku', blurb: 'Four shaded windows hold 1-9 too', engine: 'windoku', size: 9, levels: ['easy', 'medium', 'hard', 'expert', 'extreme'] },
  { id: 'mini4', label: 'Mini 4×4', blurb: 'Digits 1-4, for children and beginners', engine: 'classic', size: 4, levels: ['easy'] },
  { id: 'mini6', label: 'Mini 6×6', blurb: 'Digits 1-6, boxes of 2×3', engine: 'classic', size: 6, levels: ['easy'] },
  { id: 'giant16', label: 'Giant 16×16', blurb: 'Digits 1-16, boxes of 4×4', engine: 'classic', size: 16, levels: ['easy', 'medium', 'hard', 'expert'] },
];

export function variantInfo(id: string | undefined): VariantInfo | undefined {
  return VARIANTS.find((v) => v.id === id);
}

export const isVariantId = (x: unknown): x is VariantId => typeof x === 'string' && VARIANTS.some((v) => v.id === x);

/**
 * The menu's variant whose puzzles have these rules (a pasted or linked puzzle, a record played
 * again), or undefined when none does (a 6x6 killer, a jigsaw X, ...: shown as "Variant").
 */
export function variantOfRules(rules: Rules | undefined): VariantId | undefined {
  if (!rules) return 'classic';
  const size = rules.size ?? 9;
  const kinds = [rules.regions ? 'regions' : '', rules.diagonals ? 'diagonals' : '', rules.windows ? 'windows' : '', rules.cages?.length ? 'cages' : ''].filter(Boolean);
  if (kinds.length > 1) return undefined;
  const engine = { regions: 'jigsaw', diagonals: 'x', windows: 'windoku', cages: 'killer' }[kinds[0] ?? ''] ?? 'classic';
  return VARIANTS.find((v) => v.id !== 'classic' && v.engine === engine && v.size === size)?.id;
}

/** "Killer · Hard", "Mini 4×4 · Easy". */
export function variantLabel(id: string | undefined): string {
  return variantInfo(id)?.label ?? (id === 'other' ? 'Variant' : 'Classic');
}
