#!/usr/bin/env node
// The places a new power must fill, as the compiler lists them: `node scripts/newPowerPlaces.mjs`
// copies the sources to a temporary folder, adds a throwaway god to GOD_NAMES there (and, with
// --fact, a throwaway kind of PowerFact), type-checks every package and prints each file the
// checker then complains about. The engine README's "Adding a power" is checked against it.
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import process from 'node:process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const repo = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'new-power-'));
const skip = (path) => /[/\\](node_modules|dist[^/\\]*)([/\\]|$)/.test(path);
try {
  for (const name of [
    'package.json',
    'packages',
    'tsconfig.base.json',
    'tsconfig.check.json',
    'scripts',
    'vitest.config.ts',
  ])
    cpSync(join(repo, name), join(work, name), { recursive: true, filter: (path) => !skip(path) });
  // The installed packages, but our own workspaces linked to the copy, so that the apps see its engine.
  mkdirSync(join(work, 'node_modules', '@santorini'), { recursive: true });
  for (const name of readdirSync(join(repo, 'node_modules')))
    if (name !== '@santorini')
      symlinkSync(join(repo, 'node_modules', name), join(work, 'node_modules', name));
  for (const name of readdirSync(join(repo, 'node_modules', '@santorini')))
    symlinkSync(join(work, 'packages', name), join(work, 'node_modules', '@santorini', name), 'dir');
  const edit = (file, from, to) => {
    const path = join(work, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer has ${JSON.stringify(from)}`);
    writeFileSync(path, text.replace(from, to));
  };
  edit('packages/engine/src/core/godNames.ts', "  'zeus',\n", "  'zeus',\n  'throwaway',\n");
  if (process.argv.includes('--fact'))
    edit(
      'packages/engine/src/core/powerFact.ts',
      "  | { readonly kind: 'extraTurn' };",
      "  | { readonly kind: 'extraTurn' }\n  | { readonly kind: 'throwaway' };",
    );
  let output = '';
  try {
    execFileSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.check.json', '--noEmit'], {
      cwd: work,
      encoding: 'utf8',
    });
  } catch (error) {
    output = String(error.stdout);
  }
  if (process.argv.includes('--verbose')) console.error(output);
  const places = [
    ...new Set(output.split('\n').flatMap((line) => /^([^(]+)\(\d+,\d+\): error/.exec(line)?.[1] ?? [])),
  ];
  console.log(
    places.length === 0
      ? 'the checker asks for nothing'
      : places.map((path) => relative(work, join(work, path))).join('\n'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
