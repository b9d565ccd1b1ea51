export * from './units.js';
export * from './result.js';
export * from './grid.js';
export * from './solver.js';
