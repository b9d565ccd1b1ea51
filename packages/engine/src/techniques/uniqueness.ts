import type { Candidates } from '../candidates.js';
import type { Step } from '../step.js';

export function findUniqueLoop(_g: Candidates): Step | null {
  return null;
}
