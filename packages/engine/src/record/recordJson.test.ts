import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from './record.js';
import { parseRecordJson, recordToJson } from './recordJson.js';
import { arbitraryRecipe, playRandomGame } from '../testing/index.js';

const example = (): Record<string, unknown> => ({
  players: [
    { god: 'apollo', name: 'Ann' },
    { god: 'athena', name: 'Bob' },
  ],
  start: 0,
  rules: {},
  seed: 12345,
  setup: { challenger: 1, offered: ['apollo', 'athena'] },
  turns: ['@b2 @d4', '@c3 @c4', 'b2-b3 +b4'],
});

const errorOf = (value: unknown): string => {
  const result = parseRecordJson(value);
  return result.ok ? 'accepted' : result.error.message;
};

const withField = (field: string, value: unknown): Record<string, unknown> => ({
  ...example(),
  [field]: value,
});

describe('game record JSON (spec §4)', () => {
  it('reads the example of spec §4 and writes it back in the same order on one line', () => {
    const parsed = parseRecordJson(example());
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value).toEqual(example());
    expect(recordToJson(parsed.value)).toBe(
      '{"players":[{"god":"apollo","name":"Ann"},{"god":"athena","name":"Bob"}],"start":0,"rules":{},' +
        '"seed":12345,"setup":{"challenger":1,"offered":["apollo","athena"]},' +
        '"turns":["@b2 @d4","@c3 @c4","b2-b3 +b4"]}',
    );
  });

  it('writes god null, leaves out absent names, setup, and switches that are off', () => {
    const record: GameRecord = {
      players: [{ god: null }, { god: null, name: 'Bob' }],
      start: 1,
      rules: { limusAnyDome: true, biaStarts: false, chaosAnyDome: true },
      seed: 0,
      turns: [],
    };
    expect(recordToJson(record)).toBe(
      '{"players":[{"god":null},{"god":null,"name":"Bob"}],"start":1,' +
        '"rules":{"chaosAnyDome":true,"limusAnyDome":true},"seed":0,"turns":[]}',
    );
  });

  it('reads an absent god as none, an absent rules as no switches, a switch set false as off', () => {
    const parsed = parseRecordJson({
      players: [{}, { name: 'Bob' }],
      start: 0,
      seed: 1,
      turns: [],
    });
    expect(parsed.ok && parsed.value).toEqual({
      players: [{ god: null }, { god: null, name: 'Bob' }],
      start: 0,
      rules: {},
      seed: 1,
      turns: [],
    });
    const off = parseRecordJson(withField('rules', { biaStarts: false, allowCirceEros: true }));
    expect(off.ok && off.value.rules).toEqual({ allowCirceEros: true });
  });

  it('stores turns in their canonical spelling', () => {
    const parsed = parseRecordJson(
      withField('turns', ['@B2 @D4', 'PASS', 'c3-d4 d4+d5D', 'C3+C4 c3-d4 +d5']),
    );
    expect(parsed.ok && parsed.value.turns).toEqual(['@b2 @d4', 'pass', 'c3-d4 +d5D', 'c3+c4 c3-d4 +d5']);
  });

  it('round-trips records of random real games exactly', () => {
    fc.assert(
      fc.property(arbitraryRecipe(30), (recipe) => {
        const { record } = playRandomGame(recipe);
        const json = recordToJson(record);
        expect(json).not.toContain('\n');
        const back = parseRecordJson(JSON.parse(json));
        expect(back.ok && back.value).toEqual(record);
      }),
      { numRuns: 40 },
    );
  });

  it('rejects a record that is not an object, or has unknown or missing fields', () => {
    expect(errorOf([])).toBe('record: expected a JSON object, got []');
    expect(errorOf(withField('result', '1-0'))).toBe(
      'record: unknown field "result" (known: players, start, rules, seed, setup, position, turns)',
    );
    for (const field of ['players', 'start', 'seed', 'turns']) {
      const value = Object.fromEntries(Object.entries(example()).filter(([key]) => key !== field));
      expect(errorOf(value)).toBe(`${field}: missing`);
    }
  });

  it('rejects bad players: count, fields, gods, names', () => {
    expect(errorOf(withField('players', 'Ann'))).toBe('players: expected an array, got "Ann"');
    expect(errorOf(withField('players', [{ god: null }]))).toBe(
      'players: a game has 2, 3 or 4 players, got 1',
    );
    expect(errorOf(withField('players', new Array(5).fill({ god: 'atlas' })))).toMatch(/got 5$/);
    const players = (second: unknown): Record<string, unknown> =>
      withField('players', [{ god: 'apollo' }, second]);
    expect(errorOf(players(null))).toBe('players[1]: expected a JSON object, got null');
    expect(errorOf(players({ god: 'athena', team: 1 }))).toBe(
      'players[1]: unknown field "team" (known: god, name)',
    );
    expect(errorOf(players({ god: 'zorro' }))).toBe('players[1].god: unknown god "zorro"');
    expect(errorOf(players({ god: 'Athena' }))).toBe('players[1].god: unknown god "Athena"');
    expect(errorOf(players({ god: 'athena', name: 7 }))).toBe('players[1].name: a name is a string, got 7');
    expect(errorOf(players({ god: 'athena', name: '' }))).toBe(
      'players[1].name: a name must not be empty (leave it out instead)',
    );
    expect(errorOf(players({ god: 'athena', name: 'a\nb' }))).toBe(
      'players[1].name: the name "a\\nb" contains a control character',
    );
    expect(errorOf(players({ god: 'athena', name: ' Bob' }))).toBe(
      'players[1].name: the name " Bob" starts or ends with a space',
    );
  });

  it('rejects a bad start, seed or rules', () => {
    expect(errorOf(withField('start', 2))).toBe('start: the Start Player must be a seat from 0 to 1, got 2');
    expect(errorOf(withField('start', 0.5))).toMatch(/^start: .* got 0.5$/);
    expect(errorOf(withField('seed', -1))).toBe(
      'seed: the seed must be a whole number from 0 to 4294967295, got -1',
    );
    expect(errorOf(withField('seed', 2 ** 32))).toMatch(/^seed: .*got 4294967296$/);
    expect(errorOf(withField('seed', '7'))).toMatch(/^seed: .*got "7"$/);
    expect(errorOf(withField('rules', []))).toBe('rules: expected a JSON object, got []');
    expect(errorOf(withField('rules', { fastGame: true }))).toBe(
      'rules: unknown rule switch "fastGame" (known: chaosAnyDome, limusAnyDome, biaStarts, allowCirceEros)',
    );
    expect(errorOf(withField('rules', { biaStarts: 1 }))).toBe(
      'rules.biaStarts: expected true or false, got 1',
    );
  });

  it('rejects a setup that is malformed or does not match the players', () => {
    const setup = (value: unknown): string => errorOf(withField('setup', value));
    expect(setup([])).toBe('setup: expected a JSON object, got []');
    expect(setup({ challenger: 0, offered: ['apollo', 'athena'], by: 1 })).toBe(
      'setup: unknown field "by" (known: challenger, offered)',
    );
    expect(setup({ offered: ['apollo', 'athena'] })).toBe(
      "setup.challenger: missing (the Challenger's seat)",
    );
    expect(setup({ challenger: 2, offered: ['apollo', 'athena'] })).toBe(
      'setup.challenger: the Challenger must be a seat from 0 to 1, got 2',
    );
    expect(setup({ challenger: 0 })).toBe('setup.offered: expected an array of gods, got undefined');
    expect(setup({ challenger: 0, offered: ['apollo', 'zorro'] })).toBe(
      'setup.offered[1]: unknown god "zorro"',
    );
    expect(setup({ challenger: 0, offered: ['apollo', null] })).toBe(
      'setup.offered[1]: expected a god, got null',
    );
    expect(setup({ challenger: 0, offered: ['apollo'] })).toBe(
      'setup.offered: the Challenger offers one power per player: 2, not 1',
    );
    expect(setup({ challenger: 0, offered: ['apollo', 'atlas'] })).toBe(
      "setup.offered: player 1's god Athena was not offered",
    );
    expect(setup({ challenger: 0, offered: ['apollo', 'apollo'] })).toBe(
      "setup.offered: player 1's god Athena was not offered",
    );
    const mirror = { ...withField('setup', { challenger: 0, offered: ['apollo', 'athena'] }) };
    mirror.players = [{ god: 'apollo' }, { god: 'apollo' }];
    expect(errorOf(mirror)).toBe('setup.offered: the offered Apollo goes to exactly one player, not 2');
    mirror.setup = { challenger: 0, offered: ['apollo', 'apollo'] };
    expect(errorOf(mirror)).toBe('setup.offered: Apollo is offered twice: each card is offered once');
    mirror.players = [{ god: 'apollo' }, { god: null }];
    expect(errorOf(mirror)).toBe(
      'setup.offered: player 1 has no god, but every player takes one of the offered powers',
    );
  });

  it('rejects turns outside the grammar, naming the turn', () => {
    expect(errorOf(withField('turns', '@b2 @d4'))).toBe('turns: expected an array of turns, got "@b2 @d4"');
    const turns = ['@b2 @d4', '@c3 @c4', 'b2-b3 +b4', 'c3-c2 +c1', 'b3-a3 +a2', 'c4-c5 +b5', 'a3-a4 x9'];
    expect(errorOf(withField('turns', turns))).toBe(
      'turns[6] (turn 7): "x9" in "a3-a4 x9" is not a step: expected a step like c3-d4, +d5, d4+d5D, c4>a2, -e4',
    );
    expect(errorOf(withField('turns', ['@b2 @d4', 3]))).toBe('turns[1] (turn 2): a turn is a string, got 3');
    expect(errorOf(withField('turns', ['']))).toBe('turns[0] (turn 1): empty turn');
  });
});

