/**
 * Picks one fast-check seed for the whole run (FC_SEED to replay one, else random), prints it
 * once, and hands it to every test file (fast-check-seed.setup.ts), so every property of a
 * run is reproducible from one number.
 */
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number;
  }
}

export default function setup(project: TestProject): void {
  const given = process.env.FC_SEED;
  const seed = given !== undefined && given !== '' ? Number(given) : (Math.random() * 0x7fffffff) | 0;
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(given)}`);
  project.provide('fcSeed', seed);
  console.log(`fast-check seed ${seed} (replay every property of this run: FC_SEED=${seed} npm test)`);
}
