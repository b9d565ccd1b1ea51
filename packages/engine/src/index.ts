export * from './units.js';
export * from './result.js';
export * from './grid.js';
export * from './solver.js';
export * from './candidates.js';
export * from './step.js';
export * from './logic.js';
export * from './rating.js';
