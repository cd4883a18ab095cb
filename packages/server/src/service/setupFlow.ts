import {
  chooseGod,
  chooseStart,
  mulberry32,
  newSetup,
  nextChooser,
  offerGods,
  remainingGods,
  setupStage,
  type GodName,
  type Setup,
} from '@santorini/engine';
import type { SetupStepRequest } from '@santorini/protocol';
import type { SeatRecord } from '../store/store.js';
import { setupOf, type LiveGame } from './liveGame.js';
import type { GameOptions } from './options.js';
import { refuse } from './refusal.js';

/** A step of the challenger flow (rules.md §4.1) as `POST /api/games/:id/setup` sends it. */
export type SetupStep =
  | { readonly kind: 'offer'; readonly gods: readonly GodName[] }
  | { readonly kind: 'choose'; readonly god: GodName }
  | { readonly kind: 'start'; readonly seat: number };

/** The setup of a new challenger-flow game, checked by the engine. */
export function newChallengerSetup(options: GameOptions): Setup {
  const setup = newSetup(options.players, options.rules, options.seed);
  return setup.ok ? setup.value : refuse('malformed', setup.error.message);
}

/** A step as `POST /api/games/:id/setup` sends it (`{"offer": [...]}`, `{"choose": "apollo"}`, `{"start": 1}`). */
export function readSetupStep(body: SetupStepRequest): SetupStep {
  if (body.offer !== undefined) return { kind: 'offer', gods: body.offer };
  if (body.choose !== undefined) return { kind: 'choose', god: body.choose };
  return { kind: 'start', seat: body.start };
}

/** The seat the setup waits on: the challenger to offer or name the Start Player, or the chooser. */
export function setupWaitsOn(setup: Setup, challenger: number): number {
  return setupStage(setup) === 'choose'
    ? (nextChooser(setup) ?? challenger)
    : (setup.challenger ?? challenger);
}

/**
 * The setup after `seat`'s step (the engine checks it: a refusal with its words when the rules
 * forbid it), then after the choices of AI seats, who take a power at random (from the seed).
 */
export function setupAfterStep(live: LiveGame, step: SetupStep, seat: number | undefined): Setup {
  const setup = setupOf(live) ?? refuse('not-found', 'the game has no setup');
  const waitsOn = setupWaitsOn(setup, live.options.challenger);
  if (seat !== waitsOn) return refuse('not-your-turn', `the setup waits on seat ${waitsOn}`);
  const next =
    step.kind === 'offer'
      ? offerGods(setup, seat, step.gods)
      : step.kind === 'choose'
        ? chooseGod(setup, seat, step.god)
        : chooseStart(setup, seat, step.seat);
  if (!next.ok) return refuse('illegal', next.error.message);
  return withAiChoices(next.value, live.row.seats);
}

function withAiChoices(start: Setup, seats: readonly SeatRecord[]): Setup {
  let setup = start;
  const random = mulberry32(setup.seed ^ 0x0a15eed);
  for (
    let chooser = nextChooser(setup);
    chooser !== null && seats[chooser]?.ai != null;
    chooser = nextChooser(setup)
  ) {
    const left = remainingGods(setup);
    const god = left[Math.floor(random() * left.length)];
    if (god === undefined) break;
    const chosen = chooseGod(setup, chooser, god);
    if (!chosen.ok) break;
    setup = chosen.value;
  }
  return setup;
}
