/**
 * Read the variant puzzle files under packages/engine/test/data (JSON lines in the puzzle
 * description of Variants I: size, givens, regions as one character per cell, diagonals,
 * windows, cages; plus name, source and, where published, the solution). A small reader of our
 * own for tests, apart from the formats module.
 */
import { readFileSync } from 'node:fs';
import type { GridSize, Rules } from '../rules/rules.js';

export interface VariantVector {
  name: string;
  source: string;
  rules: Rules;
  givens: number[];
  solution?: number[];
}

const ALPHABET = '123456789ABCDEFG';

function digits(text: string): number[] {
  return [...text].map((c) => (c === '.' || c === '0' ? 0 : ALPHABET.indexOf(c.toUpperCase()) + 1));
}

export function readVariantFile(file: string): VariantVector[] {
  const path = new URL(`../../test/data/${file}`, import.meta.url);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const o = JSON.parse(line);
      const size = (o.size ?? 9) as GridSize;
      const rules: Rules = { size };
      if (o.regions) {
        // Region characters in order of first appearance become labels 0, 1, ...
        const labels = new Map<string, number>();
        rules.regions = [...(o.regions as string)].map((c) => {
          if (!labels.has(c)) labels.set(c, labels.size);
          return labels.get(c)!;
        });
      }
      if (o.diagonals) rules.diagonals = true;
      if (o.windows) rules.windows = true;
      if (o.cages) rules.cages = o.cages;
      return {
        name: o.name,
        source: o.source,
        rules,
        givens: o.givens ? digits(o.givens) : new Array(size * size).fill(0),
        ...(o.solution ? { solution: digits(o.solution) } : {}),
      };
    });
}
