import { godTitle, NONE, squareName, type Position, type WinReason } from '@santorini/engine';
import { seatName, sideName, sideOfSeat } from './seats.js';

/**
 * What happened at the end of a turn that none of its steps wrote, in words: workers taken off the
 * board (Medusa's petrification) and seats that went out (3 players). `lastBoard` is the board after
 * the turn's last step, `after` the position once the turn is over.
 */
export function turnAftermath(lastBoard: Position, after: Position): string[] {
  const players = after.playerCount;
  const mover = lastBoard.toMove;
  const lines: string[] = [];
  lastBoard.workerSquares.forEach((sq, worker) => {
    if (sq === NONE || after.workerSquares[worker] !== NONE) return;
    const owner = sideName(worker >> 1);
    lines.push(
      after.godOf(mover) === 'medusa'
        ? `Medusa turns ${owner}'s worker on ${squareName(sq)} to stone: it becomes a block.`
        : `${owner}'s worker on ${squareName(sq)} is removed from the game.`,
    );
  });
  for (let seat = 0; seat < players; seat++) {
    if (!after.isOut(seat) || lastBoard.isOut(seat)) continue;
    lines.push(`${seatName(players, seat)} is out: ${cannotPlayWhy(after, seat)}.`);
  }
  return lines;
}

function cannotPlayWhy(pos: Position, seat: number): string {
  return pos.sideWorkers[pos.sideOf(seat)] === 0 ? 'no workers left' : 'no legal turn';
}

/** Why the game was won, in words ("White cannot move."), for the result and the log. */
export function winReasonLine(final: Position, winner: number, reason: WinReason): string {
  const players = final.playerCount;
  const name = seatName(players, winner);
  switch (reason) {
    case 'climbed':
      return `${name} moved up onto level 3.`;
    case 'power': {
      // A power that takes workers away (Medusa) wins when the other side has none left.
      const loser = stuckSeat(final, winner);
      if (players !== 3 && final.sideWorkers[final.sideOf(loser)] === 0)
        return `${loserName(final, loser)} has no workers left.`;
      const god = final.godOf(winner);
      return god === null ? `${name} met a win condition.` : `${name} won by the power of ${godTitle(god)}.`;
    }
    case 'noLegalTurn': {
      if (players === 3) return `${name} is the last player left.`;
      const loser = stuckSeat(final, winner);
      const why = cannotPlayWhy(final, loser) === 'no workers left' ? 'has no workers left' : 'cannot move';
      return `${loserName(final, loser)} ${why}.`;
    }
  }
}

const loserName = (final: Position, loser: number): string =>
  final.playerCount === 4 ? `${sideName(sideOfSeat(4, loser))}'s team` : seatName(final.playerCount, loser);

/** The seat left without a turn: the one to move, unless that is the winner's own side. */
function stuckSeat(final: Position, winner: number): number {
  const players = final.playerCount;
  const toMove = final.toMove;
  if (sideOfSeat(players, toMove) !== sideOfSeat(players, winner)) return toMove;
  return (winner + 1) % players;
}
