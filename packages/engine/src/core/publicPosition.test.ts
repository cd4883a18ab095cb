import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the public API promises about a Position, checked by the compiler: apps read it, and only
// the engine changes it. Each line of the probe must fail to compile.
const here = fileURLToPath(new URL('.', import.meta.url));
const probeName = `${here}publicPositionProbe.ts`;
const WRITES = [
  'pos.l1 = 0;',
  'pos.domes |= 1;',
  'pos.turn = 1;',
  'pos.win = 0;',
  'pos.workerSquares[0] = 3;',
  'pos.sideWorkers[0] = 0;',
  'pos.hash[0] = 0;',
  'pos.out[0] = true;',
  'pos.buildOn(0, false);',
  'pos.unbuild(0);',
  'pos.putWorker(0, 0, 0);',
  'pos.takeWorker(0, 0);',
  'pos.relocate(0, 1);',
  'pos.swapWorkers(0, 1);',
  'pos.moveSlot(0, 0, 1);',
  'pos.setToMove(1);',
  'pos.setWinner(1);',
  'pos.eliminate(2);',
  'pos.clearMemory(0);',
  'pos.rehash();',
  'pos.clone();',
];
const READS = ['pos.levelAt(0) + pos.l1 + pos.turn;', 'pos.workerAt(0)?.female;', 'pos.memoryOf;'];

function errorLines(source: string): Set<number> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === probeName ? ts.createSourceFile(name, source, language) : read(name, language, ...rest);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === probeName || exists(name);
  const program = ts.createProgram([probeName], options, host);
  const lines = new Set<number>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file?.fileName !== probeName || diagnostic.start === undefined) continue;
    lines.add(diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line);
  }
  return lines;
}

describe('the public Position is read only', () => {
  it('every field write and every mutator fails to compile outside the engine; reads compile', () => {
    const header = [
      `import type { Position } from '../index.js';`,
      'export function probe(pos: Position): void {',
    ];
    const body = [...READS, ...WRITES];
    const lines = errorLines([...header, ...body.map((line) => `  ${line}`), '}'].join('\n'));
    const failing = body.filter((_, i) => lines.has(header.length + i));
    expect(failing).toEqual(WRITES);
  }, 60_000);
});
