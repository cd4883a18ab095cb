import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePosition, positionKey } from '../json/json.js';
import type { Position } from '../core/position.js';
import { mulberry32 } from '../core/random.js';
import { parseRecordJson, recordToJson } from '../record/recordJson.js';
import { formatRecordText, parseRecordText } from '../record/recordText.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';
import { randomGods } from '../setup/setup.js';
import { legalTurns } from '../turn/legalTurns.js';
import { currentPosition, gameRecord, startPosition, type Game } from './game.js';
import { gameOutcome } from './outcome.js';
import { playTurn, playTurnText } from './play.js';
import { gameFromPosition, gameFromRecord, gameFromSetup, newGame } from './start.js';
import { restartGame, undoTurn } from './undo.js';

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const board = (json: object): Position => unwrap(parsePosition(json));

const base = (): Game => unwrap(newGame({ gods: [null, null] }));

const keys = (game: Game): string[] => game.positions.map(positionKey);

/** Plays up to `turns` random legal turns (by their steps), stopping at a win or no legal turn. */
function playRandomly(game: Game, turns: number, seed: number): Game {
  const random = mulberry32(seed);
  let played = game;
  for (let i = 0; i < turns; i++) {
    const options = legalTurns(currentPosition(played));
    const chosen = options[Math.floor(random() * options.length)];
    if (chosen === undefined) break;
    played = unwrap(playTurn(played, chosen.turn));
  }
  return played;
}

/** A random real game: 2–4 players, gods dealt by the seed, some switches, random turns. */
const arbitraryGame = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    rules: fc.subarray([...RULE_SWITCH_NAMES]),
    play: fc.integer(),
    turns: fc.integer({ min: 0, max: 24 }),
  })
  .map(({ players, seed, rules, play, turns }) => {
    const switches = Object.fromEntries(rules.map((name) => [name, true])) as Partial<RuleSwitches>;
    const setup = unwrap(randomGods(players, seed, switches));
    return playRandomly(unwrap(gameFromSetup(setup)), turns, play);
  });

describe('Game: a start, turns, positions', () => {
  it('starts from gods, plays turns by text and by steps, keeping record, turns and positions together', () => {
    const start = base();
    const placed = unwrap(playTurnText(start, '@B2 @D4'));
    expect(placed.record.turns).toEqual(['@b2 @d4']);
    expect(placed.turns).toEqual([{ seat: 0, text: '@b2 @d4', steps: expect.any(Array) as unknown }]);
    expect(placed.positions).toHaveLength(2);
    const both = unwrap(
      playTurn(placed, [
        { kind: 'place', to: 10 },
        { kind: 'place', to: 14 },
      ]),
    );
    expect(both.record.turns).toEqual(['@b2 @d4', '@a3 @e3']);
    expect(both.turns[1]?.seat).toBe(1);
    expect(currentPosition(both).toMove).toBe(0);
    expect(startPosition(both)).toBe(startPosition(start));
    // The earlier values are unchanged, and frozen.
    expect(start.record.turns).toEqual([]);
    expect(placed.positions).toHaveLength(2);
    expect(
      Object.isFrozen(both) && Object.isFrozen(both.positions) && Object.isFrozen(both.record.turns),
    ).toBe(true);
    expect(Object.isFrozen(both.record.players[0]) && Object.isFrozen(both.turns[1]?.steps[0])).toBe(true);
    const copy = gameRecord(both);
    copy.turns.push('x');
    expect(both.record.turns).toHaveLength(2);
  });

  it("refuses a turn with the engine's error, malformed or illegal", () => {
    const malformed = playTurnText(base(), 'b2 to b3');
    expect(!malformed.ok && malformed.error.kind).toBe('malformed');
    const illegal = playTurnText(base(), 'b2-b3 +b4');
    expect(!illegal.ok && illegal.error.kind).toBe('illegal');
    const steps = playTurn(base(), [{ kind: 'move', from: 6, to: 7 }]);
    expect(steps.ok).toBe(false);
  });

  it('undoes the last turn and says which it was; nothing to undo at the start', () => {
    const game = unwrap(playTurnText(unwrap(playTurnText(base(), '@b2 @d4')), '@c2 @c4'));
    const undone = undoTurn(game);
    expect(undone?.undone).toMatchObject({ seat: 1, text: '@c2 @c4' });
    expect(undone?.game.record.turns).toEqual(['@b2 @d4']);
    expect(keys(undone?.game ?? game)).toEqual(keys(game).slice(0, 2));
    expect(undoTurn(base())).toBeNull();
    expect(keys(restartGame(game))).toEqual(keys(game).slice(0, 1));
  });

  it('starts from a ready setup with names, and from a record, refusing one that does not replay', () => {
    const setup = unwrap(randomGods(3, 7));
    const game = unwrap(gameFromSetup(setup, ['Ann', undefined, 'Cy']));
    expect(game.record.players.map((player) => player.name)).toEqual(['Ann', undefined, 'Cy']);
    expect(game.record.setup?.offered).toHaveLength(3);
    const bad = gameFromRecord({ ...gameRecord(base()), turns: ['@a1 @a2', '@a1 @b1'] });
    expect(!bad.ok && bad.error.message).toMatch(/^turn 2 "@a1 @b1": /);
    const badName = newGame({ gods: [null, null], names: [' Ann', undefined] });
    expect(!badName.ok && badName.error.message).toMatch(/^names\[0\]: /);
  });
});

