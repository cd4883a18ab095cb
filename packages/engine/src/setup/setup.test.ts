import { describe, expect, it } from 'vitest';
import type { GodName } from '../core/godNames.js';
import { shuffledChaosCards } from '../gods/chaos.js';
import { simpleGods } from '../gods/index.js';
import { isImplemented } from '../gods/index.js';
import { formatPosition, parsePosition, positionKey, positionToJson } from '../json/json.js';
import type { Result } from '../core/result.js';
import {
  chooseGod,
  chooseStart,
  initialPosition,
  newSetup,
  nextChooser,
  offerGods,
  offerProblem,
  randomGods,
  remainingGods,
  setupRecord,
  setupStage,
  startingPosition,
  type Setup,
  type SetupError,
} from './setup.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { legalTurns } from '../turn/legalTurns.js';
import { board, mulberry32, pick, play, player, players, texts, unwrap } from '../testing/index.js';

const error = <T>(result: Result<T, SetupError>): string => (result.ok ? '' : result.error.message);

/** Plays a whole setup: offer, choices in order, start. */
function setUp(
  players: number,
  challenger: number,
  offer: GodName[],
  picks: GodName[],
  start: number,
): Setup {
  let setup = unwrap(offerGods(unwrap(newSetup(players, {}, 42)), challenger, offer));
  for (const god of picks) setup = unwrap(chooseGod(setup, nextChooser(setup) ?? -1, god));
  return unwrap(chooseStart(setup, challenger, start));
}

