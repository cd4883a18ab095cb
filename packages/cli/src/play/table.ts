import { startingPosition } from '@santorini/engine';
import type { GodsChoice } from './godsChoice.js';
import type { SeatKind } from './seats.js';

/** Who sits at the table and how the powers are decided: what `play` needs before a game. */
export interface Table {
  readonly seats: readonly SeatKind[];
  readonly gods: GodsChoice;
}

/** What the command line fixed of the table; the rest is asked. */
export interface TableRequest {
  readonly players?: number;
  readonly seats?: readonly SeatKind[];
  readonly gods?: GodsChoice;
}

/**
 * Why a choice of powers cannot play with `players` players, or null: a list must name one power
 * (or `none`) per player and pass R13/R14; no powers at all is a 2-player game only (R14).
 */
export function godsChoiceProblem(gods: GodsChoice, players: number): string | null {
  if (gods.kind === 'none')
    return players === 2
      ? null
      : `a ${players}-player game needs a God Power for every player (rule R14): choose random, challenger or a list`;
  if (gods.kind !== 'list') return null;
  if (gods.gods.length !== players)
    return `the list of gods names one per player: ${players}, not ${gods.gods.length}`;
  const started = startingPosition(gods.gods, 0);
  return started.ok ? null : started.error.message;
}

/** The number of players a request implies, or undefined when it leaves it open. */
export function requestedPlayers(request: TableRequest): number | undefined {
  return (
    request.players ??
    request.seats?.length ??
    (request.gods?.kind === 'list' ? request.gods.gods.length : undefined)
  );
}
