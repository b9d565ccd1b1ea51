/**
 * What a parser or a rater returns instead of throwing: `{ ok: true, value }` or
 * `{ ok: false, error }`, the error a typed value with a `code` and a `message`.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** A successful Result holding `value`. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
/** A failed Result holding `error`. */
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
