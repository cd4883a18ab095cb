import { chaosCards, godTitle, powerMemory, type GodName, type Position } from '@santorini/engine';
import { paintSide, type RenderOptions } from '../render.js';
import { seatLetter, type SeatKind } from './seats.js';
import { teamName } from './seatLabels.js';

/**
 * One line per player under the board, for games with powers or more than two players: the worker
 * letter, who plays, the power and what it remembers (Athena moved up, Morpheus's coins, Chaos's
 * card, Circe's borrowing, a Dionysus extra turn), the team in 4 players, and who is out. The player
 * to move is marked with `>`.
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
    const who = `Player ${seatLetter(seat)} (${seats[seat] ?? 'human'})`;
    const team = position.playerCount === 4 ? `, ${teamName(seat)}` : '';
    lines.push(`${marker} ${letter}  ${who}${team}: ${seatPower(position, seat)}`);
  }
  return lines.join('\n');
}

/** The seat's power and its memory, in words. */
export function seatPower(position: Position, seat: number): string {
  if (position.isOut(seat)) return 'out of the game';
  const god = position.godOf(seat);
  if (god === null) return 'no power';
  const notes = memoryNotes(position, seat, god);
  return notes.length === 0 ? godTitle(god) : `${godTitle(god)} (${notes.join('; ')})`;
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
