import { chaosCards, godTitle, powerMemory, type Position } from '@santorini/engine';

/**
 * What a seat's power holds right now, in short lines for its card: the power Chaos has, whose
 * power Circe holds (and on her opponent's card, that it is gone for now), that Athena moved up,
 * Morpheus's coins, Dionysus's extra turn. Empty when there is nothing to say.
 */
export function powerStateLines(pos: Position, seat: number): string[] {
  if (pos.isOut(seat)) return [];
  const memory = powerMemory(pos, seat);
  const lines: string[] = [];
  const god = pos.godOf(seat);
  const cards = god === 'chaos' ? chaosCards(pos, seat) : null;
  if (cards !== null)
    lines.push(
      `Power now: ${godTitle(cards.card)} (${cards.deck.length} ${cards.deck.length === 1 ? 'card' : 'cards'} left)`,
    );
  if (god === 'circe' && memory.borrowed === true) {
    const held = borrowedFrom(pos, seat);
    if (held !== null) lines.push(`Holds ${godTitle(held)}'s power until her next turn`);
  }
  if (heldByCirce(pos, seat)) lines.push('Power taken by Circe until her next turn');
  if (memory.movedUp === true) lines.push('Moved up last turn: opponents cannot move up');
  const coins = memory.coins ?? 0;
  if (god === 'morpheus' || (god === 'circe' && coins > 0))
    lines.push(`${coins} ${coins === 1 ? 'coin' : 'coins'} on the card`);
  if (memory.extraTurn === true) lines.push("Extra turn now, with an opponent's worker");
  return lines;
}

/** The god whose power Circe (at `seat`) holds: her opponent's. */
function borrowedFrom(pos: Position, seat: number): ReturnType<Position['godOf']> {
  const victim = pos.opponentsOf(seat)[0];
  return victim === undefined ? null : pos.godOf(victim);
}

/** Whether an opposing Circe holds `seat`'s power now. */
const heldByCirce = (pos: Position, seat: number): boolean =>
  pos
    .opponentsOf(seat)
    .some((other) => pos.godOf(other) === 'circe' && powerMemory(pos, other).borrowed === true);
