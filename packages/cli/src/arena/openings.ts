import {
  err,
  legalTurns,
  ok,
  startingPosition,
  type GodName,
  type Position,
  type Result,
} from '@santorini/engine';
import { seededRandom } from '../random.js';

/**
 * How a match's openings are made: every worker placed at random (`random-placement`), `plies:N`
 * random turns from the empty board (placements count as turns), or `none` (the players place
 * their workers themselves; with a deterministic player every opening then plays alike).
 */
export type OpeningStyle =
  | { readonly kind: 'random-placement' }
  | { readonly kind: 'plies'; readonly plies: number }
  | { readonly kind: 'none' };

/** The start of a game both colours play from: its gods (by seat), seed and first turns. */
export interface Opening {
  readonly index: number;
  readonly gods: readonly (GodName | null)[];
  /** The game's seed (spec §4): Chaos's deck, and the source of the players' seeds. */
  readonly seed: number;
  readonly turns: readonly string[];
}

export function parseOpeningStyle(text: string): Result<OpeningStyle, string> {
  const word = text.trim().toLowerCase();
  if (word === 'random-placement') return ok({ kind: 'random-placement' });
  if (word === 'none') return ok({ kind: 'none' });
  const plies = /^plies:(\d{1,3})$/.exec(word);
  if (plies !== null) return ok({ kind: 'plies', plies: Number(plies[1]) });
  return err(`expected random-placement, plies:N or none, got '${text}'`);
}

/** A whole number seed for item `index` of a stream seeded by `seed` (a 32-bit hash of both). */
export function mixSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The opening's random turns: placements for `random-placement`, or `plies` turns. A turn that
 * would end the game is never chosen; an opening stops early where nothing else is legal.
 */
export function makeOpening(
  index: number,
  gods: readonly (GodName | null)[],
  seed: number,
  style: OpeningStyle,
): Result<Opening, string> {
  const start = startingPosition(gods, 0, {}, seed);
  if (!start.ok) return err(start.error.message);
  const random = seededRandom(mixSeed(seed, 0x0be2));
  const turns: string[] = [];
  let pos: Position = start.value;
  const wanted = (at: Position, played: number): boolean =>
    style.kind === 'random-placement' ? at.inPlacement : style.kind === 'plies' && played < style.plies;
  while (wanted(pos, turns.length)) {
    const choices = legalTurns(pos).filter((turn) => turn.winner === null);
    const choice = choices[random.below(choices.length)];
    if (choice === undefined) break;
    turns.push(choice.text);
    pos = choice.position;
  }
  return ok({ index, gods: [...gods], seed, turns });
}
