import {
  endOfTurnRemoval,
  godTitle,
  NONE,
  squareName,
  type Position,
  type WinReason,
} from '@santorini/engine';
import { t } from '../i18n/i18n.js';
import { seatName, sideName, sideOfSeat, teamName } from './seats.js';

/**
 * What happened at the end of a turn that none of its steps wrote, in words: workers taken off the
 * board (Medusa's petrification) and seats that went out (3 players). `lastBoard` is the board after
 * the turn's last step, `after` the position once the turn is over.
 */
export function turnAftermath(lastBoard: Position, after: Position): string[] {
  const players = after.playerCount;
  const mover = lastBoard.toMove;
  const lines: string[] = [];
  const petrified = endOfTurnRemoval(lastBoard, mover) === 'petrified';
  lastBoard.workerSquares.forEach((sq, worker) => {
    if (sq === NONE || after.workerSquares[worker] !== NONE) return;
    const words = { owner: sideName(worker >> 1), square: squareName(sq) };
    lines.push(petrified ? t('game.aftermath.petrified', words) : t('game.aftermath.removed', words));
  });
  for (let seat = 0; seat < players; seat++) {
    if (!after.isOut(seat) || lastBoard.isOut(seat)) continue;
    const name = seatName(players, seat);
    lines.push(
      hasNoWorkers(after, seat)
        ? t('game.aftermath.outNoWorkers', { seat: name })
        : t('game.aftermath.outNoTurn', { seat: name }),
    );
  }
  return lines;
}

const hasNoWorkers = (pos: Position, seat: number): boolean => pos.sideWorkers[pos.sideOf(seat)] === 0;

/** Why the game was won, in words ("White cannot move."), for the result and the log. */
export function winReasonLine(final: Position, winner: number, reason: WinReason): string {
  const players = final.playerCount;
  const seat = seatName(players, winner);
  switch (reason) {
    case 'climbed':
      return t('game.result.climbed', { seat });
    case 'power': {
      // A power that takes workers away (Medusa) wins when the other side has none left.
      const loser = stuckSeat(final, winner);
      if (players !== 3 && hasNoWorkers(final, loser))
        return t('game.result.noWorkersLeft', { loser: loserName(final, loser) });
      const god = final.godOf(winner);
      return god === null
        ? t('game.result.winCondition', { seat })
        : t('game.result.byPower', { seat, god: godTitle(god) });
    }
    case 'noLegalTurn': {
      if (players === 3) return t('game.result.lastLeft', { seat });
      const loser = stuckSeat(final, winner);
      const words = { loser: loserName(final, loser) };
      return hasNoWorkers(final, loser)
        ? t('game.result.noWorkersLeft', words)
        : t('game.result.cannotMove', words);
    }
  }
}

const loserName = (final: Position, loser: number): string =>
  final.playerCount === 4 ? teamName(sideOfSeat(4, loser)) : seatName(final.playerCount, loser);

/** The seat left without a turn: the one to move, unless that is the winner's own side. */
function stuckSeat(final: Position, winner: number): number {
  const players = final.playerCount;
  const toMove = final.toMove;
  if (sideOfSeat(players, toMove) !== sideOfSeat(players, winner)) return toMove;
  return (winner + 1) % players;
}