describe('Game from a position', () => {
  const midgame = (): Position =>
    board({
      players: [{ workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
      levels: ['00000', '00000', '00000', '02300', '00000'],
      domes: [],
      toMove: 0,
    });

  it('keeps the position in its record, with the gods, start and rules it has', () => {
    const game = unwrap(gameFromPosition(midgame()));
    expect(game.record.position).toEqual(JSON.parse(JSON.stringify(game.record.position)));
    expect(positionKey(startPosition(game))).toBe(positionKey(midgame()));
    expect(game.record).toMatchObject({ players: [{ god: null }, { god: null }], start: 0, rules: {} });
  });

  it('round-trips through both record forms exactly, turns and positions included', () => {
    const game = unwrap(playTurnText(unwrap(gameFromPosition(midgame())), 'b2-b3 +b4'));
    const json = unwrap(parseRecordJson(JSON.parse(recordToJson(gameRecord(game)))));
    const text = unwrap(parseRecordText(formatRecordText(gameRecord(game))));
    expect(json).toEqual(gameRecord(game));
    expect(text).toEqual(gameRecord(game));
    expect(keys(unwrap(gameFromRecord(text)))).toEqual(keys(game));
  });
});

describe('gameOutcome', () => {
  it('a climb to level 3', () => {
    const start = board({
      players: [{ workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
      levels: ['00000', '00000', '00000', '02300', '00000'],
      domes: [],
      toMove: 0,
    });
    const game = unwrap(gameFromPosition(start));
    expect(gameOutcome(game)).toEqual({ winner: null, result: '*', reason: null });
    expect(gameOutcome(unwrap(playTurnText(game, 'b2-c2')))).toEqual({
      winner: 0,
      result: '1-0',
      reason: 'climbed',
    });
  });

  it("a power's win: Pan moves down two levels", () => {
    const start = board({
      players: [{ god: 'pan', workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
      levels: ['00000', '00000', '00000', '02000', '00000'],
      domes: [],
      toMove: 0,
    });
    const won = unwrap(playTurnText(unwrap(gameFromPosition(start)), 'b2-a1'));
    expect(gameOutcome(won)).toEqual({ winner: 0, result: '1-0', reason: 'power' });
  });

  it('an opponent left without a legal turn', () => {
    const start = board({
      players: [{ workers: ['c3', 'c5'] }, { workers: ['a1', 'e5'] }],
      levels: ['00000', '00000', '00000', '01000', '00000'],
      domes: ['a2', 'b1', 'd4', 'd5', 'e4'],
      toMove: 0,
    });
    const won = unwrap(playTurnText(unwrap(gameFromPosition(start)), 'c3-c2 +b2'));
    expect(gameOutcome(won)).toEqual({ winner: 0, result: '1-0', reason: 'noLegalTurn' });
  });

  it('no reason for a game that starts already won', () => {
    const over = board({
      players: [{ workers: ['c3', 'c5'] }, { workers: ['a1', 'e5'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 1,
      winner: 0,
    });
    expect(gameOutcome(unwrap(gameFromPosition(over)))).toEqual({ winner: 0, result: '1-0', reason: null });
  });
});

describe('Game properties', () => {
  it('random games undone turn by turn come back to their start, each undo giving the turn played', () => {
    fc.assert(
      fc.property(arbitraryGame, (game) => {
        let back = game;
        for (let i = game.turns.length - 1; i >= 0; i--) {
          const undone = undoTurn(back);
          expect(undone?.undone).toEqual(game.turns[i]);
          back = undone?.game ?? back;
          expect(positionKey(currentPosition(back))).toBe(positionKey(game.positions[i] as Position));
        }
        expect(back.turns).toEqual([]);
        expect(positionKey(currentPosition(back))).toBe(positionKey(startPosition(game)));
      }),
      { numRuns: 25 },
    );
  });

  it('the records of random games, from their setup or from a position reached, round-trip exactly', () => {
    fc.assert(
      fc.property(arbitraryGame, fc.integer({ min: 0, max: 12 }), fc.integer(), (game, more, seed) => {
        const fromPosition = playRandomly(unwrap(gameFromPosition(currentPosition(game))), more, seed);
        for (const played of [game, fromPosition]) {
          const record = gameRecord(played);
          const json = unwrap(parseRecordJson(JSON.parse(recordToJson(record))));
          const text = unwrap(parseRecordText(formatRecordText(record)));
          expect(json).toEqual(record);
          expect(text).toEqual(record);
          expect(keys(unwrap(gameFromRecord(json)))).toEqual(keys(played));
        }
      }),
      { numRuns: 25 },
    );
  });
});
