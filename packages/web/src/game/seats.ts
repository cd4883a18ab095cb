/** Who plays a seat: a person at this screen, or the AI at a level from 1 to 8. */
export type SeatKind = { readonly kind: 'person' } | { readonly kind: 'ai'; readonly level: number };

const SIDE_NAMES = ['Blue', 'White', 'Orange'];
const SIDE_LETTERS = ['B', 'W', 'O'];

/** The worker-owning side of a seat: the seat itself, or its team (seats 0+2, 1+3) with 4 players. */
export const sideOfSeat = (players: number, seat: number): number => (players === 4 ? seat % 2 : seat);

export const sideName = (side: number): string => SIDE_NAMES[side] ?? `Side ${side + 1}`;

export const sideLetter = (side: number): string => SIDE_LETTERS[side] ?? String(side + 1);

/** A seat's name on screen: its colour, and with 4 players which of the team's two seats. */
export function seatName(players: number, seat: number): string {
  const side = sideName(sideOfSeat(players, seat));
  return players === 4 ? `${side} ${Math.floor(seat / 2) + 1}` : side;
}
