import { describe, expect, it } from 'vitest';
import { implementedGods, powerOf } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import { parsePosition, parsePositionText, type PlayerJson } from './json.js';
import type { PositionError, PositionErrorKind } from '../core/positionError.js';
import { parseSquare } from '../core/square.js';
import { positionErrorText } from '../words/positionWords.js';

const FLAT = ['00000', '00000', '00000', '00000', '00000'];

/** A 2-player base-game position after placement, with fields replaced. */
const base = (fields: object = {}): object => ({
  players: [{ workers: ['b3', 'd3'] }, { workers: ['c2', 'c4'] }],
  levels: FLAT,
  domes: [],
  toMove: 0,
  ...fields,
});

/** A position of these players (each a god and workers, or more fields) on a flat board. */
const seats = (players: readonly PlayerJson[], fields: object = {}): object => base({ players, ...fields });

const god = (name: GodName, workers: (string | null)[], memory: Partial<PlayerJson> = {}): PlayerJson => ({
  god: name,
  workers,
  ...memory,
});

function errorOf(value: unknown): PositionError {
  const result = parsePosition(value);
  if (result.ok) throw new Error('accepted');
  return result.error;
}

const sq = (name: string): number => parseSquare(name) as number;
const SIMPLE = implementedGods().filter((name) => powerOf(name).number <= 10);
const powersWith = (flag: 'keepsWorkerOrder' | 'removesWorkers'): GodName[] =>
  implementedGods().filter((name) => powerOf(name)[flag] === true);

