import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayRecord, type GameRecord } from '@santorini/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from '../memoryIo.js';

const dir = mkdtempSync(join(tmpdir(), 'arena-command-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface GameJson {
  aSeats: number[];
  winner: 'A' | 'B' | null;
  termination: string;
  record: GameRecord;
}

/** Every game's record replays legally and agrees with the winner reported. */
function expectReplayable(games: readonly GameJson[], names: { a: string; b: string }): void {
  for (const game of games) {
    const replayed = replayRecord(game.record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const winner = replayed.value.final.winner;
    if (game.termination === 'win')
      expect(game.winner).toBe(winner === null ? 'none' : game.aSeats.includes(winner) ? 'A' : 'B');
    const seatA = game.aSeats[0] ?? 0;
    expect(game.record.players[seatA]?.name).toBe(names.a);
    expect(game.record.players[1 - seatA]?.name).toBe(names.b);
  }
}

describe('santorini arena', () => {
  it('plays a tiny match: a table on stdout, JSON, CSV and records in files', async () => {
    const files = { json: join(dir, 'm.json'), csv: join(dir, 'm.csv'), records: join(dir, 'm.jsonl') };
    const run = await runCaptured([
      'arena',
      '--a=level:1,depth:1',
      '--b=level:2,depth:1',
      '--games=4',
      '--concurrency=1',
      '--seed=5',
      '--gods=random',
      // Time to spare: the depth, not the clock, ends every search, so the seed replays the games.
      '--time=5000',
      ...Object.entries(files).map(([option, file]) => `--${option}=${file}`),
    ]);
    expect(run.status).toBe(0);
    // Not a terminal: a progress line a game (4 games: every 5% rounds to every game), no bar.
    const [header, ...progress] = run.stderr.trimEnd().split('\n');
    expect(header).toBe('santorini arena: 4 games, level 1 vs level 2, seed 5, 1 at a time');
    expect(progress.map((line) => /\] (\d)\/4 /.exec(line)?.[1])).toEqual(['1', '2', '3', '4']);
    expect(run.stderr).not.toContain('\r');
    expect(run.stdout).toMatch(/^A: level 1 \(level:1,depth:1\)\nB: level 2 \(level:2,depth:1\)\n\n/);
    expect(run.stdout).toMatch(/\nTotal +4 +\d +\d +\d +\d+\.\d%/);
    expect(run.stdout).toContain("By gods (A's results):");
    const document = JSON.parse(readFileSync(files.json, 'utf8')) as {
      games: GameJson[];
      summary: { games: number };
    };
    expect(document.summary.games).toBe(4);
    expect(document.games.map((game) => game.aSeats)).toEqual([[0], [1], [0], [1]]);
    expectReplayable(document.games, { a: 'level 1', b: 'level 2' });
    expect(readFileSync(files.csv, 'utf8').split('\r\n')).toHaveLength(6);
    const records = readFileSync(files.records, 'utf8').trimEnd().split('\n');
    expect(records.map((line) => (JSON.parse(line) as GameRecord).turns)).toEqual(
      document.games.map((game) => game.record.turns),
    );
    // The same seed plays the same games.
    const again = await runCaptured([
      'arena',
      '--a=level:1,depth:1',
      '--b=level:2,depth:1',
      '--games=4',
      '--concurrency=1',
      '--seed=5',
      '--gods=random',
      '--time=5000',
    ]);
    expect(again.stdout).toBe(run.stdout);
  });

  it.each([
    [[], '--a is required: level:N or cmd:COMMAND'],
    [['--a', 'level:1'], '--b is required'],
    [['--a', 'level:9', '--b', 'level:1'], '--a: the level is 1 to 8, got 9'],
    [
      ['--a', 'level:1', '--b', 'elo:3'],
      "--b: expected level:N or cmd:COMMAND, with time:MS, depth:D or nodes:N (whole numbers above 0), got 'elo:3'",
    ],
    [['--a', 'level:1', '--b', 'level:2', '--games', '5'], '--games must be even'],
    [
      ['--a', 'level:1', '--b', 'level:2', '--games', 'many'],
      "--games must be a whole number from 2 to 1000000, got 'many'",
    ],
    [['--a', 'level:1', '--b', 'level:2', '--players', '3'], '--players must be 2, or 4 (two teams)'],
    [['--a', 'level:1', '--b', 'level:2', '--gods', 'zeus,odin'], "--gods: unknown god 'odin'"],
    [
      ['--a', 'level:1', '--b', 'level:2', '--openings', 'book'],
      "--openings: expected random-placement, plies:N or none, got 'book'",
    ],
    [['--a', 'level:1', '--b', 'level:2', '--sprt', 'elo1=-5'], '--sprt: elo1 must be greater than elo0'],
    [['--a', 'level:1', '--b', 'level:2', '--time', '0'], '--time must be a whole number from 1'],
    [['--a', 'level:1', '--b', 'level:2', '--colour', 'white'], "Unknown option '--colour'"],
  ])('bad arguments %j exit 2 naming the problem', async (args, message) => {
    const run = await runCaptured(['arena', ...args]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: santorini arena');
  });

  it('an engine that cannot start is a bad argument (exit 2)', async () => {
    const run = await runCaptured([
      'arena',
      '--a',
      'level:1',
      '--b',
      `cmd:${join(dir, 'no-such-engine')} --fast`,
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^santorini arena: --b: the engine ".*no-such-engine --fast" could not be started: .*ENOENT/,
    );
  });
});

const BIN = fileURLToPath(new URL('../../bin/santorini.js', import.meta.url));
const BUILT_WORKER = fileURLToPath(new URL('../../dist/arena/gameWorker.js', import.meta.url));

describe('santorini arena, built (npm test builds first)', () => {
  it('plays on two worker threads against `santorini engine` as an external command', () => {
    expect(existsSync(BUILT_WORKER)).toBe(true);
    const json = join(dir, 'engine.json');
    const run = spawnSync(
      process.execPath,
      [
        BIN,
        'arena',
        '--a',
        'level:1',
        '--b',
        `cmd:node ${BIN} engine --level 1`,
        '--games',
        '4',
        '--concurrency',
        '2',
        '--time',
        '20',
        '--seed',
        '9',
        '--json',
        json,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.stderr).toMatch(
      /^santorini arena: 4 games, level 1 vs .+, seed 9, 2 at a time\n(\[.+\] [1-4]\/4 .+\n){4}$/,
    );
    expect(run.status).toBe(0);
    const document = JSON.parse(readFileSync(json, 'utf8')) as { b: { name: string }; games: GameJson[] };
    expect(document.games).toHaveLength(4);
    expect(document.games.map((game) => game.termination)).not.toContain('failure');
    expectReplayable(document.games, { a: 'level 1', b: document.b.name });
  });
});
