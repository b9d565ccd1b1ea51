/** `--tier NAME | --rating MIN-MAX` for `generate` and `bank fill`: parsed once, checked against the ladder. */
import { InvalidArgumentError } from 'commander';
import { TIERS, checkTargetReachable, parseDifficultyTarget, parseMinutesRange, type DifficultyTarget, type MinutesRange } from 'sudokit';

/** Only the tiers that can be generated (diabolical puzzles come from collections, through a bank). */
const GENERATED_TIERS = TIERS.map((t) => t.tier).filter((tier) => checkTargetReachable({ tier }).ok);
export const TIER_HELP = `difficulty tier: ${GENERATED_TIERS.join(', ')}`;
export const RATING_HELP = 'SE rating range MIN-MAX, both inclusive (e.g. 2.6-4.0)';
export const MINUTES_HELP = 'expected minutes for a typical player, MIN-MAX, both inclusive (e.g. 5-10)';

export function parseMinutesOption(value: string): MinutesRange {
  const r = parseMinutesRange(value);
  // The engine's rule reads 0 <= MIN <= MAX, which 0-0 meets: say what is wrong with it.
  const m = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!r.ok && m && Number(m[2]) === 0) throw new InvalidArgumentError(`--minutes MAX must be above 0 (no puzzle takes 0 minutes); got '${value}'.`);
  if (!r.ok) throw new InvalidArgumentError(`--${r.error.message}.`);
  return r.value;
}

export function parseTierOption(value: string): DifficultyTarget {
  if (!TIERS.some((t) => t.tier === value.toLowerCase())) throw new InvalidArgumentError(`--tier must be one of ${GENERATED_TIERS.join(', ')}; got '${value}'.`);
  const r = parseDifficultyTarget(value);
  if (!r.ok) throw new InvalidArgumentError(`${r.error.message}.`);
  return r.value;
}

export function parseRatingOption(value: string): DifficultyTarget {
  const r = parseDifficultyTarget(value);
  if (!r.ok || !('rating' in r.value)) throw new InvalidArgumentError(`${r.ok ? `--rating must be MIN-MAX, got '${value}'` : r.error.message}.`);
  return r.value;
}

/** The one target of a command line, or an error message when both or neither were given. */
export function chooseTarget(opts: { tier?: DifficultyTarget; rating?: DifficultyTarget }, required: boolean): DifficultyTarget | string | undefined {
  if (opts.tier && opts.rating) return '--tier and --rating cannot be used together';
  const target = opts.tier ?? opts.rating;
  if (!target && required) return 'give --tier NAME or --rating MIN-MAX';
  return target;
}
