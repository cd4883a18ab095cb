import { powerOf } from './gods/index.js';
import { formatTurn } from './notation.js';
import { nextAfterPlacement } from './placement.js';
import { NONE, type Position } from './position.js';
import { SQUARE_COUNT } from './square.js';
import { popcount } from './squareSet.js';
import { place, type Step, type Turn } from './steps.js';

/** A legal turn and where it leads. */
export interface LegalTurn {
  readonly turn: Turn;
  readonly text: string;
  readonly position: Position;
  readonly winner: number | null;
}

/** Every placement turn of the player to move: both workers, first then second (female). */
function placementTurns(pos: Position, emit: (turn: Turn) => void): void {
  const occupied = pos.occupied;
  for (let first = 0; first < SQUARE_COUNT; first++) {
    if ((occupied >>> first) & 1) continue;
    for (let second = 0; second < SQUARE_COUNT; second++) {
      if (second === first || (occupied >>> second) & 1) continue;
      emit([place(first), place(second)]);
    }
  }
}

/**
 * Every complete legal turn of the player to move, spelled step by step: the player's power
 * generates, opponents' powers filter. Several turns may lead to the same position.
 */
export function completeTurns(pos: Position): Turn[] {
  const turns: Turn[] = [];
  if (pos.win !== NONE || pos.isOut(pos.turn)) return turns;
  if (pos.inPlacement) {
    placementTurns(pos, (turn) => turns.push(turn));
    return turns;
  }
  const seat = pos.turn;
  const opponents = pos
    .opponentsOf(seat)
    .filter((opponent) => powerOf(pos.godOf(opponent)).forbidsOpponentTurn);
  powerOf(pos.godOf(seat)).completeTurns(pos, seat, (turn) => {
    for (const opponent of opponents) {
      if (powerOf(pos.godOf(opponent)).forbidsOpponentTurn?.(pos, opponent, seat, turn) != null) return;
    }
    turns.push(turn);
  });
  return turns;
}

/** Whether the player to move has a complete legal turn (R2). */
export function hasLegalTurn(pos: Position): boolean {
  if (pos.win !== NONE || pos.isOut(pos.turn)) return false;
  if (pos.inPlacement) return SQUARE_COUNT - popcount(pos.occupied) >= 2;
  const seat = pos.turn;
  const restricted = pos
    .opponentsOf(seat)
    .some((opponent) => powerOf(pos.godOf(opponent)).forbidsOpponentTurn);
  return restricted ? completeTurns(pos).length > 0 : powerOf(pos.godOf(seat)).hasTurn(pos, seat);
}

/**
 * Applies one step for `seat` to `pos` in place, with its consequences and the win it may cause.
 * The step must be legal: validation is the caller's (see `applyTurn`).
 */
export function applyStep(pos: Position, seat: number, step: Step): void {
  const side = pos.sideOf(seat);
  switch (step.kind) {
    case 'place': {
      const slot = pos.workerSquares[side * 2] === NONE ? 0 : 1;
      pos.putWorker(side, slot, step.to);
      return;
    }
    case 'move': {
      const climbedToThree = pos.levelAt(step.from) < 3 && pos.levelAt(step.to) === 3;
      pos.relocate(step.from, step.to);
      if (climbedToThree) pos.setWinner(seat);
      return;
    }
    case 'force':
      pos.relocate(step.from, step.to);
      return;
    case 'build':
      pos.buildOn(step.at, step.dome);
      return;
    case 'remove':
      pos.unbuild(step.at);
      return;
    case 'pass':
      return;
  }
}

/**
 * Ends the turn `seat` just took: hands the turn over (spec §2.2, §2.3), then checks R2 for the next
 * player — no complete legal turn loses (3 players: is eliminated, and the check repeats).
 */
export function endTurn(pos: Position, seat: number, wasPlacement: boolean): void {
  pos.setToMove(wasPlacement ? nextAfterPlacement(pos) : pos.nextSeat(seat));
  while (pos.win === NONE && !hasLegalTurn(pos)) {
    if (pos.playerCount !== 3) {
      pos.setWinner(seat);
      return;
    }
    const loser = pos.turn;
    pos.eliminate(loser);
    const left = [0, 1, 2].filter((s) => !pos.isOut(s));
    if (left.length === 1) {
      pos.setWinner(left[0] ?? seat);
      return;
    }
    pos.setToMove(pos.nextSeat(loser));
  }
}

/** The position after a complete turn (not validated). */
export function play(pos: Position, turn: Turn): Position {
  const child = pos.clone();
  const seat = pos.turn;
  const wasPlacement = pos.inPlacement;
  for (const step of turn) {
    applyStep(child, seat, step);
    if (child.win !== NONE) break;
  }
  endTurn(child, seat, wasPlacement);
  return child;
}

/**
 * Every legal turn of the player to move, one per distinct resulting position (spec §5 `moves`):
 * the first spelling generated is kept. Empty when the game is over or no turn is legal.
 */
export function legalTurns(pos: Position): LegalTurn[] {
  const seen = new Set<string>();
  const out: LegalTurn[] = [];
  for (const turn of completeTurns(pos)) {
    const position = play(pos, turn);
    // Children of one position share its setup; their 64-bit Zobrist hashes tell the rest apart.
    const key = `${position.hash[0] ?? 0},${position.hash[1] ?? 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ turn, text: formatTurn(turn), position, winner: position.winner });
  }
  return out;
}
