/**
 * A deterministic effort meter for the chain searches. Every potential a chain search
 * follows costs one unit (a call of the nested rules costs more: nested.ts); a search that
 * would go past the limit stops by throwing EffortExceeded. Counting work rather than reading
 * the clock keeps a bounded rating the same on every machine and every run.
 */
export const effort = { used: 0, limit: Infinity };

export class EffortExceeded extends Error {
  constructor() {
    super('the search went past its effort budget');
    this.name = 'EffortExceeded';
  }
}

/** Spend `units` (hot: chain-engine spends one per potential it expands). */
export function spend(units = 1): void {
  if ((effort.used += units) > effort.limit) throw new EffortExceeded();
}

/**
 * Run `fn` with at most `budget` units; an unbounded budget (the default) never stops it.
 * Budgets do not nest: an inner call replaces the outer limit for its duration.
 */
export function withEffort<T>(budget: number, fn: () => T): T {
  const saved = { used: effort.used, limit: effort.limit };
  effort.used = 0;
  effort.limit = budget;
  try {
    return fn();
  } finally {
    effort.used = saved.used;
    effort.limit = saved.limit;
  }
}
