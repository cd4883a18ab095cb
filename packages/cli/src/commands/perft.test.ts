import { describe, expect, it } from 'vitest';
import { runCaptured } from '../memoryIo.js';

const MIDGAME = JSON.stringify({
  players: [{ workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
  levels: ['00000', '00300', '00230', '02000', '00000'],
  domes: ['d3'],
  toMove: 0,
});

describe('santorini perft', () => {
  it.each([
    ['0', '1'],
    ['1', '300'],
    ['2', '75900'],
  ])('perft %s of the empty board (empty stdin) is %s', async (depth, count) => {
    expect(await runCaptured(['perft', depth], '')).toEqual({ status: 0, stdout: `${count}\n`, stderr: '' });
  });

  it('starts from the empty board when stdin is a terminal, without reading it', async () => {
    const run = await runCaptured(['perft', '1'], 'not json', { stdinIsTTY: true });
    expect(run).toEqual({ status: 0, stdout: '300\n', stderr: '' });
  });

  it('counts a winning turn as one leaf at depth 2', async () => {
    const moves = await runCaptured(['moves', '--json'], MIDGAME);
    const entries = JSON.parse(moves.stdout) as { turn: string; position: unknown; winner: number | null }[];
    let expected = 0;
    for (const entry of entries) {
      if (entry.winner !== null) expected += 1;
      else expected += Number((await runCaptured(['perft', '1'], JSON.stringify(entry.position))).stdout);
    }
    expect(await runCaptured(['perft', '2'], MIDGAME)).toEqual({
      status: 0,
      stdout: `${expected}\n`,
      stderr: '',
    });
    expect(await runCaptured(['perft', '1'], MIDGAME)).toMatchObject({ stdout: `${entries.length}\n` });
  });

  it('is 0 for a finished game at depth 1', async () => {
    const won = await runCaptured(['apply', 'c3-c4'], MIDGAME);
    expect((await runCaptured(['perft', '1'], won.stdout)).stdout).toBe('0\n');
    expect((await runCaptured(['perft', '0'], won.stdout)).stdout).toBe('1\n');
  });

  it('rejects malformed input with exit 2', async () => {
    const run = await runCaptured(['perft', '1'], '{"players":');
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toMatch(/^santorini perft: line 1: invalid JSON/);
  });

  it('rejects two positions', async () => {
    const run = await runCaptured(['perft', '1'], `${MIDGAME}\n${MIDGAME}`);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('expected one position on stdin, got 2');
  });

  it.each([[[]], [['x']], [['-1']], [['1.5']], [['1', '2']], [['1', '--fast']]])(
    'rejects the arguments %j with the usage',
    async (args) => {
      const run = await runCaptured(['perft', ...args], '');
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toContain('Usage: santorini perft');
    },
  );
});
