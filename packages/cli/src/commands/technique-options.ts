/** `generate --technique NAME` and `--list-techniques`: names as players know them and as `rate` prints them. */
import { InvalidArgumentError } from 'commander';
import { TECHNIQUE_LIST, findTechnique } from 'sudokit';
import { writeAllSync } from '../output-errors.js';

/** The technique's id (TECHNIQUE_LIST), from any name findTechnique reads. */
export function parseTechniqueOption(value: string): string {
  const t = findTechnique(value);
  if (!t) throw new InvalidArgumentError(`unknown technique '${value}' (sudokit generate --list-techniques prints the names).`);
  return t.id;
}

/** One line per technique: name, SE rating, group, id, and the SE names `rate` prints for it. */
export function listTechniques(): number {
  const lines = ['name\trating\tgroup\tid\tstep names (hint patterns, then SE names as rate prints them)'];
  for (const t of TECHNIQUE_LIST) {
    const se = [...(t.patterns ?? []), ...t.se];
    lines.push(`${t.name}\t${t.rating.toFixed(1)}\t${t.group}\t${t.id}\t${[...new Set(se)].join(', ')}`);
  }
  writeAllSync(1, lines.join('\n') + '\n');
  return 0;
}
