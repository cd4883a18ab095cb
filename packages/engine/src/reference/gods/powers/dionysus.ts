/**
 * Dionysus (rules §7.18, R11, R19; spec §2.2): a turn in which a worker he controls completes a tower
 * (a dome on level 3) earns an extra turn: `toMove` stays on him with `extraTurn` set. The extra turn
 * is `pass`, or a move of one opponent worker and a build by it; no one wins during it (the any-time
 * wins are checked when it ends); completing a tower in it earns another. The borrowed worker's owner
 * does not restrict it (each restricting power leaves its own workers free, R19).
 * Phases of an extra turn: start → build → end, or `pass`.
 */
import { otherSeat, player, withPlayer, workerSquares } from '../model.js';
import { type Ply, baseNext, finishStep, normalBuilds, normalMoves, passStepText } from '../ply.js';
import type { Power } from '../power.js';

const isExtraTurn = (ply: Ply, seat: number): boolean => player(ply.ctx.start, seat).extraTurn;

function extraTurnNext(ply: Ply): Ply[] {
  switch (ply.phase) {
    case 'start': {
      const borrowed = workerSquares(ply.state, otherSeat(ply.ctx.seat));
      const pass = finishStep(ply, ply, passStepText(), 'end', true);
      return [pass, ...borrowed.flatMap((w) => normalMoves(ply, w, 'build'))];
    }
    case 'build':
      return ply.lastMover === null ? [] : normalBuilds(ply, ply.lastMover, 'end');
    default:
      return [];
  }
}

const completesTower = (ply: Ply): boolean =>
  ply.events.some((e) => e.kind === 'build' && e.builder !== null && e.dome && e.level === 3);

export const DIONYSUS: Power = {
  name: 'dionysus',
  next: (ply) => (isExtraTurn(ply, ply.ctx.seat) ? extraTurnNext(ply) : baseNext(ply)),
  endOfTurn: (ply, seat) =>
    withPlayer(ply.state, seat, { extraTurn: ply.state.winner === null && completesTower(ply) }),
  cancelsWin: (ply, seat, win) => ply.ctx.seat === seat && isExtraTurn(ply, seat) && win.when === 'step',
};
