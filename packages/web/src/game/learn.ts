/**
 * Progress per technique in Learn mode (ui/learn/): how many practice puzzles the player finished, and how
 * many without a hint. Kept in localStorage beside the player's other data (storage.ts KEYS.learn)
 * and carried by export/import (game/backup.ts), where two records merge by taking the larger
 * counts (an import adds, never loses). Small: it is in the first load (the hint panel and
 * solved dialog read it); the lessons themselves load on demand.
 */
export interface TechniqueProgress {
  practised: number;
  solvedWithoutHints: number;
}
export type LearnProgress = Record<string, TechniqueProgress>;

export const LEARN_FORMAT = 'sudokit-learn';
export const LEARN_VERSION = 1;

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? v : 0);

/** Reads a progress document (or its `techniques` object); anything unreadable counts as none. */
export function parseLearnProgress(text: string | null): LearnProgress {
  if (!text) return {};
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return {};
  }
  const d = doc as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || d.format !== LEARN_FORMAT || typeof d.techniques !== 'object' || d.techniques === null) return {};
  const out: LearnProgress = {};
  for (const [id, v] of Object.entries(d.techniques as Record<string, unknown>)) {
    if (!/^[a-z0-9-]{1,40}$/.test(id) || typeof v !== 'object' || v === null) continue;
    const r = v as Record<string, unknown>;
    out[id] = { practised: count(r.practised), solvedWithoutHints: Math.min(count(r.solvedWithoutHints), count(r.practised)) };
  }
  return out;
}

export function makeLearnProgress(p: LearnProgress): string {
  return JSON.stringify({ format: LEARN_FORMAT, version: LEARN_VERSION, techniques: p });
}

/** A practice puzzle finished: practised, and solved without hints when no hint was taken. */
export function recordPractice(p: LearnProgress, id: string, hints: number): LearnProgress {
  const was = p[id] ?? { practised: 0, solvedWithoutHints: 0 };
  return { ...p, [id]: { practised: was.practised + 1, solvedWithoutHints: was.solvedWithoutHints + (hints === 0 ? 1 : 0) } };
}

/** An import adds: per technique, the larger of each count. */
export function mergeLearnProgress(a: LearnProgress, b: LearnProgress): LearnProgress {
  const out: LearnProgress = { ...a };
  for (const [id, v] of Object.entries(b)) {
    const w = out[id] ?? { practised: 0, solvedWithoutHints: 0 };
    out[id] = { practised: Math.max(w.practised, v.practised), solvedWithoutHints: Math.max(w.solvedWithoutHints, v.solvedWithoutHints) };
  }
  return out;
}

/** The puzzle being practised and its technique (this page load only). */
let practice: { puzzle: string; id: string } | null = null;
const digitsOf = (puzzle: string) => puzzle.replace(/[^1-9]/g, '.');
export function startPractice(puzzle: string, id: string): void {
  practice = id ? { puzzle: digitsOf(puzzle), id } : null;
}
/** The technique a solved puzzle was practising, if it was a practice puzzle. */
export function practiceOf(puzzle: string): string | undefined {
  return practice && practice.puzzle === digitsOf(puzzle) ? practice.id : undefined;
}

/** How long the worker searches for a new practice puzzle before it makes a checked copy (game/practice.ts). */
export const PRACTICE_MS = 5000;
/** How long that copy may take; after both, the page takes the lesson's stored puzzle. */
export const PRACTICE_COPY_MS = 3000;

/**
 * Techniques the hints named while playing a puzzle (this page load only), by player technique
 * name as the hint gives it: the Solved dialog suggests the lesson of the one hinted most.
 */
const hinted = new Map<string, string[]>();
const counted = new WeakSet<object>();
/** A hint named `technique` while playing `puzzle`; `hint` (the hint itself) counts once however many rungs are shown. */
export function noteHint(puzzle: string, technique: string, hint: object): void {
  if (counted.has(hint)) return;
  counted.add(hint);
  const key = digitsOf(puzzle);
  hinted.set(key, [...(hinted.get(key) ?? []), technique].slice(-50));
}

/**
 * The lesson to suggest after solving `puzzle`: the technique the hints named most often (the
 * later one on a tie: usually the harder), mapped to a lesson id by `lessonOf` (findTechnique,
 * passed in so this module stays free of the engine); undefined without such hints.
 */
export function hintedLesson(puzzle: string, lessonOf: (technique: string) => string | undefined): string | undefined {
  const counts = new Map<string, number>();
  for (const t of hinted.get(digitsOf(puzzle)) ?? []) {
    const id = lessonOf(t);
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  let best: string | undefined;
  let most = 0;
  for (const [id, n] of counts) if (n >= most) [best, most] = [id, n];
  return best;
}
