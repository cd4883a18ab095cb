import { gameSetup } from './gameSetup.js';
import { implementedGods, powerOf } from './gods/index.js';
import { godTitle, isGodName, type GodName } from './gods/names.js';
import { godsProblem, requiredStart, requiredStartProblem } from './gods/setupRules.js';
import { placementOrder } from './placement.js';
import { Position } from './position.js';
import { quoteValue } from './quote.js';
import { mulberry32, shuffled } from './random.js';
import { err, ok, type Result } from './result.js';
import { DEFAULT_RULES, RULE_SWITCH_NAMES, type RuleSwitches } from './rules.js';

/**
 * The setup of a game with God Powers (rules.md §4.1), as immutable values: the Challenger offers as
 * many powers as there are players (R13 banned pairs, R14 player counts), the players choose in
 * turn — clockwise from the Challenger's left (seat challenger + 1, + 2, …) — and the Challenger
 * gets the last one and names the Start Player (R7 with `biaStarts`: Bia's player). The setup parts
 * of powers then happen in the initial position: Bia's and Eros's placement limits and Selene's
 * female worker are part of placement (spec §2.3), and Chaos's deck is shuffled here with the
 * game's seed (R20). `randomGods` is the shortcut that lets the seed make every choice.
 *
 * Each step returns a new Setup or a SetupError that says what is wrong; nothing is changed in place.
 * A Setup holds what the game record of spec §4 needs (`setupRecord`).
 */
export interface Setup {
  /** 2, 3 or 4. */
  readonly players: number;
  readonly rules: RuleSwitches;
  /** The game's seed, a whole number 0 ≤ seed < 2³²: it shuffles Chaos's deck. */
  readonly seed: number;
  /** The seat that offers the powers; null until the offer is made. */
  readonly challenger: number | null;
  /** The powers offered, in the order offered (empty until the offer). */
  readonly offered: readonly GodName[];
  /** Each seat's power, null until chosen. */
  readonly gods: readonly (GodName | null)[];
  /** The Start Player (spec §2.3: in 4 players the team that places first), null until named. */
  readonly start: number | null;
}

export interface SetupError {
  readonly message: string;
}

/** What the setup waits for. */
export type SetupStage = 'offer' | 'choose' | 'start' | 'ready';

/** The setup fields of a game record (spec §4), names left to the caller. */
export interface SetupRecord {
  players: { god: GodName | null }[];
  start: number;
  rules: Partial<RuleSwitches>;
  seed: number;
  setup: { challenger: number; offered: GodName[] };
}

const fail = (message: string): Result<never, SetupError> => err({ message });

const MAX_SEED = 2 ** 32;

const shown = (value: unknown): string => quoteValue(value);

function seatProblem(setup: Setup, seat: number, what: string): string | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= setup.players)
    return `${what} must be a seat from 0 to ${setup.players - 1}, got ${String(seat)}`;
  return null;
}

/**
 * A new setup for `players` players (2–4) with rule switches (rules.md Part A) and the game's seed.
 * The seed defaults to 0.
 */
export function newSetup(
  players: number,
  rules: Partial<RuleSwitches> = {},
  seed = 0,
): Result<Setup, SetupError> {
  if (!Number.isInteger(players) || players < 2 || players > 4)
    return fail(`a game has 2, 3 or 4 players, got ${String(players)}`);
  if (!Number.isInteger(seed) || seed < 0 || seed >= MAX_SEED)
    return fail(`the seed must be a whole number from 0 to ${MAX_SEED - 1}, got ${String(seed)}`);
  for (const key of Object.keys(rules))
    if (!(RULE_SWITCH_NAMES as readonly string[]).includes(key))
      return fail(`unknown rule switch "${key}" (known: ${RULE_SWITCH_NAMES.join(', ')})`);
  return ok({
    players,
    rules: { ...DEFAULT_RULES, ...rules },
    seed,
    challenger: null,
    offered: [],
    gods: new Array<null>(players).fill(null),
    start: null,
  });
}

/** What the setup waits for next. */
export function setupStage(setup: Setup): SetupStage {
  if (setup.challenger === null) return 'offer';
  if (setup.gods.some((god) => god === null)) return 'choose';
  return setup.start === null ? 'start' : 'ready';
}

