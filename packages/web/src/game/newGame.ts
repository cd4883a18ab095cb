import {
  DEFAULT_RULES,
  implementedGods,
  randomGods,
  requiredStart,
  setupRecord,
  startingPosition,
  type GameRecord,
  type GodName,
  type RuleSwitches,
} from '@santorini/engine';
import { rulesOn } from './ruleSwitches.js';
import { t } from '../i18n/i18n.js';
import { setupProblemWords } from '../i18n/problemText.js';
import type { SeatKind } from './seats.js';

/**
 * How the gods are dealt: none (2 players only), at random, picked for each seat, or chosen by the
 * players step by step as in the box (rules.md §4.1, `challenger.ts`).
 */
export type GodsMode = 'none' | 'random' | 'pick' | 'challenger';

export interface NewGameSettings {
  readonly players: number;
  readonly seats: readonly SeatKind[];
  readonly gods: GodsMode;
  /** Each seat's god when `gods` is 'pick'. */
  readonly picks: readonly (GodName | null)[];
  /** The seat that offers the powers when `gods` is 'challenger'. */
  readonly challenger: number;
  /** Shuffles random gods and Chaos's deck: 0 ≤ seed < 2³². */
  readonly seed: number;
  /** Rule switches (rules.md Part A) that are on; the game's record carries them. */
  readonly rules: Partial<RuleSwitches>;
  /** Completed turns wait for "Confirm turn" (a preference of this screen, not a rule). */
  readonly confirmTurns: boolean;
}

export const defaultSettings = (seed: number): NewGameSettings => ({
  players: 2,
  seats: [{ kind: 'person' }, { kind: 'ai', level: 3 }],
  gods: 'none',
  picks: [null, null],
  challenger: 0,
  seed,
  rules: {},
  confirmTurns: false,
});

/** The gods a player can pick. */
export const pickableGods = (): GodName[] => implementedGods();

/**
 * The record a new game starts from, or why the settings cannot make one (the engine's words). With
 * the Challenger the players make the record step by step (`challenger.ts`).
 */
export function recordForSettings(settings: NewGameSettings): { record: GameRecord } | { error: string } {
  const { players, seed } = settings;
  const rules = rulesOnly(settings.rules);
  if (settings.seats.length !== players) return { error: t('local.newGame.seatsMissing', { players }) };
  if (settings.gods === 'challenger') return { error: t('local.newGame.challengerChooses') };
  if (settings.gods === 'random') {
    const setup = randomGods(players, seed, rules);
    if (!setup.ok) return { error: setupProblemWords(setup.error) };
    const fields = setupRecord(setup.value);
    if (!fields.ok) return { error: setupProblemWords(fields.error) };
    return { record: { ...fields.value, turns: [] } };
  }
  const gods =
    settings.gods === 'none' ? new Array<null>(players).fill(null) : settings.picks.slice(0, players);
  if (gods.length !== players) return { error: t('local.newGame.godsMissing', { players }) };
  if (players > 2 && gods.some((god) => god === null))
    return { error: t('local.newGame.everyNeedsGod', { players }) };
  // A rule switch may make a power's player the Start Player (R7, R26: biaStarts); else the first seat.
  const start = requiredStart(gods, { ...DEFAULT_RULES, ...rules })?.seat ?? 0;
  const initial = startingPosition(gods, start, rules, seed);
  if (!initial.ok) return { error: setupProblemWords(initial.error) };
  return { record: { players: gods.map((god) => ({ god })), start, rules, seed, turns: [] } };
}

/** Only the switches that are on, as a record keeps them. */
export const rulesOnly = (rules: Partial<RuleSwitches>): Partial<RuleSwitches> =>
  Object.fromEntries(rulesOn(rules).map((name) => [name, true]));

/** Seats for a player count, keeping the choices already made. */
export function resizeSeats(seats: readonly SeatKind[], players: number): SeatKind[] {
  return Array.from({ length: players }, (_, seat) => seats[seat] ?? { kind: 'person' });
}

/** The gods of the game these settings make, or null while they are not known (random, Challenger). */
export function gameGods(settings: NewGameSettings): (GodName | null)[] | null {
  if (settings.gods === 'none') return new Array<null>(settings.players).fill(null);
  if (settings.gods === 'pick') return settings.picks.slice(0, settings.players);
  return null;
}
