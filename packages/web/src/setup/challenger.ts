import {
  chooseGod,
  chooseStart,
  implementedGods,
  mulberry32,
  newSetup,
  nextChooser,
  offerGods,
  offerProblem,
  recordFromSetup,
  remainingGods,
  setupStage,
  type GameRecord,
  type GodName,
  type RuleSwitches,
  type Setup,
  type SetupStage,
} from '@santorini/engine';
import type { SeatKind } from '../game/seats.js';
import { t } from '../i18n/i18n.js';
import { recordErrorWords, setupProblemWords } from '../i18n/problemText.js';

/** One decision of the setup, in the order made. */
export type SetupEvent =
  | { readonly kind: 'offer'; readonly seat: number; readonly gods: readonly GodName[] }
  | { readonly kind: 'choose'; readonly seat: number; readonly god: GodName }
  /** The Challenger is dealt the power nobody chose. */
  | { readonly kind: 'last'; readonly seat: number; readonly god: GodName }
  | { readonly kind: 'start'; readonly seat: number; readonly start: number };

/**
 * The Challenger's way of dealing the gods (rules.md §4.1) at this screen: the engine's Setup, who
 * plays each seat, and what has been decided. AI seats decide as soon as it is their turn, with
 * choices drawn from the game's seed, so a seed and the people's choices make the same setup again.
 */
export interface ChallengerFlow {
  readonly setup: Setup;
  readonly seats: readonly SeatKind[];
  readonly challenger: number;
  readonly events: readonly SetupEvent[];
}

type Made = { flow: ChallengerFlow } | { error: string };

/**
 * A new flow with `challenger` to offer under the rule switches `rules`, the AI seats' first
 * decisions already made.
 */
export function startChallenger(
  seats: readonly SeatKind[],
  challenger: number,
  seed: number,
  rules: Partial<RuleSwitches> = {},
): Made {
  const created = newSetup(seats.length, rules, seed);
  if (!created.ok) return { error: setupProblemWords(created.error) };
  if (!Number.isInteger(challenger) || challenger < 0 || challenger >= seats.length)
    return { error: t('problem.challengerSeat', { players: seats.length }) };
  return playAiSeats({ setup: created.value, seats, challenger, events: [] });
}

export const flowStage = (flow: ChallengerFlow): SetupStage => setupStage(flow.setup);

/** The seat whose decision the setup waits for, or null once it is ready. */
export function actingSeat(flow: ChallengerFlow): number | null {
  const stage = flowStage(flow);
  if (stage === 'choose') return nextChooser(flow.setup);
  return stage === 'ready' ? null : flow.challenger;
}

/** The Challenger offers `gods` (one per player, checked by the engine: R13, R14). */
export function offerPowers(flow: ChallengerFlow, gods: readonly GodName[]): Made {
  const offered = offerGods(flow.setup, flow.challenger, gods);
  if (!offered.ok) return { error: setupProblemWords(offered.error) };
  return playAiSeats(next(flow, offered.value, { kind: 'offer', seat: flow.challenger, gods: [...gods] }));
}

/** The player whose turn it is takes `god` from the powers left; the Challenger may be dealt the last. */
export function choosePower(flow: ChallengerFlow, god: GodName): Made {
  // Outside the choosing stage there is no chooser, and the engine says why.
  const seat = nextChooser(flow.setup) ?? flow.challenger;
  const chosen = chooseGod(flow.setup, seat, god);
  if (!chosen.ok) return { error: setupProblemWords(chosen.error) };
  let made = next(flow, chosen.value, { kind: 'choose', seat, god });
  const last = chosen.value.gods[flow.challenger];
  if (flow.setup.gods[flow.challenger] === null && last !== null && last !== undefined)
    made = { ...made, events: [...made.events, { kind: 'last', seat: flow.challenger, god: last }] };
  return playAiSeats(made);
}

/** The Challenger names the Start Player. */
export function nameStart(flow: ChallengerFlow, start: number): Made {
  const named = chooseStart(flow.setup, flow.challenger, start);
  if (!named.ok) return { error: setupProblemWords(named.error) };
  return { flow: next(flow, named.value, { kind: 'start', seat: flow.challenger, start }) };
}

/** The record a finished setup starts the game from, its `setup` field included (spec §4). */
export function challengerRecord(flow: ChallengerFlow): { record: GameRecord } | { error: string } {
  const made = recordFromSetup(flow.setup);
  return made.ok ? { record: made.value } : { error: recordErrorWords(made.error) };
}

function next(flow: ChallengerFlow, setup: Setup, event: SetupEvent): ChallengerFlow {
  return { ...flow, setup, events: [...flow.events, event] };
}

/** Lets each AI seat make its decision while the setup waits for one. */
function playAiSeats(flow: ChallengerFlow): Made {
  let current = flow;
  for (let seat = actingSeat(current); seat !== null; seat = actingSeat(current)) {
    if (current.seats[seat]?.kind !== 'ai') break;
    const made = aiDecision(current);
    if ('error' in made) return made;
    current = made.flow;
  }
  return { flow: current };
}

/** A random decision for the seat to act, drawn from the seed and how many decisions came before. */
function aiDecision(flow: ChallengerFlow): Made {
  const random = mulberry32((flow.setup.seed ^ Math.imul(flow.events.length + 1, 0x9e3779b9)) >>> 0);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const stage = flowStage(flow);
  if (stage === 'offer') {
    const offer = randomOffer(flow.setup, random);
    return offer === null
      ? { error: `no ${flow.setup.players} powers can play together` }
      : offerPowers(flow, offer);
  }
  if (stage === 'choose') {
    const god = pick(remainingGods(flow.setup));
    return god === undefined ? { error: 'no power is left to choose' } : choosePower(flow, god);
  }
  return nameStart(flow, pick(flow.seats.map((_, seat) => seat)) ?? flow.challenger);
}

function randomOffer(setup: Setup, random: () => number): GodName[] | null {
  for (let tries = 0; tries < 1000; tries++) {
    const pool = implementedGods();
    const offer: GodName[] = [];
    while (offer.length < setup.players && pool.length > 0)
      offer.push(...pool.splice(Math.floor(random() * pool.length), 1));
    if (offerProblem(offer, setup.players, setup.rules) === null) return offer;
  }
  return null;
}
