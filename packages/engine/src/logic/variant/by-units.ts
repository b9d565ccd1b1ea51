/**
 * Tables that depend on the units alone (houses, unit overlaps, fish tables), shared between
 * compiled rules with the same units: a killer generator compiles a new layout for every merge
 * it tries, all with the same rows, columns and boxes, and rebuilding these each time was a few
 * percent of its time. The units are fixed by the size, the jigsaw regions, diagonals and
 * windows (compile.ts builds them from those alone). Readers never change what they get.
 */
import type { CompiledRules } from '../../rules/compile.js';

const KEYS_MAX = 64; // jigsaw regions give a key per layout: bounded, cleared when full
const shared = new Map<string, Map<string, unknown>>();
const keyOf = new WeakMap<CompiledRules, string>();

function unitsKey(rules: CompiledRules): string {
  let k = keyOf.get(rules);
  if (k === undefined) {
    const r = rules.rules;
    k = `${rules.size}/${r.diagonals ? 1 : 0}/${r.windows ? 1 : 0}/${r.regions ? Array.from(r.regions).join(',') : ''}`;
    keyOf.set(rules, k);
  }
  return k;
}

/** The table named `name` for these rules' units, built by `build` the first time those units are met. */
export function byUnits<T>(rules: CompiledRules, name: string, build: (rules: CompiledRules) => T): T {
  const key = unitsKey(rules);
  let tables = shared.get(key);
  if (!tables) {
    if (shared.size >= KEYS_MAX) shared.clear();
    shared.set(key, (tables = new Map()));
  }
  if (tables.has(name)) return tables.get(name) as T;
  const t = build(rules);
  tables.set(name, t);
  return t;
}
