/**
 * The typed-array tables of units.ts as the package exports them: copies. A typed array cannot
 * be frozen, and the engine's own tables must not change under it when a caller writes to these.
 * (index.ts exports these names explicitly, which shadows units.ts's under `export *`.)
 */
import { rowOf as ROW_OF, colOf as COL_OF, boxOf as BOX_OF, PEERS as ENGINE_PEERS } from './units.js';

/** Row (0-8) of each cell. */
export const rowOf: Uint8Array = /* @__PURE__ */ ROW_OF.slice();
/** Column (0-8) of each cell. */
export const colOf: Uint8Array = /* @__PURE__ */ COL_OF.slice();
/** Box (0-8) of each cell. */
export const boxOf: Uint8Array = /* @__PURE__ */ BOX_OF.slice();
/** The 20 peers of every cell, flattened: PEERS[cell * PEER_COUNT + k]. */
export const PEERS: Uint8Array = /* @__PURE__ */ ENGINE_PEERS.slice();
