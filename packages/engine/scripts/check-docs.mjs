#!/usr/bin/env node
/**
 * Lists the engine's public exports (everything `sudokit` and `sudokit/core` export) that have no
 * doc comment, or whose doc comment mentions the project's internal notes ("issue 5"), which mean
 * nothing to a user. Exits 1 when it lists any. The API reference (`npm run docs`) is generated
 * from these comments; packages/engine/test/docs.test.ts runs this script.
 */
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

const ENGINE = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = ['src/index.ts', 'src/core.ts'];
/** Words that point at the project's own bookkeeping rather than at the API. */
const INTERNAL = /\b(issue|PR|pull request)\s*#?\d+|\bTODO\b|\bFIXME\b/i;

const config = ts.getParsedCommandLineOfConfigFile(`${ENGINE}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
const program = ts.createProgram(ENTRIES.map((e) => `${ENGINE}${e}`), { ...config.options, noEmit: true });
const checker = program.getTypeChecker();

/** The text of a symbol's doc comments, tags included, over all its declarations. */
function docText(symbol) {
  const parts = [ts.displayPartsToString(symbol.getDocumentationComment(checker))];
  for (const tag of symbol.getJsDocTags(checker)) parts.push(`@${tag.name} ${ts.displayPartsToString(tag.text ?? [])}`);
  return parts.join('\n').trim();
}

const problems = new Map(); // one line per exported name
let exported = 0;
for (const entry of ENTRIES) {
  const file = program.getSourceFile(`${ENGINE}${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(file);
  for (const alias of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = alias.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(alias) : alias;
    const decl = symbol.declarations?.[0];
    const where = decl ? `${relative(ENGINE, decl.getSourceFile().fileName)}:${decl.getSourceFile().getLineAndCharacterOfPosition(decl.getStart()).line + 1}` : '?';
    exported++;
    const text = docText(symbol);
    if (!text) problems.set(alias.name, `${alias.name} (${where}): no doc comment`);
    else if (INTERNAL.test(text)) problems.set(alias.name, `${alias.name} (${where}): doc comment mentions an internal note ('${text.match(INTERNAL)[0]}')`);
  }
}

if (problems.size) {
  process.stdout.write(`${[...problems.values()].sort().join('\n')}\n`);
  process.stderr.write(`check-docs: ${problems.size} of the engine's exports need a doc comment for users\n`);
  process.exit(1);
}
process.stdout.write(`check-docs: all ${exported} exports documented\n`);
