import { godTitle, isExtraTurn, powerState, type GodName, type Position } from '@santorini/engine';
import type { SeatKind } from './seats.js';
import { seatLabel, teamName } from './seatLabels.js';

/**
 * What a turn did that the notation does not say (spec §3 leaves these out), in sentences: workers
 * removed (Bia, Medusa), Chaos's new card, players eliminated (3 players), a Dionysus extra turn.
 * The game announces the winner (`winnerLine`).
 */
export function turnNews(before: Position, after: Position, seats: readonly SeatKind[]): string[] {
  const news: string[] = [];
  // Side s is played by seat s (in 4 players by the team's first seat, s, too).
  for (let seat = 0; seat < after.sideCount; seat++) {
    const lost = before.workersOf(seat).length - after.workersOf(seat).length;
    if (lost > 0 && !after.isOut(seat)) {
      const owner = after.playerCount === 4 ? teamName(seat) : seatLabel(after, seats, seat);
      news.push(`${capitalised(owner)} lost ${lost === 1 ? 'a worker' : `${lost} workers`}.`);
    }
  }
  for (let seat = 0; seat < after.playerCount; seat++) {
    const own = after.godOf(seat);
    const card = faceUpCard(after, seat);
    if (own !== null && card !== undefined && faceUpCard(before, seat) !== card)
      news.push(`${godTitle(own)} now has ${godTitle(card)}'s power.`);
  }
  for (let seat = 0; seat < after.playerCount; seat++) {
    if (after.isOut(seat) && !before.isOut(seat))
      news.push(`${seatLabel(before, seats, seat)} has no legal turn and is out of the game.`);
  }
  if (after.winner === null && isExtraTurn(after, after.toMove))
    news.push(
      `${seatLabel(after, seats, after.toMove)} completed a tower: an extra turn with an opponent's worker ` +
        '(nobody can win in it; type "pass" to decline).',
    );
  return news;
}

/** The face-up card whose power `seat` has (Chaos), if any. */
function faceUpCard(pos: Position, seat: number): GodName | undefined {
  for (const fact of powerState(pos, seat)) if (fact.kind === 'card') return fact.god;
  return undefined;
}

/** `Player A (Athena) wins!`; in 4 players the team wins: `Player C (Pan) wins for team A+C!` */
export function winnerLine(position: Position, seats: readonly SeatKind[], winner: number): string {
  const label = seatLabel(position, seats, winner);
  return position.playerCount === 4 ? `${label} wins for ${teamName(winner)}!` : `${label} wins!`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
