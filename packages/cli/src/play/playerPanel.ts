import { chaosCards, godTitle, powerMemory, type GodName, type Position } from '@santorini/engine';
import { paintSide, type RenderOptions } from '../render.js';
import { seatLetter, type SeatKind } from './seats.js';
import { seatLabel, teamName } from './seatLabels.js';

/**
 * One line per player under the board, for games with powers or more than two players: the worker
 * letter, the player's label (as in every message: who plays, the power), the team in 4 players,
 * and what the power remembers (Athena moved up, Morpheus's coins, Chaos's card, Circe's
 * borrowing, a Dionysus extra turn), no power, or out. The player to move is marked with `>`.
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

/** What the panel says after a seat's label: out, no power, or what its power remembers (or nothing). */
export function seatState(position: Position, seat: number): string {
  if (position.isOut(seat)) return 'out of the game';
  const god = position.godOf(seat);
  return god === null ? 'no power' : memoryNotes(position, seat, god).join('; ');
}

function memoryNotes(position: Position, seat: number, god: GodName): string[] {
  const memory = powerMemory(position, seat);
  const notes: string[] = [];
  const cards = chaosCards(position, seat);
  if (god === 'chaos' && cards !== null) {
    const { card, deck } = cards;
    notes.push(`now has ${godTitle(card)}'s power, ${deck.length} cards face down`);
  }
  if (god === 'circe' && memory.borrowed === true) {
    const victim = position.opponentsOf(seat)[0];
    const held = victim === undefined ? null : position.godOf(victim);
    if (held !== null) notes.push(`holds ${godTitle(held)}'s power until her next turn; its owner has none`);
  }
  if (memory.movedUp === true) notes.push('moved up last turn: opponents cannot move up');
  if ((god === 'morpheus' || god === 'circe') && (memory.coins ?? 0) > 0) {
    const coins = memory.coins ?? 0;
    notes.push(`${coins} coin${coins === 1 ? '' : 's'} on the card`);
  }
  if (memory.extraTurn === true) notes.push("extra turn now, with an opponent's worker");
  return notes;
}
