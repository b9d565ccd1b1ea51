/**
 * Generation to a difficulty (one thread): time to a puzzle per tier for each strategy of
 * generateRated (repair = default steering, capped = capped removal with local moves, blind =
 * generate and rate), and the tiers plain minimal generate() lands in. Every puzzle is re-checked
 * outside the timing: exactly one solution and re-rated inside the tier.
 */
import { TIERS, checkTargetReachable, generate, generateRated, rate, solve, type RatedStrategy, type Tier } from 'sudokit';
import { median } from './data.js';

const fmt = (x: number, digits = 1) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

type TierName = Exclude<Tier, 'beyond'>;

/** The issue's targets: median time to a puzzle on one core. */
const TARGET_MS: Partial<Record<TierName, number>> = { easy: 20, medium: 20, hard: 100, expert: 100, extreme: 2000 };

export interface DifficultyRow {
  tier: TierName;
  strategy: RatedStrategy;
  puzzles: number;
  failed: number;
  medianMs: number;
  meanMs: number;
  p90Ms: number;
  attempts: number;
}

function quantile(xs: number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
}

/** Time `count` puzzles (or fewer when `budgetMs` runs out, at least `minCount`), seeds `bench-i`. */
export function benchTier(tier: TierName, strategy: RatedStrategy, count: number, budgetMs: number, minCount = 5): DifficultyRow {
  const times: number[] = [];
  let failed = 0;
  let attempts = 0;
  const found = [];
  const start = performance.now();
  for (let i = 0; i < count && (i < minCount || performance.now() - start < budgetMs); i++) {
    const t0 = performance.now();
    const r = generateRated({ target: { tier }, seed: `bench-${i}`, strategy, maxAttempts: 20_000 });
    times.push(performance.now() - t0);
    attempts += r.attempts;
    if (r.found) found.push(r.puzzle!);
    else failed++;
  }
  for (const p of found) {
    const again = rate(p);
    if (solve(p, { limit: 2 }).count !== 1 || !again.ok || again.value.tier !== tier) throw new Error(`generateRated: puzzle outside tier ${tier}`);
  }
  return {
    tier,
    strategy,
    puzzles: times.length,
    failed,
    medianMs: median(times),
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    p90Ms: quantile(times, 0.9),
    attempts: attempts / times.length,
  };
}

export interface TierShare {
  tier: Tier;
  count: number;
}

/** Tiers of plain minimal generate() output (as many puzzles as fit in `budgetMs`, up to `count`). */
export function plainDistribution(count: number, budgetMs: number): { puzzles: number; shares: TierShare[]; meanClues: number } {
  const counts = new Map<Tier, number>();
  let clues = 0;
  let n = 0;
  const start = performance.now();
  for (; n < count && performance.now() - start < budgetMs; n++) {
    const g = generate({ seed: `plain-${n}`, minimal: true });
    clues += g.clues;
    const r = rate(g.puzzle);
    if (!r.ok) throw new Error('generate: puzzle without exactly one solution');
    counts.set(r.value.tier, (counts.get(r.value.tier) ?? 0) + 1);
  }
  const order: Tier[] = [...TIERS.map((t) => t.tier), 'beyond'];
  return { puzzles: n, shares: order.map((tier) => ({ tier, count: counts.get(tier) ?? 0 })), meanClues: clues / n };
}

export async function benchDifficulty(): Promise<void> {
  const tiers = TIERS.map((t) => t.tier).filter((tier) => checkTargetReachable({ tier }).ok);
  // Warm-up: every code path JIT-compiled before timing.
  for (const tier of tiers.slice(0, 4)) for (const strategy of ['repair', 'capped', 'blind'] as const) benchTier(tier, strategy, 3, 0, 3);

  console.log('## Generation to a difficulty (one thread)\n');
  console.log('Median time to a puzzle of the tier; seeds `bench-0`, `bench-1`, ...; each puzzle re-rated afterwards.');
  console.log('repair = generate, then the fewest hints that bring the rater through within the tier\'s top (default);');
  console.log('capped = removal that never exceeds the top, local moves from near misses; blind = generate and rate.\n');
  console.log('| tier | target | strategy | puzzles | not found | median ms | mean ms | p90 ms | tries per puzzle |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const tier of tiers) {
    const hard = tier === 'extreme' || tier === 'diabolical';
    for (const strategy of ['repair', 'capped', 'blind'] as const) {
      const row = benchTier(tier, strategy, hard ? 30 : 100, hard ? 30_000 : 10_000);
      const target = TARGET_MS[tier];
      console.log(
        `| ${tier} | ${target ? `≤ ${fmt(target, 0)}` : '–'} | ${strategy} | ${row.puzzles} | ${row.failed} | ${fmt(row.medianMs)} | ${fmt(row.meanMs)} | ${fmt(row.p90Ms)} | ${fmt(row.attempts)} |`,
      );
    }
  }
  const unreachable = TIERS.map((t) => t.tier).filter((tier) => !tiers.includes(tier));
  if (unreachable.length) console.log(`\nNot generated (above what the technique solver rates): ${unreachable.join(', ')}.`);

  const dist = plainDistribution(2000, 60_000);
  console.log(`\n### Tiers of plain minimal generate() puzzles (${dist.puzzles} puzzles, mean ${fmt(dist.meanClues)} clues)\n`);
  console.log('| tier | puzzles | share |');
  console.log('|---|---:|---:|');
  for (const s of dist.shares) console.log(`| ${s.tier} | ${s.count} | ${fmt((100 * s.count) / dist.puzzles)} % |`);
  console.log('');
}
