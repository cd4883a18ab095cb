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

/** The one line a failure writes before any usage text, checked to be short and a single line. */
function firstLine(stderr: string): string {
  const [line = ''] = stderr.split('\n');
  expect(line.length, line.slice(0, 200)).toBeLessThan(500);
  // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
  expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  expect(stderr).not.toMatch(/\n\s+at /);
  return line;
}

describe('the santorini bin under hostile input', () => {
  const arrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const objects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const inField = (depth: number): string => `${EMPTY_BOARD.slice(0, -1)},"rules":${arrays(depth)}}`;
  const TOO_DEEP = 'position: nested too deeply (more than 32 levels)';

  it.each([
    ['moves', arrays(5_000)],
    ['apply', objects(5_000)],
    ['perft 1', inField(5_000)],
    ['analyze', arrays(5_000)],
    ['moves', arrays(100_000)],
    ['apply', inField(100_000)],
  ])('%s with JSON nested too deeply exits 2 saying so', (command, input) => {
    const run = santorini(command.split(' '), input);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const name = command.split(' ')[0] ?? '';
    expect(firstLine(run.stderr)).toContain(`santorini ${name}: line 1: ${TOO_DEEP} (input: `);
  });

  it('a 100 KB turn, or one with a newline, is quoted short and on one line', () => {
    // In the grammar, so read; illegal on the empty board, which still places workers.
    const long = santorini(['apply', 'c3-d4 +d5 '.repeat(10_000)], EMPTY_BOARD);
    expect(long.status).toBe(1);
    expect(long.stderr.split('\n')).toHaveLength(2);
    expect(firstLine(long.stderr)).toContain('…" (100,000 characters)');
    const twoLines = santorini(['apply', '@a1 @b2\nrm -rf'], EMPTY_BOARD);
    expect(twoLines.status).toBe(2);
    expect(twoLines.stderr).toBe(
      'santorini apply: malformed turn "@a1 @b2\\nrm -rf": "@a1 @b2\\nrm -rf": a placement turn places two workers, like "@b2 @d4"\n',
    );
  });

  it('binary garbage, or a 50 MB line, on stdin exits 2 with one short line', () => {
    const garbage = String.fromCharCode(...Array.from({ length: 2000 }, (_, index) => (index * 7919) % 256));
    for (const command of ['moves', 'apply', 'perft', 'analyze']) {
      const run = santorini([command, ...(command === 'perft' ? ['1'] : [])], garbage);
      expect(run.status, command).toBe(2);
      firstLine(run.stderr);
    }
    const huge = santorini(['moves'], `{"players":"${'x'.repeat(50_000_000)}"}\n`);
    expect(huge.status).toBe(2);
    expect(firstLine(huge.stderr)).toContain('(50,000,000 characters)');
  });

  it('bad numbers and unknown flags exit 2 with one clear line and the usage', () => {
    const cases: [string[], RegExp][] = [
      [['perft', '1e9'], /the perft depth must be a whole number from 0 to 999, got "1e9"$/],
      [['perft', '-1'], /"-1" is too small$/],
      [['perft', '99999999999999999999'], /"99999999999999999999" is too large$/],
      [['analyze', '--time', '99999999999999999999'], /--time .*: "9+" is too large$/],
      [
        ['engine', '--level', '99999999999999999999'],
        /Level must be a whole number from 1 to 8: "9+" is too large$/,
      ],
      [['moves', '--x\ny'], /Unknown option '--x\\ny'$/],
      [['mo\nves'], /unknown command "mo\\nves"$/],
      [['apply', `--${'x'.repeat(100_000)}`], /unknown option "--x+…" \(100,002 characters\) for apply$/],
    ];
    for (const [args, message] of cases) {
      const run = santorini(args, '');
      expect(run.status, args.join(' ').slice(0, 50)).toBe(2);
      expect(firstLine(run.stderr)).toMatch(message);
      expect(run.stderr).toContain('Usage: santorini');
    }
  });
});
