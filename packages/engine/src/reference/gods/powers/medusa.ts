/**
 * Medusa (rules §7.24, R12): at the end of her turn, every opposing worker on a neighbouring space lower
 * than one of her workers is removed from the game and a block is built on its space (never a dome: the
 * space is at most level 2). Mandatory; not written (spec §3); not a build Limus restricts. A turn that
 * won has already ended the game (spec §3: a win ends the turn at the step that causes it).
 */
import { levelOf, neighbours, otherSeat, workerAt, workerSquares } from '../model.js';
import { type Ply, doBuild, doRemoveWorker } from '../ply.js';
import type { Power } from '../power.js';

function petrify(ply: Ply, seat: number): Ply {
  let result = ply;
  for (const medusa of workerSquares(ply.state, seat)) {
    for (const sq of neighbours(medusa)) {
      const victim = workerAt(result.state, sq);
      if (victim?.seat !== otherSeat(seat) || levelOf(result.state, sq) >= levelOf(result.state, medusa)) {
        continue;
      }
      result = doBuild(doRemoveWorker(result, sq), null, sq, false);
    }
  }
  return result;
}

export const MEDUSA: Power = {
  name: 'medusa',
  endOfTurn: (ply, seat) => (ply.state.winner === null ? petrify(ply, seat).state : ply.state),
};
