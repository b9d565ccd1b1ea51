#!/usr/bin/env node
// The `sudokit` command. This file is committed, not built: npm links a workspace's bins before
// the root `prepare` script builds dist/, and skips a bin whose file is missing, so a fresh
// clone's first `npm install` would link no `sudokit` if the bin were dist/main.js itself.
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write("sudokit: the CLI is not built (no dist/main.js): run 'npm run build' in the repository\n");
  process.exit(2);
}
await import(main.href);