/** Why a set of powers cannot be offered for `players` players, or null (R13, R14, one card each). */
export function offerProblem(gods: readonly unknown[], players: number, rules: RuleSwitches): string | null {
  if (gods.length !== players)
    return `the Challenger offers as many powers as there are players: ${players}, not ${gods.length}`;
  const names: GodName[] = [];
  for (const god of gods) {
    if (!isGodName(god)) return `unknown god ${shown(god)}`;
    if (names.includes(god)) return `${godTitle(god)} is offered twice: each card is offered once`;
    names.push(god);
  }
  return godsProblem(names, rules);
}

/** The Challenger (`challenger`) offers the powers in play. */
export function offerGods(
  setup: Setup,
  challenger: number,
  gods: readonly GodName[],
): Result<Setup, SetupError> {
  if (setupStage(setup) !== 'offer')
    return fail(`the powers were already offered (by player ${String(setup.challenger)})`);
  const seatError = seatProblem(setup, challenger, 'the Challenger');
  if (seatError !== null) return fail(seatError);
  const problem = offerProblem(gods, setup.players, setup.rules);
  if (problem !== null) return fail(problem);
  return ok({ ...setup, challenger, offered: [...gods] });
}

/** The seat that chooses a power next, or null when none is left to choose. */
export function nextChooser(setup: Setup): number | null {
  if (setupStage(setup) !== 'choose' || setup.challenger === null) return null;
  for (let i = 1; i <= setup.players; i++) {
    const seat = (setup.challenger + i) % setup.players;
    if (setup.gods[seat] === null) return seat;
  }
  return null;
}

/** The offered powers nobody has chosen yet. */
export const remainingGods = (setup: Setup): GodName[] =>
  setup.offered.filter((god) => !setup.gods.includes(god));

/**
 * `seat` takes one of the offered powers. Players choose clockwise from the Challenger's left; once
 * only the Challenger is left, the last power is theirs at once (and, with `biaStarts` and Bia in
 * play, Bia's player is the Start Player).
 */
export function chooseGod(setup: Setup, seat: number, god: GodName): Result<Setup, SetupError> {
  const stage = setupStage(setup);
  if (stage === 'offer') return fail('the Challenger has not offered the powers yet');
  if (stage !== 'choose') return fail('every player already has a power');
  const seatError = seatProblem(setup, seat, 'the choosing player');
  if (seatError !== null) return fail(seatError);
  const chooser = nextChooser(setup);
  if (seat !== chooser) {
    if (seat === setup.challenger)
      return fail(
        `the Challenger (player ${seat}) gets the last power: player ${String(chooser)} chooses now`,
      );
    const held = setup.gods[seat];
    if (held !== null && held !== undefined) return fail(`player ${seat} already chose ${godTitle(held)}`);
    return fail(
      `not player ${seat}'s turn to choose: player ${String(chooser)} chooses now (clockwise from the Challenger's left)`,
    );
  }
  if (!isGodName(god)) return fail(`unknown god ${shown(god)}`);
  if (!setup.offered.includes(god))
    return fail(`${godTitle(god)} was not offered (offered: ${setup.offered.map(godTitle).join(', ')})`);
  if (setup.gods.includes(god)) return fail(`${godTitle(god)} was already chosen`);
  const gods = [...setup.gods];
  gods[seat] = god;
  const challenger = setup.challenger ?? 0;
  const left = setup.offered.filter((offered) => !gods.includes(offered));
  const last = left[0];
  if (left.length === 1 && last !== undefined && gods[challenger] === null) gods[challenger] = last;
  return ok(withRuleStart({ ...setup, gods }));
}

/** With a rule switch that names the Start Player (`biaStarts`), it is named as soon as the powers are dealt (R7, R26). */
function withRuleStart(setup: Setup): Setup {
  const required = requiredStart(setup.gods, setup.rules);
  if (required === null || setup.gods.some((god) => god === null)) return setup;
  return { ...setup, start: required.seat };
}

/** The Challenger names the Start Player (any seat, the Challenger included). */
export function chooseStart(setup: Setup, seat: number, start: number): Result<Setup, SetupError> {
  const stage = setupStage(setup);
  if (stage === 'offer' || stage === 'choose')
    return fail('the Start Player is named once every player has a power');
  if (seat !== setup.challenger)
    return fail(`only the Challenger (player ${String(setup.challenger)}) names the Start Player`);
  const seatError = seatProblem(setup, start, 'the Start Player');
  if (seatError !== null) return fail(seatError);
  const startProblem = requiredStartProblem(setup.gods, setup.rules, start);
  if (startProblem !== null) return fail(startProblem);
  if (stage === 'ready' && setup.start !== start)
    return fail(`the Start Player is already named: player ${String(setup.start)}`);
  return ok({ ...setup, start });
}

