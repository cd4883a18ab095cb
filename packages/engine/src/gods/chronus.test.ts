import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import { legalTurns } from '../turn/legalTurns.js';
import { parsePosition } from '../json/json.js';
import { board, boardError, offered, play, player, randomGameProblems, texts } from '../testing/index.js';

// Four complete towers on a1, b1, c1, d1; e3 is level 3 without a dome.
const LEVELS = ['00000', '00000', '00003', '00000', '33330'];
const TOWERS = ['a1', 'b1', 'c1', 'd1'];

const winnerOf = (pos: ReturnType<typeof board>, text: string): number | null =>
  legalTurns(pos).find((turn) => turn.text === text)?.winner ?? null;

describe('Chronus', () => {
  it('§7.16: he wins when his build completes the fifth tower', () => {
    const pos = board({
      players: [player('chronus', ['c3', 'a5']), player(null, ['b4', 'b5'])],
      levels: LEVELS,
      domes: TOWERS,
    });
    const won = play(pos, 'c3-d3 +e3');
    expect(won.winner).toBe(0);
    expect(play(pos, 'c3-d3 +e4').winner).toBeNull();
  });

  it("§7.16: he wins during the opponent's turn when the opponent completes the fifth tower", () => {
    const pos = board({
      players: [player(null, ['c3', 'a5']), player('chronus', ['b4', 'b5'])],
      levels: LEVELS,
      domes: TOWERS,
    });
    expect(winnerOf(pos, 'c3-d3 +e3')).toBe(1);
    const won = play(pos, 'c3-d3 +e3');
    expect(won.winner).toBe(1);
    expect(won.toMove).toBe(1);
  });

  it('§7.16: a dome below level 3 is no complete tower (Atlas)', () => {
    const pos = board({
      players: [player('atlas', ['c3', 'a5']), player('chronus', ['b4', 'b5'])],
      levels: LEVELS,
      domes: TOWERS,
    });
    expect(play(pos, 'c3-d3 +d4D').winner).toBeNull();
    expect(play(pos, 'c3-d3 +e3').winner).toBe(1);
  });

  it("R4: the mover's own win is checked first, then Chronus", () => {
    // Five towers already stand (a position given as input): the mover climbing c3 → d3 (level 3)
    // wins for himself; any other step hands the win to Chronus at once, ending the turn there.
    const pos = board({
      players: [player(null, ['c3', 'a5']), player('chronus', ['b4', 'b5'])],
      levels: ['00000', '00000', '00230', '00000', '33333'],
      domes: [...TOWERS, 'e1'],
    });
    expect(winnerOf(pos, 'c3-d3')).toBe(0);
    expect(winnerOf(pos, 'c3-c4')).toBe(1);
    expect(texts(pos).some((text) => text.startsWith('c3-c4 '))).toBe(false);
  });

  it.runIf(isImplemented('demeter'))(
    'spec §3: a fifth tower built by a first build ends the turn there',
    () => {
      const pos = board({
        players: [player('demeter', ['c3', 'a5']), player('chronus', ['b4', 'b5'])],
        levels: LEVELS,
        domes: TOWERS,
      });
      expect(winnerOf(pos, 'c3-d3 +e3')).toBe(1);
      expect(texts(pos).some((text) => text.startsWith('c3-d3 +e3 '))).toBe(false);
      expect(offered(pos, 'c3-d3 +e3')).toEqual({ steps: [], canEnd: true });
      expect(texts(pos)).toContain('c3-d3 +e4 +e3');
    },
  );

  it.runIf(isImplemented('dionysus'))(
    'R11: nobody wins during a Dionysus extra turn; Chronus is checked when it ends',
    () => {
      // Dionysus moves Chronus's worker and completes the fifth tower with it.
      const pos = board({
        players: [player('dionysus', ['a5', 'b5'], { extraTurn: true }), player('chronus', ['c3', 'e5'])],
        levels: LEVELS,
        domes: TOWERS,
      });
      const after = play(pos, 'c3-d3 +e3');
      expect(after.winner).toBe(1);
    },
  );

  it('R14: Chronus is played with 2 players only', () => {
    expect(boardError({ players: [player('chronus', []), player('hera', []), player('limus', [])] })).toMatch(
      /Chronus cannot be played with 3 players \(rule R14\)/,
    );
  });

  it('plays random games (vs no god, vs itself) without breaking an invariant', () => {
    const lineups = [
      ['chronus', null],
      [null, 'chronus'],
      ['chronus', 'chronus'],
      ['chronus', 'atlas'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 120)).toEqual([]);
  });
});

describe('Chronus in a mirror match', () => {
  it("R4: the mover's own Chronus wins first when a fifth tower stands", () => {
    const result = parsePosition({
      players: [
        { god: 'chronus', workers: ['a1', 'e1'] },
        { god: 'chronus', workers: ['a5', 'e5'] },
      ],
      levels: ['00000', '03330', '00000', '03330', '00000'],
      domes: ['b2', 'c2', 'd2', 'b4'],
      toMove: 1,
    });
    if (!result.ok) throw new Error(result.error.message);
    const fifth = legalTurns(result.value).find((turn) => turn.text === 'e5-d5 +d4');
    expect(fifth?.winner).toBe(1);
  });
});
