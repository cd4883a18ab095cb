import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOD_NAMES } from '@santorini/engine';
import { sourceFiles } from './importCircles.js';

const ROOT = join(import.meta.dirname, '..');
const NAME = `'(?:${GOD_NAMES.join('|')})'`;
/** A comparison with a god's name, a search for one in a list, or a case of one. */
const DECISION = new RegExp(
  `(?:[!=]==\\s*${NAME}|${NAME}\\s*[!=]==|\\.(?:includes|indexOf)\\(\\s*${NAME}\\s*\\)|case\\s+${NAME}\\s*:)`,
);

/** Lines of code outside the engine's gods/ (and outside tests) that decide by a god's name. */
function decisions(): string[] {
  return ['ai', 'cli', 'web', 'server', 'engine']
    .flatMap((pkg) => sourceFiles(join(ROOT, 'packages', pkg, 'src')))
    .filter((file) => !/\/(gods|testing|reference|e2e)\//.test(relative(ROOT, file)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => DECISION.test(line) && !/^\s*(\/\/|\*)/.test(line))
        .map((line) => `${relative(ROOT, file)}: ${line.trim()}`),
    );
}

describe("no decision by a god's name outside the engine's gods/", () => {
  it('finds none: a power declares what it does, the apps read its data', () => {
    expect(decisions()).toEqual([]);
  });

  it('the check finds a comparison, a list search and a case, and not a plain mention', () => {
    expect(DECISION.test("if (god === 'chaos') x();")).toBe(true);
    expect(DECISION.test("gods.includes('circe')")).toBe(true);
    expect(DECISION.test("case 'medusa':")).toBe(true);
    expect(DECISION.test("const showcase = { god: 'selene' };")).toBe(false);
  });
});
