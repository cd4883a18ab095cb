import {
  applyTurnText,
  formatTurn,
  parseTurn,
  startingPosition,
  type GameRecord,
  type Position,
} from '@santorini/engine';
import type { ArenaPlayer } from './arenaPlayer.js';
import { mixSeed, type Opening } from './openings.js';

/** A game to play: the opening, and which seats A holds (seat % 2 === aSide; B the others). */
export interface GameJob {
  readonly index: number;
  readonly opening: Opening;
  readonly aSide: 0 | 1;
}

export type Winner = 'A' | 'B' | null;

/**
 * How a game ended: a win by the rules, a draw at the turn cap, or a loss for a player whose turn
 * was illegal or who failed to answer (crashed, timed out, saw no turn where there was one).
 */
export type Termination = 'win' | 'max-turns' | 'illegal-turn' | 'failure';

/** A finished game, as plain data (it crosses from worker threads). */
export interface GameOutcome {
  readonly index: number;
  readonly openingIndex: number;
  readonly aSide: 0 | 1;
  readonly gods: readonly (string | null)[];
  readonly winner: Winner;
  /** A's score: 1, ½ or 0. */
  readonly score: number;
  readonly termination: Termination;
  /** For illegal turns and failures: what happened. */
  readonly detail?: string;
  /** Turns in the record, the opening's included. */
  readonly turns: number;
  readonly record: GameRecord;
}

export interface GameSettings {
  /** A game still going after this many turns (placements included) is a draw. */
  readonly maxTurns: number;
}

const sideOfSeat = (seat: number, aSide: 0 | 1): 'A' | 'B' => (seat % 2 === aSide ? 'A' : 'B');
const other = (side: 'A' | 'B'): 'A' | 'B' => (side === 'A' ? 'B' : 'A');

/** Plays one game between A and B from the job's opening. */
export async function playGame(
  job: GameJob,
  players: { readonly A: ArenaPlayer; readonly B: ArenaPlayer },
  settings: GameSettings,
): Promise<GameOutcome> {
  const { opening, aSide } = job;
  const start = startingPosition(opening.gods, 0, {}, opening.seed);
  if (!start.ok) throw new Error(`opening ${opening.index}: ${start.error.message}`);
  let pos: Position = start.value;
  const turns: string[] = [];
  for (const text of opening.turns) {
    const applied = applyTurnText(pos, text);
    if (!applied.ok) throw new Error(`opening ${opening.index}: turn "${text}": ${applied.error.message}`);
    pos = applied.value;
    turns.push(text);
  }
  const finish = (winner: Winner, termination: Termination, detail?: string): GameOutcome => ({
    index: job.index,
    openingIndex: opening.index,
    aSide,
    gods: opening.gods,
    winner,
    score: winner === 'A' ? 1 : winner === 'B' ? 0 : 0.5,
    termination,
    ...(detail === undefined ? {} : { detail }),
    turns: turns.length,
    record: {
      players: opening.gods.map((god, seat) => ({ god, name: players[sideOfSeat(seat, aSide)].name })),
      start: 0,
      rules: {},
      seed: opening.seed,
      turns,
    },
  });

  for (const side of ['A', 'B'] as const) {
    const ready = await players[side].newGame(mixSeed(opening.seed, side === 'A' ? 1 : 2));
    if (!ready.ok) return finish(other(side), 'failure', `${side} (${players[side].name}): ${ready.error}`);
  }
  while (pos.winner === null) {
    if (turns.length >= settings.maxTurns) return finish(null, 'max-turns');
    const side = sideOfSeat(pos.toMove, aSide);
    const player = players[side];
    const who = `${side} (${player.name})`;
    const chosen = await player.chooseTurn(pos);
    if (!chosen.ok) return finish(other(side), 'failure', `${who}: ${chosen.error}`);
    if (chosen.value === null) return finish(other(side), 'failure', `${who} found no turn to play`);
    const applied = applyTurnText(pos, chosen.value);
    if (!applied.ok)
      return finish(other(side), 'illegal-turn', `${who} played "${chosen.value}": ${applied.error.message}`);
    pos = applied.value;
    const parsed = parseTurn(chosen.value);
    turns.push(parsed.ok ? formatTurn(parsed.value) : chosen.value);
  }
  return finish(sideOfSeat(pos.winner, aSide), 'win');
}