describe('setup flow (rules.md §4.1)', () => {
  it('starts with a player count, rule switches and a seed, and checks them', () => {
    const setup = unwrap(newSetup(3, { chaosAnyDome: true }, 7));
    expect(setup).toMatchObject({
      players: 3,
      seed: 7,
      challenger: null,
      start: null,
      gods: [null, null, null],
    });
    expect(setup.rules).toEqual({ ...DEFAULT_RULES, chaosAnyDome: true });
    expect(setupStage(setup)).toBe('offer');
    expect(error(newSetup(5))).toMatch(/2, 3 or 4 players/);
    expect(error(newSetup(2, {}, -1))).toMatch(/seed/);
    expect(error(newSetup(2, {}, 2 ** 32))).toMatch(/seed/);
    expect(error(newSetup(2, { fastGame: true } as never))).toMatch(/unknown rule switch "fastGame"/);
  });

  it('the Challenger offers as many powers as players, checked against counts and bans (R13, R14)', () => {
    const two = unwrap(newSetup(2));
    const three = unwrap(newSetup(3));
    expect(error(offerGods(two, 0, ['atlas']))).toMatch(/as many powers as there are players: 2, not 1/);
    expect(error(offerGods(two, 0, ['atlas', 'atlas']))).toMatch(/Atlas is offered twice/);
    expect(error(offerGods(two, 0, ['atlas', 'zorro' as GodName]))).toMatch(/unknown god "zorro"/);
    expect(error(offerGods(two, 2, ['atlas', 'demeter']))).toMatch(/Challenger must be a seat from 0 to 1/);
    expect(error(offerGods(two, 0, ['circe', 'eros']))).toMatch(/banned pair \(rule R13/);
    expect(offerGods(unwrap(newSetup(2, { allowCirceEros: true })), 0, ['circe', 'eros']).ok).toBe(true);
    expect(error(offerGods(three, 0, ['circe', 'atlas', 'demeter']))).toMatch(
      /Circe cannot be played with 3 players \(rule R14\)/,
    );
    expect(error(offerGods(three, 0, ['aphrodite', 'atlas', 'demeter']))).toMatch(
      /Aphrodite cannot be played with 3/,
    );
    expect(offerGods(unwrap(newSetup(4)), 0, ['aphrodite', 'atlas', 'demeter', 'morpheus']).ok).toBe(true);
    expect(error(offerGods(unwrap(newSetup(4)), 0, ['chronus', 'atlas', 'demeter', 'morpheus']))).toMatch(
      /Chronus cannot be played with 4/,
    );
    const offered = unwrap(offerGods(two, 1, ['atlas', 'demeter']));
    expect(setupStage(offered)).toBe('choose');
    expect(error(offerGods(offered, 1, ['atlas', 'demeter']))).toMatch(/already offered/);
  });

  it("players choose clockwise from the Challenger's left; the Challenger gets the last power", () => {
    let setup = unwrap(offerGods(unwrap(newSetup(3)), 1, ['morpheus', 'dionysus', 'atlas']));
    expect(nextChooser(setup)).toBe(2);
    expect(error(chooseGod(setup, 0, 'atlas'))).toMatch(
      /not player 0's turn to choose: player 2 chooses now/,
    );
    expect(error(chooseGod(setup, 1, 'atlas'))).toMatch(/Challenger \(player 1\) gets the last power/);
    expect(error(chooseGod(setup, 2, 'demeter'))).toMatch(/Demeter was not offered/);
    setup = unwrap(chooseGod(setup, 2, 'atlas'));
    expect(nextChooser(setup)).toBe(0);
    expect(error(chooseGod(setup, 0, 'atlas'))).toMatch(/Atlas was already chosen/);
    expect(remainingGods(setup)).toEqual(['morpheus', 'dionysus']);
    setup = unwrap(chooseGod(setup, 0, 'dionysus'));
    expect(setup.gods).toEqual(['dionysus', 'morpheus', 'atlas']);
    expect(setupStage(setup)).toBe('start');
    expect(nextChooser(setup)).toBeNull();
    expect(error(chooseGod(setup, 1, 'morpheus'))).toMatch(/every player already has a power/);
    expect(error(chooseGod(unwrap(newSetup(2)), 1, 'atlas'))).toMatch(/not offered the powers yet/);
  });

  it('the Challenger names the Start Player, who may be the Challenger', () => {
    const offered = unwrap(offerGods(unwrap(newSetup(2)), 0, ['atlas', 'demeter']));
    expect(error(chooseStart(offered, 0, 0))).toMatch(/once every player has a power/);
    const dealt = unwrap(chooseGod(offered, 1, 'demeter'));
    expect(error(chooseStart(dealt, 1, 1))).toMatch(
      /only the Challenger \(player 0\) names the Start Player/,
    );
    expect(error(chooseStart(dealt, 0, 2))).toMatch(/Start Player must be a seat from 0 to 1/);
    const ready = unwrap(chooseStart(dealt, 0, 0));
    expect(setupStage(ready)).toBe('ready');
    expect(error(chooseStart(ready, 0, 1))).toMatch(/already named/);
  });

  it("R7 with biaStarts: Bia's player is the Start Player as soon as the powers are dealt", () => {
    const offered = unwrap(offerGods(unwrap(newSetup(2, { biaStarts: true })), 0, ['bia', 'atlas']));
    const dealt = unwrap(chooseGod(offered, 1, 'bia'));
    expect(dealt.start).toBe(1);
    expect(setupStage(dealt)).toBe('ready');
    expect(error(chooseStart(dealt, 0, 0))).toMatch(
      /biaStarts Bia's player \(player 1\) is the Start Player \(R26\)/,
    );
    expect(unwrap(initialPosition(dealt)).toMove).toBe(1);
    expect(error(startingPosition(['bia', 'atlas'], 1, { biaStarts: true }))).toMatch(/R26/);
  });

  it("R7: without the switch Bia's player places first and the Start Player still moves first", () => {
    const pos = unwrap(initialPosition(setUp(2, 0, ['atlas', 'bia'], ['bia'], 0)));
    expect(pos.start).toBe(0);
    expect(pos.toMove).toBe(1);
    const perimeter = (step: string): boolean => /^@([ae].|.[15])$/.test(step);
    expect(texts(pos).every((text) => text.split(' ').every(perimeter))).toBe(true);
    expect(texts(pos)).toHaveLength((16 * 15) / 2);
    const placed = play(pos, '@a1 @e5', '@c3 @c2');
    expect(placed.toMove).toBe(0);
  });

  it('the initial position: empty board in placement, gods per seat, start, rules; JSON round trip', () => {
    const setup = setUp(3, 2, ['morpheus', 'dionysus', 'atlas'], ['atlas', 'morpheus'], 1);
    expect(setup.gods).toEqual(['atlas', 'morpheus', 'dionysus']);
    const pos = unwrap(initialPosition(setup));
    expect(positionToJson(pos)).toEqual({
      players: [
        { god: 'atlas', workers: [] },
        { god: 'morpheus', workers: [] },
        { god: 'dionysus', workers: [] },
      ],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 1,
      start: 1,
    });
    const reread = unwrap(parsePosition(JSON.parse(formatPosition(pos))));
    expect(positionKey(reread)).toBe(positionKey(pos));
    expect(legalTurns(pos)).toHaveLength(300);
    expect(error(initialPosition(unwrap(newSetup(2))))).toMatch(/Challenger offers the powers first/);
    const choosing = unwrap(offerGods(unwrap(newSetup(2)), 0, ['atlas', 'demeter']));
    expect(error(initialPosition(choosing))).toMatch(/player 1 chooses a power/);
  });

  it('keeps what the game record needs (spec §4): gods, start, rules, seed, challenger, offer', () => {
    let setup = unwrap(
      offerGods(unwrap(newSetup(2, { limusAnyDome: true }, 12345)), 1, ['atlas', 'demeter']),
    );
    setup = unwrap(chooseStart(unwrap(chooseGod(setup, 0, 'demeter')), 1, 0));
    expect(unwrap(setupRecord(setup))).toEqual({
      players: [{ god: 'demeter' }, { god: 'atlas' }],
      start: 0,
      rules: { limusAnyDome: true },
      seed: 12345,
      setup: { challenger: 1, offered: ['atlas', 'demeter'] },
    });
    expect(error(setupRecord(unwrap(newSetup(2))))).toMatch(/not finished/);
    // The initial position follows from players, start, rules and seed.
    const record = unwrap(setupRecord(setup));
    const rebuilt = unwrap(
      startingPosition(
        record.players.map((player) => player.god),
        record.start,
        record.rules,
        record.seed,
      ),
    );
    expect(formatPosition(rebuilt)).toBe(formatPosition(unwrap(initialPosition(setup))));
  });

  it("R20: Chaos's deck is the unheld Simple Gods, shuffled by the seed, the same for the same seed", () => {
    const gods: GodName[] = ['chaos', 'athena', 'demeter'];
    const cards = shuffledChaosCards(gods, 99);
    expect(cards?.discard).toEqual([]);
    const all = [cards?.card, ...(cards?.deck ?? [])];
    expect([...all].sort()).toEqual(
      simpleGods()
        .filter((god) => god !== 'athena' && god !== 'demeter')
        .sort(),
    );
    expect(shuffledChaosCards(gods, 99)).toEqual(cards);
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(shuffledChaosCards(gods, seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('random gods: the seed makes every choice, within the rules, the same each time', () => {
    for (const players of [2, 3, 4]) {
      for (let seed = 0; seed < 30; seed++) {
        const setup = unwrap(randomGods(players, seed));
        expect(setupStage(setup)).toBe('ready');
        expect(offerProblem(setup.gods, players, setup.rules)).toBeNull();
        expect([...setup.gods].sort()).toEqual([...setup.offered].sort());
        expect(randomGods(players, seed)).toEqual({ ok: true, value: setup });
        expect(initialPosition(setup).ok).toBe(true);
      }
    }
    expect(unwrap(randomGods(2, 5, {}, 1)).start).toBe(1);
    expect(error(randomGods(1, 5))).toMatch(/2, 3 or 4 players/);
  });
});

const LINEUP_POOL: GodName[] = [
  'morpheus',
  'dionysus',
  'chaos',
  'atlas',
  'demeter',
  'hestia',
  'athena',
  'medusa',
  'bia',
  'limus',
  'hera',
  'apollo',
  'minotaur',
  'pan',
];

/** A lineup of distinct gods from `pool` that the rules allow for `players` players. */
function lineup(pool: readonly GodName[], players: number, random: () => number): GodName[] {
  for (;;) {
    const gods: GodName[] = [];
    while (gods.length < players) {
      const god = pick(pool, random) ?? 'atlas';
      if (!gods.includes(god)) gods.push(god);
    }
    if (offerProblem(gods, players, DEFAULT_RULES) === null) return gods;
  }
}

describe('3 and 4 players end to end', () => {
  it('3 players: a player with no legal turn is eliminated (out, no workers); the last standing wins', () => {
    const pos = board({
      players: [
        player('morpheus', ['c3', 'a1']),
        player('dionysus', ['a5', 'b5']),
        player('demeter', ['e1', 'e2']),
      ],
      levels: ['00000', '00100', '00000', '00000', '00000'],
      domes: ['a4', 'b4', 'c5', 'd1', 'd2', 'd3', 'e3'],
    });
    // Seat 2 is boxed in already; seat 1 only while c4 is out of reach.
    const both = play(pos, 'c3-d4 +c4');
    expect(both.winner).toBe(0);
    expect(players(both).map((player) => [player.out ?? false, player.workers])).toEqual([
      [false, ['d4', 'a1']],
      [true, []],
      [true, []],
    ]);
    const one = play(pos, 'c3-c2 +b2');
    expect(one.toMove).toBe(1);
    const skipped = play(one, 'b5-c4 +d5');
    expect(skipped.winner).toBeNull();
    expect(skipped.toMove).toBe(0);
    expect(players(skipped)[2]).toEqual({ god: 'demeter', workers: [], out: true });
    // Turn order skips the eliminated seat from now on.
    const next = play(skipped, 'c2-c3');
    expect(next.toMove).toBe(1);
  });

  it('4 players: teams 0+2 and 1+3 share two workers; the first seat places, the second moves first', () => {
    const setup = setUp(
      4,
      0,
      ['atlas', 'morpheus', 'demeter', 'dionysus'],
      ['morpheus', 'demeter', 'dionysus'],
      1,
    );
    expect(setup.gods).toEqual(['atlas', 'morpheus', 'demeter', 'dionysus']);
    let pos = unwrap(initialPosition(setup));
    expect(pos.toMove).toBe(1);
    pos = play(pos, '@a1 @b1');
    expect(pos.toMove).toBe(2);
    pos = play(pos, '@e5 @d5');
    expect(pos.toMove).toBe(3);
    const json = players(pos);
    expect(json[1]?.workers).toEqual(json[3]?.workers);
    expect(json[0]?.workers).toEqual(json[2]?.workers);
    // Seat 3 (Dionysus) moves team 1+3's workers, with its own power only.
    expect(texts(pos).every((text) => /^[ab]1-/.test(text))).toBe(true);
    pos = play(pos, 'b1-b2 +b3');
    // Seat 0 (Atlas) moves team 0+2's workers and may dome; seat 2 (Demeter) may not.
    expect(pos.toMove).toBe(0);
    expect(texts(pos).some((text) => text.endsWith('D'))).toBe(true);
    pos = play(pos, 'e5-e4 +e3');
    expect(pos.toMove).toBe(1);
    pos = play(pos, 'a1-a2');
    expect(pos.toMove).toBe(2);
    expect(texts(pos).some((text) => text.endsWith('D'))).toBe(false);
    expect(play(pos, 'e4-e5 +e4 +d4').toMove).toBe(3);
  });

  it('random 3- and 4-player games from the initial position: elimination and teams stay consistent', () => {
    const problems: string[] = [];
    let eliminations = 0;
    let finished = 0;
    // Lineups from a fixed pool (where implemented), so that the games do not change as powers land.
    const pool = LINEUP_POOL.filter(isImplemented);
    for (const playerCount of [3, 4]) {
      for (let seed = 1; seed <= 10; seed++) {
        const random = mulberry32(seed * 31 + playerCount);
        const gods = lineup(pool, playerCount, random);
        let pos = unwrap(startingPosition(gods, seed % playerCount, {}, seed));
        for (let turn = 0; turn < 120 && pos.winner === null; turn++) {
          const next = pick(legalTurns(pos), random);
          if (next === undefined) break;
          pos = next.position;
          const json = players(pos);
          if (playerCount === 4) {
            if (
              JSON.stringify([...(json[0]?.workers ?? [])].sort()) !==
              JSON.stringify([...(json[2]?.workers ?? [])].sort())
            )
              problems.push(`seed ${seed}: teammates 0 and 2 list different workers`);
          } else {
            json.forEach((player, index) => {
              if (player.out === true && (player.workers?.length ?? 0) > 0)
                problems.push(`seed ${seed}: seat ${index} is out but has workers`);
            });
            if (pos.winner === null && json[pos.toMove]?.out === true)
              problems.push(`seed ${seed}: an eliminated seat is to move`);
            if (json.filter((player) => player.out === true).length === 2 && pos.winner === null)
              problems.push(`seed ${seed}: one player left but no winner`);
          }
        }
        if (pos.winner !== null) finished += 1;
        eliminations += players(pos).filter((player) => player.out === true).length;
      }
    }
    expect(problems).toEqual([]);
    expect(finished).toBeGreaterThan(10);
    expect(eliminations).toBeGreaterThan(0);
  });
});
