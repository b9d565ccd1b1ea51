import type { Candidates } from '../candidates.js';
import type { Step } from '../step.js';

export function findAlignedPairExclusion(_g: Candidates): Step | null {
  return null;
}
