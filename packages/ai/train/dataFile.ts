import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TrainingRecord } from './selfPlayData.js';

/** The first line of a data file: how its games are made, so a resumed run makes the same ones. */
export interface DataHeader {
  readonly format: 'santorini-training-data';
  readonly version: 1;
  readonly recipe: Readonly<Record<string, unknown>>;
}

/**
 * A data file: a header line, then one JSON line per labelled position, a game's lines appended
 * together once the game ends. Opening an existing file resumes it: the games it holds are kept
 * (a torn last line is dropped) and the run goes on from the next game number.
 */
export class DataFile {
  private constructor(
    readonly path: string,
    /** Games already in the file, from 0 up. */
    readonly gamesDone: number,
    readonly positionsDone: number,
  ) {}

  static open(path: string, recipe: Readonly<Record<string, unknown>>): DataFile {
    const header: DataHeader = { format: 'santorini-training-data', version: 1, recipe };
    const headerLine = JSON.stringify(header);
    if (!existsSync(path)) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${headerLine}\n`);
      return new DataFile(path, 0, 0);
    }
    const lines = readFileSync(path, 'utf8').split('\n');
    if (lines[0] !== headerLine)
      throw new Error(`${path} was made with another recipe (${lines[0] ?? ''}); give another --out`);
    const body = lines.slice(1).filter((line) => line.trim() !== '');
    const records = parseRecords(body);
    const last = records.length === 0 ? -1 : Math.max(...records.map((r) => r.game));
    // A torn line: the last game was being written when the run stopped; it is played again.
    const games = records.length < body.length ? last : last + 1;
    const kept = records.filter((r) => r.game < games);
    writeFileSync(path, [headerLine, ...kept.map((r) => JSON.stringify(r))].join('\n') + '\n');
    return new DataFile(path, games, kept.length);
  }

  append(records: readonly TrainingRecord[]): void {
    if (records.length > 0) appendFileSync(this.path, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  }
}

/** The records of a data file's lines after the header; a line that does not parse is skipped. */
export function parseRecords(lines: readonly string[]): TrainingRecord[] {
  const records: TrainingRecord[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    try {
      records.push(JSON.parse(line) as TrainingRecord);
    } catch {
      // A torn last line from a run that was stopped.
    }
  }
  return records;
}

/** Every record of the data files at `paths` (their headers skipped), with the file it came from. */
export function readRecords(paths: readonly string[]): (TrainingRecord & { readonly source: string })[] {
  return paths.flatMap((path) =>
    parseRecords(readFileSync(path, 'utf8').split('\n').slice(1)).map((r) => ({ ...r, source: path })),
  );
}

/**
 * The data files a command was given (`--data`, repeatable, each checked to be there), or every
 * .jsonl file in `dir`.
 */
export function dataPaths(given: readonly string[], dir: string): string[] {
  const missing = given.find((path) => !existsSync(path));
  if (missing !== undefined)
    throw new Error(`--data ${missing}: no such file (a path from the current directory, not from ${dir})`);
  if (given.length > 0) return [...given];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(dir, name));
}
