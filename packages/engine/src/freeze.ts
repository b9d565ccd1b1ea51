/**
 * Exported tables are frozen, deeply: TypeScript's `readonly` does not stop a JavaScript caller,
 * and a changed table (an orbit, a level's minutes, the human model) would change every later
 * result. Call sites mark the call pure so bundlers still drop unused tables.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
