/** The shape of technique test vectors (a position before SE's step, and what the step does). */
import { parseLine } from '../grid.js';
import { Candidates } from '../candidates.js';
import { parseMarks } from '../hint.js';

export interface TechniqueVector {
  name: string;
  /** Where the position comes from (an SE path step, or a constructed grid). */
  source: string;
  /** The placed digits, line format. */
  digits: string;
  /** The candidates, 729-character marks format. */
  marks: string;
  rating: number;
  /** The expected effect in se_paths.txt notation. */
  effect: string;
}

/** The candidate grid of a vector. */
export function stateOf(v: TechniqueVector): Candidates {
  const digits = parseLine(v.digits);
  const marks = parseMarks(v.marks);
  if (!digits.ok || !marks.ok) throw new Error(`bad vector ${v.source}`);
  return Candidates.fromMarks(digits.value, marks.value);
}
