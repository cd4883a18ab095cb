import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** These run the built command as a user would: `npm test` builds first (`tsc -b`). */
const BIN = fileURLToPath(new URL('../bin/santorini.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const EMPTY_BOARD =
  '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';

function santorini(args: readonly string[], stdin: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the santorini bin', () => {
  it('is built (run `npm run build` first)', () => {
    expect(existsSync(BUILT)).toBe(true);
  });

  it('perft 1 and 2 from empty stdin print 300 and 75900', () => {
    expect(santorini(['perft', '1'], '')).toEqual({ status: 0, stdout: '300\n', stderr: '' });
    expect(santorini(['perft', '2'], '')).toEqual({ status: 0, stdout: '75900\n', stderr: '' });
  });

  it('moves lists 300 placements; apply plays turns and prints the position', () => {
    const moves = santorini(['moves'], EMPTY_BOARD);
    expect(moves.status).toBe(0);
    expect(moves.stdout.trimEnd().split('\n')).toHaveLength(300);
    const applied = santorini(['apply', '@b2 @d4', '@c2 @c4'], EMPTY_BOARD);
    expect(applied).toMatchObject({ status: 0, stderr: '' });
    expect(applied.stdout.endsWith('}\n')).toBe(true);
    expect(JSON.parse(applied.stdout)).toMatchObject({
      players: [{ workers: ['b2', 'd4'] }, { workers: ['c2', 'c4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
  });

  it('an illegal turn exits 1 with one stderr line naming it', () => {
    const run = santorini(['apply', '@b2 @d4', '@c2 @c4', 'b2-b4 +b5'], EMPTY_BOARD);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^santorini apply: illegal turn "b2-b4 \+b5" \(turn 3 of 3\): [^\n]+\n$/);
  });

  it('malformed input exits 2 naming the line, without a stack trace', () => {
    const run = santorini(['moves'], `${EMPTY_BOARD}\n{"players": [}\n`);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^santorini moves: line 2: invalid JSON: [^\n]+\n$/);
  });

  it('a malformed turn exits 2', () => {
    const run = santorini(['apply', 'b2b3'], EMPTY_BOARD);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('malformed turn "b2b3"');
  });

  it('bad arguments exit 2 with the usage on stderr', () => {
    for (const args of [['frobnicate'], ['perft', 'x'], ['moves', '--nope'], []]) {
      const run = santorini(args, '');
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Usage: santorini');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('--help exits 0 with the usage on stdout', () => {
    const run = santorini(['--help'], '');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: santorini <command>');
  });

  it('play runs a random game to the end from piped input', () => {
    const run = santorini(['play', '--seed', '3'], 'random\nrandom\nno\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\(random\) wins!/);
    expect(run.stdout).toMatch(/Bye\.\n$/);
    expect(run.stderr).toBe('');
  });
});
