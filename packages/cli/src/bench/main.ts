/** `npm run bench`: every benchmark, printed as Markdown tables (the README quotes them). */
import { cpus } from 'node:os';
import { benchSolver } from './solver.js';
import { benchRating } from './rating.js';
import { benchGenerator } from './generator.js';
import { benchDifficulty } from './difficulty.js';
import { benchHardest } from './hardest.js';
import { benchHuman } from './human.js';
import { benchVariants } from './variants.js';
import { benchCalibration } from './calibration.js';
import { benchTechniques } from './techniques.js';
import { benchGenerateVariants } from './generate-variants.js';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

console.log(`# sudokit benchmark\n\nCPU: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`);
if (want('solver')) await benchSolver();
if (want('rating')) await benchRating();
if (want('generator')) await benchGenerator();
if (want('difficulty')) await benchDifficulty();
if (want('human')) await benchHuman();
if (want('variants')) await benchVariants();
// minutes on a busy machine: variant generation per level (beside Solo with SUDOKIT_SOLO), only by name
if (only[0] === 'vgen') await benchGenerateVariants(Number(only[1] ?? 20), only.slice(2));
// minutes: the full SE-agreement sweep the tests sample, only when asked for by name
if (only[0] === 'calibration') await benchCalibration();
// tens of minutes: only when asked for by name, with optional count, CPU seconds per search, techniques
if (only[0] === 'techniques') await benchTechniques(Number(only[1] ?? 10), Number(only[2] ?? 10), only[3] ? only[3].split(',') : []);
// tens of minutes: only when asked for by name, with optional sample sizes
const hardest = ['hardest', 'hardest-alone', 'hardest-exact'];
if (hardest.includes(only[0])) await benchHardest(Number(only[1] ?? Infinity), Number(only[2] ?? 1000), { alone: only[0] === 'hardest-alone', exact: only[0] === 'hardest-exact' });
