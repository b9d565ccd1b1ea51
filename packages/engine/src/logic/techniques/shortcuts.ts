/**
 * The shortcuts that skip work without changing any result (extra-links.ts, and stopping runs
 * that can no longer win): on, except in the test that checks they change nothing.
 */
export const nestedShortcuts = { enabled: true };
