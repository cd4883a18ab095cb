import { godTitle, powerState, type PowerFact, type Position } from '@santorini/engine';
import { paintSide, type RenderOptions } from '../render.js';
import { seatLetter, type SeatKind } from './seats.js';
import { seatLabel, teamName } from './seatLabels.js';

/**
 * One line per player under the board, for games with powers or more than two players: the worker
 * letter, the player's label (as in every message: who plays, the power), the team in 4 players,
 * and what the power holds now (the engine's `powerState`: a card, a borrowed power, coins, a move
 * up, an extra turn), no power, or out. The player to move is marked with `>`.
 */
export function renderPlayerPanel(
  position: Position,
  seats: readonly SeatKind[],
  options: RenderOptions,
): string {
  const lines: string[] = [];
  for (let seat = 0; seat < position.playerCount; seat++) {
    const side = position.sideOf(seat);
    const marker = position.winner === null && position.toMove === seat ? '>' : ' ';
    const letter = paintSide(seatLetter(side), side, options);
    const team = position.playerCount === 4 ? `, ${teamName(seat)}` : '';
    const state = seatState(position, seat);
    const after = state === '' ? '' : `: ${state}`;
    lines.push(`${marker} ${letter}  ${seatLabel(position, seats, seat)}${team}${after}`);
  }
  return lines.join('\n');
}

/** What the panel says after a seat's label: out, no power, or what its power holds now (or nothing). */
export function seatState(position: Position, seat: number): string {
  if (position.isOut(seat)) return 'out of the game';
  if (position.godOf(seat) === null) return 'no power';
  return powerState(position, seat).flatMap(factNote).join('; ');
}

/** The note for one fact of the engine's `powerState`; none for a power taken (the holder's note says so) or no coins. */
function factNote(fact: PowerFact): string[] {
  switch (fact.kind) {
    case 'card':
      return [`now has ${godTitle(fact.god)}'s power, ${fact.faceDown} cards face down`];
    case 'borrowed':
      return [`holds ${godTitle(fact.god)}'s power until her next turn; its owner has none`];
    case 'taken':
      return [];
    case 'movedUp':
      return ['moved up last turn: opponents cannot move up'];
    case 'coins':
      return fact.count > 0 ? [`${fact.count} coin${fact.count === 1 ? '' : 's'} on the card`] : [];
    case 'extraTurn':
      return ["extra turn now, with an opponent's worker"];
  }
}
