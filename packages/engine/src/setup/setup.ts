import { gameSetup } from './gameSetup.js';
import { implementedGods, powerOf } from '../gods/index.js';
import { isGodName, type GodName } from '../core/godNames.js';
import { godsProblem, requiredStart, requiredStartProblem } from './setupRules.js';
import { placementOrder } from '../turn/placement.js';
import { MutablePosition, type Position } from '../core/position.js';
import { mulberry32, shuffled } from '../core/random.js';
import { err, ok, type Result } from '../core/result.js';
import { DEFAULT_RULES, RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';
import type { SetupError, SetupProblem, SetupSeat, SetupStage } from './setupError.js';
import { given } from '../core/invalidField.js';
import { setupErrorText } from '../words/setupWords.js';

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

export type { SetupError } from './setupError.js';

/** The setup fields of a game record (spec §4), names left to the caller. */
export interface SetupRecord {
  players: { god: GodName | null }[];
  start: number;
  rules: Partial<RuleSwitches>;
  seed: number;
  setup: { challenger: number; offered: GodName[] };
}

/** A setup error: the problem with its words. */
const setupError = (problem: SetupProblem): SetupError => ({ ...problem, message: setupErrorText(problem) });

const fail = (problem: SetupProblem): Result<never, SetupError> => err(setupError(problem));

const MAX_SEED = 2 ** 32;

function seatProblem(players: number, seat: number, what: SetupSeat): SetupProblem | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players)
    return { kind: 'seat', seat: what, players, got: given(seat) };
  return null;
}

function seedProblem(seed: number): SetupProblem | null {
  return Number.isInteger(seed) && seed >= 0 && seed < MAX_SEED
    ? null
    : { kind: 'seed', high: MAX_SEED - 1, got: given(seed) };
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
    return fail({ kind: 'playerCount', got: given(players) });
  const badSeed = seedProblem(seed);
  if (badSeed !== null) return fail(badSeed);
  for (const key of Object.keys(rules))
    if (!(RULE_SWITCH_NAMES as readonly string[]).includes(key))
      return fail({ kind: 'unknownRule', name: key });
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
export function offerProblem(
  gods: readonly unknown[],
  players: number,
  rules: RuleSwitches,
): SetupError | null {
  const problem = offerProblemOf(gods, players, rules);
  return problem === null ? null : setupError(problem);
}

function offerProblemOf(gods: readonly unknown[], players: number, rules: RuleSwitches): SetupProblem | null {
  if (gods.length !== players) return { kind: 'offerCount', players, count: gods.length };
  const names: GodName[] = [];
  for (const god of gods) {
    if (!isGodName(god)) return { kind: 'unknownGod', got: given(god) };
    if (names.includes(god)) return { kind: 'offeredTwice', god };
    names.push(god);
  }
  const problem = godsProblem(names, rules);
  return problem === null ? null : { kind: 'gods', problem };
}

/** The Challenger (`challenger`) offers the powers in play. */
export function offerGods(
  setup: Setup,
  challenger: number,
  gods: readonly GodName[],
): Result<Setup, SetupError> {
  if (setupStage(setup) !== 'offer') return fail({ kind: 'alreadyOffered', challenger: setup.challenger });
  const seatError = seatProblem(setup.players, challenger, 'challenger');
  if (seatError !== null) return fail(seatError);
  const problem = offerProblemOf(gods, setup.players, setup.rules);
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
  if (stage === 'offer') return fail({ kind: 'notOfferedYet' });
  if (stage !== 'choose') return fail({ kind: 'allChosen' });
  const seatError = seatProblem(setup.players, seat, 'chooser');
  if (seatError !== null) return fail(seatError);
  const chooser = nextChooser(setup);
  if (seat !== chooser) {
    if (seat === setup.challenger) return fail({ kind: 'challengerLast', seat, chooser });
    const held = setup.gods[seat];
    if (held !== null && held !== undefined) return fail({ kind: 'alreadyChose', seat, god: held });
    return fail({ kind: 'notYourChoice', seat, chooser });
  }
  if (!isGodName(god)) return fail({ kind: 'unknownGod', got: given(god) });
  if (!setup.offered.includes(god)) return fail({ kind: 'notOffered', god, offered: [...setup.offered] });
  if (setup.gods.includes(god)) return fail({ kind: 'alreadyChosen', god });
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
  if (stage === 'offer' || stage === 'choose') return fail({ kind: 'startTooEarly' });
  if (seat !== setup.challenger) return fail({ kind: 'notChallenger', challenger: setup.challenger });
  const seatError = seatProblem(setup.players, start, 'start');
  if (seatError !== null) return fail(seatError);
  const required = requiredStartProblem(setup.gods, setup.rules, start);
  if (required !== null) return fail({ kind: 'startRule', required });
  if (stage === 'ready' && setup.start !== start) return fail({ kind: 'startNamed', start: setup.start });
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
  if (offer === undefined) return fail({ kind: 'noOffer', players });
  const offered = offerGods(setup, Math.floor(random() * players), offer);
  if (!offered.ok) return offered;
  setup = offered.value;
  for (let chooser = nextChooser(setup); chooser !== null; chooser = nextChooser(setup)) {
    const left = remainingGods(setup);
    const pick = left[Math.floor(random() * left.length)];
    if (pick === undefined) return fail({ kind: 'noneLeft' });
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
  if (gods.length < 2 || gods.length > 4) return fail({ kind: 'playerCount', got: given(gods.length) });
  const badStart = seatProblem(gods.length, start, 'start');
  if (badStart !== null) return fail(badStart);
  const badSeed = seedProblem(seed);
  if (badSeed !== null) return fail(badSeed);
  const allRules: RuleSwitches = { ...DEFAULT_RULES, ...rules };
  const problem = godsProblem(gods, allRules);
  if (problem !== null) return fail({ kind: 'gods', problem });
  const required = requiredStartProblem(gods, allRules, start);
  if (required !== null) return fail({ kind: 'startRule', required });
  const pos = new MutablePosition(gameSetup([...gods], start, allRules));
  gods.forEach((god, seat) => powerOf(god).setUp?.(pos, seat, seed));
  pos.setToMove(placementOrder(pos)[0] ?? start);
  return ok(pos);
}

const notFinished = (setup: Setup): SetupProblem => ({
  kind: 'notFinished',
  stage: setupStage(setup),
  chooser: nextChooser(setup),
  challenger: setup.challenger,
});

/** The initial position of a ready setup. */
export function initialPosition(setup: Setup): Result<Position, SetupError> {
  const stage = setupStage(setup);
  if (stage !== 'ready') return fail(notFinished(setup));
  return startingPosition(setup.gods, setup.start ?? 0, setup.rules, setup.seed);
}

/** The setup fields of the game record (spec §4) of a ready setup; rules list only the switches on. */
export function setupRecord(setup: Setup): Result<SetupRecord, SetupError> {
  const stage = setupStage(setup);
  if (stage !== 'ready') return fail({ kind: 'notReady', stage });
  const rules = Object.fromEntries(Object.entries(setup.rules).filter(([, on]) => on === true));
  return ok({
    players: setup.gods.map((god) => ({ god })),
    start: setup.start ?? 0,
    rules,
    seed: setup.seed,
    setup: { challenger: setup.challenger ?? 0, offered: [...setup.offered] },
  });
}
