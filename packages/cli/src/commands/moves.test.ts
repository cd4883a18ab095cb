import { formatPosition, legalTurns, parsePosition } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo, runCaptured } from '../memoryIo.js';

const EMPTY_BOARD =
  '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';

/** A on c3 (level 2) next to c4 (level 3): one winning move among the turns. */
const MIDGAME = JSON.stringify({
  players: [{ workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
  levels: ['00000', '00300', '00230', '02000', '00000'],
  domes: ['d3'],
  toMove: 0,
});

/** A's workers in the a1 corner, walled in by domes: A has no legal turn. */
const WALLED_IN = JSON.stringify({
  players: [{ workers: ['a1', 'b1'] }, { workers: ['e5', 'd5'] }],
  levels: ['00000', '00000', '00000', '00000', '00000'],
  domes: ['a2', 'b2', 'c2', 'c1'],
  toMove: 0,
});

interface MoveEntry {
  turn: string;
  position: unknown;
  winner: number | null;
}

const canonical = (json: unknown): string => {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return formatPosition(parsed.value);
};

describe('santorini moves', () => {
  it('lists the 300 placements of the empty board, one per line', async () => {
    const run = await runCaptured(['moves'], EMPTY_BOARD);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(300);
    expect(new Set(lines).size).toBe(300);
    expect(lines.every((line) => /^@[a-e][1-5] @[a-e][1-5]$/.test(line))).toBe(true);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.endsWith('\n\n')).toBe(false);
  });

  it('reads one value spread over several lines', async () => {
    const pretty = JSON.stringify(JSON.parse(MIDGAME), null, 2);
    const oneLine = await runCaptured(['moves'], MIDGAME);
    const spread = await runCaptured(['moves'], pretty);
    expect(spread).toEqual(oneLine);
  });

  it('ends each list with an empty line when there are several positions', async () => {
    const single = await runCaptured(['moves'], MIDGAME);
    const run = await runCaptured(['moves'], `${MIDGAME}\n\n${WALLED_IN}\r\n${MIDGAME}\n`);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${single.stdout}\n\n${single.stdout}\n`);
  });

  it('lists nothing for a player with no legal turn, and nothing for a finished game', async () => {
    expect(await runCaptured(['moves'], WALLED_IN)).toEqual({ status: 0, stdout: '', stderr: '' });
    const won = await runCaptured(['apply', 'c3-c4'], MIDGAME);
    expect(await runCaptured(['moves'], won.stdout)).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(await runCaptured(['moves', '--json'], won.stdout)).toEqual({
      status: 0,
      stdout: '[]\n',
      stderr: '',
    });
  });

  it('at a terminal, says on stderr that it waits for positions', async () => {
    const run = await runCaptured(['moves'], MIDGAME, { stdinIsTTY: true });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe((await runCaptured(['moves'], MIDGAME)).stdout);
    expect(run.stderr).toBe('santorini moves: reading positions as JSON; end with Ctrl-D\n');
  });

  it('prints nothing for empty input', async () => {
    expect(await runCaptured(['moves'], '\n\n')).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('--json prints one array per position with turn, position and winner', async () => {
    const run = await runCaptured(['moves', '--json'], `${MIDGAME}\n${EMPTY_BOARD}\n`);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [midgame = [], empty = []] = lines.map((line) => JSON.parse(line) as MoveEntry[]);
    expect(empty).toHaveLength(300);
    const text = await runCaptured(['moves'], MIDGAME);
    expect(midgame.map((entry) => entry.turn).sort()).toEqual(text.stdout.trimEnd().split('\n').sort());
    const wins = midgame.filter((entry) => entry.winner !== null);
    expect(wins.map((entry) => [entry.turn, entry.winner])).toEqual([['c3-c4', 0]]);
    for (const entry of midgame) {
      expect(Object.keys(entry)).toEqual(['turn', 'position', 'winner']);
      expect((entry.position as { winner?: number }).winner ?? null).toBe(entry.winner);
    }
  });

  it('lists one turn per distinct resulting position', async () => {
    const run = await runCaptured(['moves', '--json'], MIDGAME);
    const entries = JSON.parse(run.stdout) as MoveEntry[];
    const results = entries.map((entry) => canonical(entry.position));
    expect(new Set(results).size).toBe(entries.length);
  });

  describe('apply of every listed turn gives the listed position', () => {
    const afterPlacement = JSON.stringify({
      players: [{ workers: ['b2', 'd4'] }, { workers: ['c3', 'c4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
    it.each([
      ['the empty board', EMPTY_BOARD],
      ['a midgame position with a win', MIDGAME],
      ['the position after placement', afterPlacement],
    ])('%s', async (_name, input) => {
      const run = await runCaptured(['moves', '--json'], input);
      const entries = JSON.parse(run.stdout) as MoveEntry[];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const applied = await runCaptured(['apply', entry.turn], input);
        expect(applied.status, entry.turn).toBe(0);
        expect(applied.stdout, entry.turn).toBe(`${canonical(entry.position)}\n`);
      }
    });
  });

  it('rejects a malformed position among several with nothing on stdout', async () => {
    const run = await runCaptured(['moves'], `${MIDGAME}\n{"players": 3}\n`);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^santorini moves: line 2: .*players/);
  });

  it('rejects a line that is not JSON, naming it', async () => {
    const run = await runCaptured(['moves'], `${MIDGAME}\n${MIDGAME}\n{"players":[}\n`);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toMatch(/^santorini moves: line 3: invalid JSON: .*\(input: \{"players":\[\}\)\n$/);
  });

  it('rejects an unknown option with the usage', async () => {
    const run = await runCaptured(['moves', '--jsn'], MIDGAME);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('--jsn');
    expect(run.stderr).toContain('Usage: santorini moves');
  });

  it('writes a long list as it goes, in chunks, every turn once (Morpheus with 4 coins: 9,700 turns)', async () => {
    const many = JSON.stringify({
      players: [{ god: 'morpheus', workers: ['c3', 'a1'], coins: 4 }, { workers: ['e5', 'e4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
    const parsed = parsePosition(JSON.parse(many));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const expected = legalTurns(parsed.value).map((turn) => turn.text);
    for (const args of [['moves'], ['moves', '--json']]) {
      const io = memoryIo(many);
      const writes: number[] = [];
      const write = io.stdout.write.bind(io.stdout);
      const counting = {
        ...io,
        stdout: { write: (text: string) => writes.push(text.length) && write(text) },
      };
      expect(await main(args, counting)).toBe(0);
      expect(writes.length).toBeGreaterThan(3);
      const out = io.stdoutText();
      const listed =
        args.length === 1
          ? out.trimEnd().split('\n')
          : (JSON.parse(out) as MoveEntry[]).map((entry) => entry.turn);
      expect(listed).toEqual(expected);
    }
  });
});