describe('game record JSON: a game from a position (spec §4 position)', () => {
  const POSITION = {
    players: [{ god: 'pan', workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
    levels: ['00000', '00000', '00000', '02300', '00000'],
    domes: [],
    toMove: 0,
  };
  const fromPosition = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
    players: [{ god: 'pan' }, { god: null }],
    start: 0,
    seed: 0,
    position: POSITION,
    turns: ['b2-b3 +b4'],
    ...changes,
  });

  it('reads the position, keeps it in canonical form and writes it before the turns', () => {
    const parsed = parseRecordJson(
      fromPosition({ position: { ...POSITION, players: [...POSITION.players] } }),
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.position).toEqual({
      ...POSITION,
      players: [{ god: 'pan', workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
    });
    const json = recordToJson(parsed.value);
    expect(json).toMatch(/^\{"players":.*,"seed":0,"position":\{"players":.*\},"turns":\["b2-b3 \+b4"\]\}$/);
    expect(parseRecordJson(JSON.parse(json))).toEqual(parsed);
  });

  it('refuses a position the engine refuses, and gods, start or rules that disagree with it, naming the field', () => {
    expect(errorOf(fromPosition({ position: { ...POSITION, toMove: 5 } }))).toMatch(/^position: toMove: /);
    expect(errorOf(fromPosition({ players: [{ god: 'pan' }, { god: 'atlas' }] }))).toBe(
      'players[1].god: does not agree with the position: atlas, but in the position player 1 has none',
    );
    expect(errorOf(fromPosition({ players: [{ god: 'pan' }, {}, {}] }))).toBe(
      'players: does not agree with the position: the position has 2 players, the record 3',
    );
    expect(errorOf(fromPosition({ start: 1 }))).toMatch(
      /^start: does not agree with the position: 1, but the position's Start Player is 0/,
    );
    expect(errorOf(fromPosition({ rules: { chaosAnyDome: true } }))).toBe(
      "rules: does not agree with the position: switches on: chaosAnyDome, but the position's are: none",
    );
    expect(errorOf(fromPosition({ position: 'b2' }))).toMatch(/^position: /);
  });
});
