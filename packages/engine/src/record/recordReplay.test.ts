import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../json/json.js';
import type { GameRecord } from './record.js';
import { replayRecord, type ReplayedGame } from './recordReplay.js';
import { gameResult, possibleResults } from './recordResult.js';
import { arbitraryRecipe, playRandomGame } from '../testing/index.js';

/** A 2-player game without gods that seat 0 wins on turn 13 by climbing a2 → a3 (levels 2 → 3). */
const CLIMB = [
  '@a1 @b1',
  '@e5 @d5',
  'a1-a2 +a3',
  'e5-e4 +e5',
  'a2-a1 +a2',
  'e4-e5 +e4',
  'a1-a2 +a3',
  'e5-e4 +e5',
  'a2-a3 +a2',
  'e4-e5 +e4',
  'a3-a2 +a3',
  'e5-e4 +e5',
  'a2-a3',
];

const plain = (turns: string[], overrides: Partial<GameRecord> = {}): GameRecord => ({
  players: [{ god: null }, { god: null }],
  start: 0,
  rules: {},
  seed: 0,
  turns,
  ...overrides,
});

const replayed = (record: GameRecord): ReplayedGame => {
  const result = replayRecord(record);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const errorOf = (record: GameRecord): string => {
  const result = replayRecord(record);
  return result.ok ? 'replayed' : result.error.message;
};

describe('replaying a game record', () => {
  it('gives the initial position and the position after every turn', () => {
    const game = replayed(plain(CLIMB.slice(0, 4)));
    expect(game.positions.map((position) => formatPosition(position))).toEqual([
      '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}',
      '{"players":[{"workers":["a1","b1"]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":1}',
      '{"players":[{"workers":["a1","b1"]},{"workers":["e5","d5"]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}',
      '{"players":[{"workers":["a2","b1"]},{"workers":["e5","d5"]}],"levels":["00000","00000","10000","00000","00000"],"domes":[],"toMove":1}',
      '{"players":[{"workers":["a2","b1"]},{"workers":["e4","d5"]}],"levels":["00001","00000","10000","00000","00000"],"domes":[],"toMove":0}',
    ]);
    expect(game.final).toBe(game.positions[4]);
  });

  it('replays a finished game to its winner', () => {
    const game = replayed(plain(CLIMB));
    expect(game.positions).toHaveLength(14);
    expect(game.final.winner).toBe(0);
    expect(gameResult(game.final)).toBe('1-0');
    expect(gameResult(game.positions[12] ?? game.final)).toBe('*');
  });

  it('names the illegal turn by number and text, with the engine reason', () => {
    const illegal = [...CLIMB.slice(0, 6), 'a1-c3 +c4'];
    expect(errorOf(plain(illegal))).toMatch(/^turn 7 "a1-c3 \+c4": \S/);
    expect(errorOf(plain([...CLIMB.slice(0, 6), 'pass', ...CLIMB.slice(7)]))).toMatch(/^turn 7 "pass": \S/);
    expect(errorOf(plain([...CLIMB.slice(0, 6), 'a1-a2']))).toBe(
      'turn 7 "a1-a2": incomplete turn: after moving, the worker must build (for example "a1-a2 +a1")',
    );
    expect(errorOf(plain([...CLIMB, 'e4-d4 +d3']))).toBe(
      'turn 14 "e4-d4 +d3": the game is over: player 0 has won',
    );
  });

  it('checks the record first: fields, grammar, and gods that can play together', () => {
    expect(errorOf(plain(['@a1 a2']))).toMatch(/^turns\[0\] \(turn 1\): "@a1 a2": a placement turn/);
    expect(errorOf(plain([], { seed: -1 }))).toMatch(/^seed: /);
    expect(errorOf(plain([], { players: [{ god: 'circe' }, { god: 'eros' }] }))).toBe(
      'players: Circe and Eros are a banned pair (rule R13; the rule switch allowCirceEros allows it)',
    );
    expect(
      replayRecord(
        plain([], { players: [{ god: 'circe' }, { god: 'eros' }], rules: { allowCirceEros: true } }),
      ).ok,
    ).toBe(true);
    expect(errorOf(plain([], { players: [{ god: null }, { god: 'apollo' }, { god: 'atlas' }] }))).toBe(
      'players: a 3-player game needs a God Power for every player (rule R14)',
    );
    expect(
      errorOf(
        plain([], { players: [{ god: 'bia' }, { god: 'atlas' }], start: 1, rules: { biaStarts: true } }),
      ),
    ).toBe("players: with the rule switch biaStarts Bia's player (player 0) is the Start Player (R26)");
  });

  it('reaches the same positions as the game played with legalTurns', () => {
    fc.assert(
      fc.property(arbitraryRecipe(40), (recipe) => {
        const { record, positions } = playRandomGame(recipe);
        const game = replayed(record);
        expect(game.positions.map((position) => formatPosition(position))).toEqual(
          positions.map((position) => formatPosition(position)),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('gives the winner of random games played to the end, with 2, 3 and 4 players', () => {
    const expected: Record<number, string[]> = {
      2: ['1-0', '0-1'],
      3: ['1-0-0', '0-1-0', '0-0-1'],
      4: ['1-0-1-0', '0-1-0-1', '1-0-1-0', '0-1-0-1'],
    };
    const finished: number[] = [];
    for (let play = 0; play < 12; play++) {
      const players = 2 + (play % 3);
      const recipe = {
        players,
        seed: play * 7919,
        rules: [],
        dealing: 'challenger',
        names: [],
        play,
        maxTurns: 400,
      } as const;
      const { record, positions } = playRandomGame(recipe);
      const winner = positions[positions.length - 1]?.winner ?? null;
      if (winner === null) continue;
      finished.push(players);
      const game = replayed(record);
      expect(game.final.winner).toBe(winner);
      expect(gameResult(game.final)).toBe(expected[players]?.[winner]);
    }
    expect(new Set(finished)).toEqual(new Set([2, 3, 4]));
  });

  it('lists the results a game can have', () => {
    expect(possibleResults(2)).toEqual(['*', '1-0', '0-1']);
    expect(possibleResults(3)).toEqual(['*', '1-0-0', '0-1-0', '0-0-1']);
    expect(possibleResults(4)).toEqual(['*', '1-0-1-0', '0-1-0-1']);
  });
});
