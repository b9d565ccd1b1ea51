/**
 * `sudokit/core`: grids, results and the solver alone, the same functions and types as the
 * root entry point `sudokit` exports under the same names.
 *
 * For code that starts often and is not tree-shaken, such as a command line or a worker: it
 * loads a small part of the engine (the CLI's `solve` loads about 33 KB of it this way instead
 * of about 235 KB). Bundlers that tree-shake get the same from `sudokit`.
 *
 * @module sudokit/core
 */
export * from './grid/units.js';
// copies of units.ts's typed arrays, as the root entry point exports them
export { rowOf, colOf, boxOf, PEERS } from './grid/public-tables.js';
export * from './result.js';
export * from './grid/grid.js';
export * from './solve/solver.js';
