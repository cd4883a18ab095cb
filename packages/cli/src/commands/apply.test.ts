import { describe, expect, it } from 'vitest';
import { runCaptured } from '../memoryIo.js';

const EMPTY_BOARD =
  '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';

/**
 *   a b c d e
 * 5 0 0 0 0 0
 * 4 0 0 3 B 0      A on c3 (level 2) can win by stepping onto c4 (level 3).
 * 3 0 0 A 3X 0     d3 is a complete tower.
 * 2 0 2 0 0 0      A on a1 (level 0) cannot climb b2 (level 2).
 * 1 A 0 0 0 B
 */
const MIDGAME = {
  players: [{ workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
  levels: ['00000', '00300', '00230', '02000', '00000'],
  domes: ['d3'],
  toMove: 0,
};
const withMidgame = (change: (json: Record<string, unknown>) => void): string => {
  const json = structuredClone(MIDGAME) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};

const hasNoStackTrace = (text: string): boolean => !/\n\s+at /.test(text);

describe('santorini apply', () => {
  it('prints the position in canonical form when given no turns', async () => {
    const run = await runCaptured(['apply'], JSON.stringify(MIDGAME, null, 2));
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout.split('\n')).toHaveLength(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ toMove: 0, domes: ['d3'] });
  });

  it('applies several turns in order', async () => {
    const run = await runCaptured(['apply', '@b2 @d4', '@c2 @c4', 'b2-b3 +b4'], EMPTY_BOARD);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const expected = await runCaptured(
      ['apply'],
      JSON.stringify({
        players: [{ workers: ['b3', 'd4'] }, { workers: ['c2', 'c4'] }],
        levels: ['00000', '01000', '00000', '00000', '00000'],
        domes: [],
        toMove: 1,
      }),
    );
    expect(run.stdout).toBe(expected.stdout);
  });

  it('accepts squares in upper case and a winning move alone', async () => {
    const run = await runCaptured(['apply', 'C3-C4'], JSON.stringify(MIDGAME));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ winner: 0 });
  });

  it('accepts a turn that starts with a dash after --', async () => {
    const run = await runCaptured(['apply', '--', '-e4'], EMPTY_BOARD);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"-e4"');
  });

  describe('malformed input position: exit 2, nothing on stdout, the line and the error on stderr', () => {
    const cases: [string, string, RegExp][] = [
      ['bad JSON', '{"players": [', /line 1: invalid JSON/],
      ['an unknown field', withMidgame((j) => (j.colour = 'blue')), /colour/],
      [
        'a bad square',
        withMidgame((j) => (j.players = [{ workers: ['c3', 'f6'] }, { workers: ['d4', 'e1'] }])),
        /f6/,
      ],
      [
        'a worker on a dome',
        withMidgame((j) => (j.players = [{ workers: ['c3', 'd3'] }, { workers: ['d4', 'e1'] }])),
        /d3/,
      ],
      [
        'two workers on a square',
        withMidgame((j) => (j.players = [{ workers: ['c3', 'a1'] }, { workers: ['c3', 'e1'] }])),
        /c3/,
      ],
      [
        'three workers',
        withMidgame((j) => (j.players = [{ workers: ['c3', 'a1', 'a2'] }, { workers: ['d4', 'e1'] }])),
        /workers/,
      ],
      [
        'a level out of range',
        withMidgame((j) => (j.levels = ['00000', '00400', '00230', '02000', '00000'])),
        /levels/,
      ],
      ['an array instead of a position', '[1, 2]', /line 1/],
    ];
    it.each(cases)('%s', async (_name, input, mentions) => {
      const run = await runCaptured(['apply', 'c3-b3 +b4'], input);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^santorini apply: line 1/);
      expect(run.stderr).toMatch(mentions);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(hasNoStackTrace(run.stderr)).toBe(true);
    });
  });

  it('rejects more than one position', async () => {
    const run = await runCaptured(['apply'], `${EMPTY_BOARD}\n${EMPTY_BOARD}\n`);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('expected one position on stdin, got 2');
  });

  it('rejects empty stdin', async () => {
    const run = await runCaptured(['apply', '@b2 @d4'], '');
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('got none');
  });

  describe('a malformed turn: exit 2, naming the turn', () => {
    it.each(['c3-c9 +c4', 'c3c4', 'hello', '@b2', 'c3-c4,+c5', ''])('%j', async (turn) => {
      const run = await runCaptured(['apply', turn], JSON.stringify(MIDGAME));
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toContain(`malformed turn ${JSON.stringify(turn)}`);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    });
  });

  describe('an illegal turn: exit 1, nothing on stdout, one stderr line naming the turn', () => {
    const cases: [string, string][] = [
      ['a move to a square not next to the worker', 'c3-c5 +c4'],
      ['a move up two levels', 'a1-b2 +a1'],
      ['a move onto a worker', 'c3-d4 +d5'],
      ['a move onto a dome', 'c3-d3 +d2'],
      ['a build on an occupied square', 'c3-b2 +a1'],
      ['a build not next to the worker', 'c3-b3 +e5'],
      ['a move without a build', 'c3-b3'],
      ['a build without a move', 'c3+b3'],
      ['a step after a win', 'c3-c4 +c5'],
      ["moving the opponent's worker", 'd4-d5 +d4'],
      ['moving from an empty square', 'b4-b5 +b4'],
      ['a placement after placement', '@b4 @b5'],
    ];
    it.each(cases)('%s: %s', async (_name, turn) => {
      const run = await runCaptured(['apply', turn], JSON.stringify(MIDGAME));
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        new RegExp(`^santorini apply: illegal turn ${escape(JSON.stringify(turn))}: \\S`),
      );
      expect(run.stderr.endsWith('\n')).toBe(true);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    });

    it('a turn after the game ended', async () => {
      const run = await runCaptured(['apply', 'c3-c4', 'd4-d5 +d4'], JSON.stringify(MIDGAME));
      expect(run).toMatchObject({ status: 1, stdout: '' });
      expect(run.stderr).toMatch(/^santorini apply: illegal turn "d4-d5 \+d4" \(turn 2 of 2\): \S/);
    });

    it('a turn given a position whose game is over', async () => {
      const finished = await runCaptured(['apply', 'c3-c4'], JSON.stringify(MIDGAME));
      const run = await runCaptured(['apply', 'd4-d5 +d4'], finished.stdout);
      expect(run).toMatchObject({ status: 1, stdout: '' });
      expect(run.stderr).toContain('illegal turn "d4-d5 +d4"');
    });

    it('a building turn during placement', async () => {
      const run = await runCaptured(['apply', 'b2-b3 +b4'], EMPTY_BOARD);
      expect(run).toMatchObject({ status: 1, stdout: '' });
      expect(run.stderr).toContain('illegal turn "b2-b3 +b4"');
    });

    it('nothing reaches stdout when a later turn is illegal', async () => {
      const run = await runCaptured(['apply', '@b2 @d4', '@b2 @c4'], EMPTY_BOARD);
      expect(run).toMatchObject({ status: 1, stdout: '' });
      expect(run.stderr).toContain('illegal turn "@b2 @c4" (turn 2 of 2)');
    });
  });

  it('treats an unknown --option as bad arguments', async () => {
    const run = await runCaptured(['apply', '--json', 'c3-b3 +b4'], JSON.stringify(MIDGAME));
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('unknown option "--json"');
    expect(run.stderr).toContain('Usage: santorini apply');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
