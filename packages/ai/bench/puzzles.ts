import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generatePuzzles } from '@santorini/ai';

/**
 * `npm run puzzles -- --seed 1 --count 100 --out packages/web/src/puzzles/puzzles.json`: generates
 * a puzzle set from self-play and writes it as JSON (one puzzle a line, so diffs stay readable).
 * The same seed and count give the same file. Progress goes to stderr.
 */
const DEFAULT_OUT = 'packages/web/src/puzzles/puzzles.json';

function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

function integerOption(name: string, fallback: number): number {
  const text = option(name, String(fallback));
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name}: expected a whole number, got "${text}"`);
  return value;
}

const seed = integerOption('seed', 1);
const count = integerOption('count', 100);
const out = option('out', DEFAULT_OUT);
const started = Date.now();
const set = generatePuzzles({
  seed,
  count,
  onProgress: ({ games, candidates, puzzles, generations }) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stderr.write(
      `\rgames ${games}, positions solved ${candidates}, puzzles ${puzzles}/${count}, turn lists ${generations}, ${seconds} s   `,
    );
  },
});
process.stderr.write('\n');
const lines = set.puzzles.map((puzzle) => `    ${JSON.stringify(puzzle)}`);
const text = `{\n  "version": ${set.version},\n  "seed": ${set.seed},\n  "generator": ${JSON.stringify(set.generator)},\n  "puzzles": [\n${lines.join(',\n')}\n  ]\n}\n`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, text);
console.log(`${set.puzzles.length} puzzles written to ${out}`);