/** One input per kind, and the field and data it must give: every kind is here (the type checks it). */
const CASES: Record<PositionErrorKind, readonly [value: unknown, expected: Partial<PositionError>]> = {
  notJson: ['{"players": [', { field: 'position' }],
  nestedTooDeep: [
    base({ players: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown }),
    { field: 'position', limit: 32 },
  ],
  notObject: [[], { field: 'position', what: 'position', got: { type: 'array', text: '[]' } }],
  unknownField: [base({ colour: 'red' }), { field: 'colour', name: 'colour' }],
  missing: [base({ toMove: undefined }), { field: 'toMove', name: 'toMove' }],
  notPlayers: [base({ players: 'two' }), { field: 'players', got: { type: 'string', text: '"two"' } }],
  badLevels: [base({ levels: FLAT.slice(1) }), { field: 'levels' }],
  badLevelRow: [
    base({ levels: ['00000', '00400', '00000', '00000', '00000'] }),
    { field: 'levels[1]', got: { type: 'string', text: '"00400"' } },
  ],
  notSquares: [base({ domes: 'c3' }), { field: 'domes', got: { type: 'string', text: '"c3"' } }],
  notSquare: [
    seats([{ workers: ['b3', 'f6'] }, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].workers[1]', got: { type: 'string', text: '"f6"' } },
  ],
  duplicate: [base({ domes: ['c3', 'c3'] }), { field: 'domes[1]', square: sq('c3') }],
  outOfRange: [base({ toMove: 2 }), { field: 'toMove', low: 0, high: 1, got: { type: 'number', text: '2' } }],
  notBoolean: [
    seats([{ workers: ['b3', 'd3'], out: 'yes' } as unknown as PlayerJson, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].out', got: { type: 'string', text: '"yes"' } },
  ],
  unknownGod: [
    seats([{ god: 'thor', workers: ['b3', 'd3'] } as unknown as PlayerJson, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].god', got: { type: 'string', text: '"thor"' } },
  ],
  outNotInThree: [
    seats([{ workers: ['b3', 'd3'] }, { workers: [], out: true }]),
    { field: 'players[1].out', players: 2 },
  ],
  tooManyWorkers: [
    seats([{ workers: ['b3', 'd3', 'a1'] }, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].workers', count: 3 },
  ],
  outWithWorkers: [
    seats([god('apollo', ['a1', 'a2']), god('atlas', ['b1', 'b2'], { out: true }), god('pan', ['c1', 'c2'])]),
    { field: 'players[1].workers' },
  ],
  gods: [
    seats([{ workers: [] }, { workers: [] }, { workers: [] }]),
    { field: 'players', problem: { kind: 'godsRequired', rule: 'R14', players: 3 } },
  ],
  toMoveOut: [
    seats([god('apollo', ['a1', 'a2']), god('atlas', [], { out: true }), god('pan', ['c1', 'c2'])], {
      toMove: 1,
    }),
    { field: 'toMove', seat: 1 },
  ],
  teammatesDiffer: [
    seats([
      god('apollo', ['a1', 'a2']),
      god('atlas', ['b1', 'b2']),
      god('pan', ['a1', 'e5']),
      god('demeter', ['b1', 'b2']),
    ]),
    { field: 'players[2].workers', teammate: 0 },
  ],
  nullWorker: [
    seats([{ workers: [null, 'd3'] }, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].workers[0]', keepOrder: powersWith('keepsWorkerOrder') },
  ],
  squareTaken: [
    seats([{ workers: ['b3', 'd3'] }, { workers: ['c2', 'd3'] }]),
    { field: 'players[1].workers[1]', square: sq('d3'), by: 'players[0].workers[1]' },
  ],
  workerOnDome: [base({ domes: ['d3'] }), { field: 'players[0].workers[1]', square: sq('d3') }],
  workerCount: [
    seats([{ workers: ['b3'] }, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].workers', removers: powersWith('removesWorkers') },
  ],
  startRule: [
    seats([god('bia', []), god('atlas', [])], { rules: { biaStarts: true }, start: 1, toMove: 1 }),
    { field: 'start', required: { seat: 0, god: 'bia', rule: 'biaStarts' } },
  ],
  placementOrder: [
    seats([{ workers: [] }, { workers: [] }], { toMove: 1 }),
    { field: 'toMove', order: 'earlierNotPlaced', seat: 0, toMove: 1, start: 0 },
  ],
  notAllowedFor: [
    seats([{ workers: ['b3', 'd3'], movedUp: true }, { workers: ['c2', 'c4'] }]),
    { field: 'players[0].movedUp', name: 'movedUp', god: 'athena', holder: 'held' },
  ],
  memoryWhenOut: [
    seats([
      god('apollo', ['a1', 'a2']),
      god('morpheus', [], { out: true, coins: 2 }),
      god('pan', ['c1', 'c2']),
    ]),
    { field: 'players[1].coins', name: 'coins' },
  ],
  notSimpleGod: [
    seats([god('chaos', ['b3', 'd3'], { card: 'zeus' }), god('zeus', ['c2', 'c4'])]),
    { field: 'players[0].card', first: SIMPLE[0], last: SIMPLE[SIMPLE.length - 1] },
  ],
  notSimpleGods: [
    seats([god('chaos', ['b3', 'd3'], { deck: 'apollo' as never }), god('zeus', ['c2', 'c4'])]),
    { field: 'players[0].deck', got: { type: 'string', text: '"apollo"' } },
  ],
  cardMissing: [
    seats([god('chaos', ['b3', 'd3'], { deck: SIMPLE }), god('zeus', ['c2', 'c4'])]),
    { field: 'players[0].card' },
  ],
  cardHeld: [
    seats([god('chaos', ['b3', 'd3'], { card: 'apollo' }), god('apollo', ['c2', 'c4'])]),
    { field: 'players[0].card', god: 'chaos', card: 'apollo' },
  ],
  cardTwice: [
    seats([god('chaos', ['b3', 'd3'], { card: 'artemis', deck: ['artemis'] }), god('zeus', ['c2', 'c4'])]),
    { field: 'players[0].deck', god: 'chaos', card: 'artemis' },
  ],
  cardsMissing: [
    seats([god('chaos', ['b3', 'd3'], { card: 'artemis', deck: [] }), god('zeus', ['c2', 'c4'])]),
    { field: 'players[0].deck', god: 'chaos', cards: SIMPLE.filter((name) => name !== 'artemis') },
  ],
  extraTurnNotToMove: [
    seats([god('dionysus', ['b3', 'd3'], { extraTurn: true }), god('zeus', ['c2', 'c4'])], { toMove: 1 }),
    { field: 'players[0].extraTurn', god: 'dionysus', toMove: 1 },
  ],
};

describe('PositionError: every refusal is a kind with its data, and its words come from the data', () => {
  it.each(Object.entries(CASES))('%s', (kind, [value, expected]) => {
    const error = typeof value === 'string' ? parsePositionText(value) : parsePosition(value);
    expect(error.ok).toBe(false);
    if (error.ok) return;
    expect(error.error).toMatchObject({ kind, ...expected });
    expect(error.error.message).toBe(positionErrorText(error.error));
    expect(error.error.message.startsWith(`${error.error.field}: `)).toBe(true);
  });

  it('keeps the words people know', () => {
    expect(errorOf(base({ toMove: 2 })).message).toBe('toMove: expected an integer from 0 to 1, got 2');
    expect(errorOf(seats([{}, { workers: ['c2', 'c4'] }])).message).toBe(
      'players[0].workers: missing (use [] before placement)',
    );
    expect(errorOf(base({ domes: ['c3', 'c3'] })).message).toBe('domes[1]: c3 is listed twice');
    expect(errorOf(CASES.cardHeld[0]).message).toBe(
      "players[0].card: Apollo is held by a player, so it is not in Chaos's cards",
    );
    expect(errorOf(CASES.startRule[0]).message).toBe(
      "start: with rules.biaStarts Bia's player is the Start Player: start must be 0",
    );
  });

  it('tells the orders of placement apart', () => {
    const placement = (players: PlayerJson[], toMove: number) => errorOf(seats(players, { toMove }));
    expect(placement([{ workers: [] }, { workers: ['c2', 'c4'] }], 0)).toMatchObject({
      field: 'players[1].workers',
      order: 'laterPlaced',
      seat: 1,
    });
    expect(placement([{ workers: ['b3', 'd3'] }, { workers: [] }], 0)).toMatchObject({
      field: 'players[1].workers',
      kind: 'placementOrder',
    });
    const four = [god('apollo', []), god('atlas', []), god('pan', []), god('demeter', [])];
    expect(placement(four, 2)).toMatchObject({ order: 'teammatePlaces', toMove: 2 });
  });

  it('names a key that is no identifier in a quoted path, on one line', () => {
    const error = errorOf(base({ 'two\nlines': 1 }));
    expect(error).toMatchObject({ kind: 'unknownField', name: 'two\nlines', field: '["two\\nlines"]' });
    expect(error.message).not.toContain('\n');
  });

  it('quotes a value nested too deep to write out, and never throws', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const error = errorOf(base({ toMove: deep }));
    // The depth check comes first: nothing walks the value.
    expect(error).toMatchObject({ kind: 'nestedTooDeep', field: 'position' });
  });
});