/**
 * The random gods shortcut: the seed draws an offer the rules allow (from the implemented powers),
 * a Challenger, each player's choice and the Start Player (`start` when given). The result is a
 * ready setup, recorded like any other.
 */
export function randomGods(
  players: number,
  seed: number,
  rules: Partial<RuleSwitches> = {},
  start?: number,
): Result<Setup, SetupError> {
  const created = newSetup(players, rules, seed);
  if (!created.ok) return created;
  let setup = created.value;
  const random = mulberry32(seed ^ 0x5eed5eed);
  const pool = implementedGods();
  let offer: GodName[] | undefined;
  for (let tries = 0; tries < 1000 && offer === undefined; tries++) {
    const drawn = shuffled(pool, random).slice(0, players);
    if (offerProblem(drawn, players, setup.rules) === null) offer = drawn;
  }
  if (offer === undefined) return fail(`no set of ${players} implemented powers can play together`);
  const offered = offerGods(setup, Math.floor(random() * players), offer);
  if (!offered.ok) return offered;
  setup = offered.value;
  for (let chooser = nextChooser(setup); chooser !== null; chooser = nextChooser(setup)) {
    const left = remainingGods(setup);
    const pick = left[Math.floor(random() * left.length)];
    if (pick === undefined) return fail('no power is left to choose');
    const chosen = chooseGod(setup, chooser, pick);
    if (!chosen.ok) return chosen;
    setup = chosen.value;
  }
  // With biaStarts the Start Player is already Bia's.
  if (setup.start !== null && start === undefined) return ok(setup);
  return chooseStart(setup, setup.challenger ?? 0, start ?? Math.floor(random() * players));
}

/**
 * The position a game starts from (spec §2.3): the empty board in placement with each seat's power,
 * the Start Player and the rules; the first placer to move (Bia's player first, R7); Chaos's deck
 * shuffled with the seed. It follows from what a game record keeps (spec §4): `players`' gods,
 * `start`, `rules` and `seed`.
 */
export function startingPosition(
  gods: readonly (GodName | null)[],
  start: number,
  rules: Partial<RuleSwitches> = {},
  seed = 0,
): Result<Position, SetupError> {
  if (gods.length < 2 || gods.length > 4) return fail(`a game has 2, 3 or 4 players, got ${gods.length}`);
  if (!Number.isInteger(start) || start < 0 || start >= gods.length)
    return fail(`the Start Player must be a seat from 0 to ${gods.length - 1}, got ${String(start)}`);
  if (!Number.isInteger(seed) || seed < 0 || seed >= MAX_SEED)
    return fail(`the seed must be a whole number from 0 to ${MAX_SEED - 1}, got ${String(seed)}`);
  const allRules: RuleSwitches = { ...DEFAULT_RULES, ...rules };
  const problem = godsProblem(gods, allRules) ?? requiredStartProblem(gods, allRules, start);
  if (problem !== null) return fail(problem);
  const pos = new Position(gameSetup([...gods], start, allRules));
  gods.forEach((god, seat) => powerOf(god).setUp?.(pos, seat, seed));
  pos.setToMove(placementOrder(pos)[0] ?? start);
  return ok(pos);
}

/** The initial position of a ready setup. */
export function initialPosition(setup: Setup): Result<Position, SetupError> {
  const stage = setupStage(setup);
  if (stage !== 'ready')
    return fail(
      stage === 'offer'
        ? 'the setup is not finished: the Challenger offers the powers first'
        : stage === 'choose'
          ? `the setup is not finished: player ${String(nextChooser(setup))} chooses a power`
          : `the setup is not finished: the Challenger (player ${String(setup.challenger)}) names the Start Player`,
    );
  return startingPosition(setup.gods, setup.start ?? 0, setup.rules, setup.seed);
}

/** The setup fields of the game record (spec §4) of a ready setup; rules list only the switches on. */
export function setupRecord(setup: Setup): Result<SetupRecord, SetupError> {
  if (setupStage(setup) !== 'ready') return fail('the setup is not finished');
  const rules = Object.fromEntries(Object.entries(setup.rules).filter(([, on]) => on === true));
  return ok({
    players: setup.gods.map((god) => ({ god })),
    start: setup.start ?? 0,
    rules,
    seed: setup.seed,
    setup: { challenger: setup.challenger ?? 0, offered: [...setup.offered] },
  });
}
