'use strict';
// `require('sudokit')` from CommonJS. sudokit is an ES module; Node 20.19+ and 22.12+ can
// require() one (require(esm)), older Node cannot, and its own error for that names neither
// the package nor the fix, so this says both.
try {
  module.exports = require('./dist/index.js');
} catch (e) {
  if (e && (e.code === 'ERR_REQUIRE_ESM' || e.code === 'ERR_REQUIRE_ASYNC_MODULE')) {
    throw new Error("sudokit is an ES module and this Node cannot require() it: use `const sudokit = await import('sudokit')` (or Node 20.19+ / 22.12+, where require('sudokit') works)", { cause: e });
  }
  throw e;
}
