/**
 * Charon (rules §15): before moving, he may force a neighbouring opponent worker to the space straight
 * on the other side of one of his workers (on the board, unoccupied, any level), written `w>target`;
 * then that same Charon worker must make a normal move (into the freed space too), and builds.
 * The ferried worker was forced, not moved (R3). Phases: start → (ferried <square>) → build → end.
 */
import { isOccupied, neighbours, otherSeat, parseSquare, squareName, workerAt } from '../model.js';
import { type Ply, baseNext, doForce, finishStep, forceStepText, normalMoves, ownWorkers } from '../ply.js';
import type { Power } from '../power.js';
import { straightBeyond } from './bia.js';

const FERRIED = 'ferried ';

function ferries(ply: Ply): Ply[] {
  const opponent = otherSeat(ply.ctx.seat);
  return ownWorkers(ply).flatMap((charon) =>
    neighbours(charon).flatMap((from) => {
      const to = straightBeyond(from, charon);
      if (workerAt(ply.state, from)?.seat !== opponent || to === null || isOccupied(ply.state, to)) return [];
      const phase = `${FERRIED}${squareName(charon)}`;
      return [finishStep(ply, doForce(ply, from, to), forceStepText(from, to), phase, false)];
    }),
  );
}

function movesAfterFerry(ply: Ply): Ply[] {
  const charon = parseSquare(ply.phase.slice(FERRIED.length));
  return charon === null ? [] : normalMoves(ply, charon, 'build');
}

export const CHARON: Power = {
  name: 'charon',
  next: (ply) => {
    if (ply.phase.startsWith(FERRIED)) return movesAfterFerry(ply);
    return ply.phase === 'start' ? [...baseNext(ply), ...ferries(ply)] : baseNext(ply);
  },
};
