import { t } from '../i18n/i18n.js';

/** Who plays a seat: a person at this screen, or the AI at a level from 1 to 8. */
export type SeatKind = { readonly kind: 'person' } | { readonly kind: 'ai'; readonly level: number };

const SIDE_KEYS = ['seat.blue', 'seat.white', 'seat.orange'] as const;
const SIDE_LETTER_KEYS = ['seat.letter.blue', 'seat.letter.white', 'seat.letter.orange'] as const;

/** The worker-owning side of a seat: the seat itself, or its team (seats 0+2, 1+3) with 4 players. */
export const sideOfSeat = (players: number, seat: number): number => (players === 4 ? seat % 2 : seat);

/** A side's colour, in the current language. */
export function sideName(side: number): string {
  const key = SIDE_KEYS[side];
  return key === undefined ? t('seat.other', { number: side + 1 }) : t(key);
}

/**
 * The letter on a side's workers, in the current language: its colour's initial, a different one
 * for each side (French Blanc takes L, as Bleu has B). Not the notation's, which stays the same.
 */
export function sideLetter(side: number): string {
  const key = SIDE_LETTER_KEYS[side];
  return key === undefined ? String(side + 1) : t(key);
}

/** A seat's name on screen: its colour, and with 4 players which of the team's two seats. */
export function seatName(players: number, seat: number): string {
  const side = sideName(sideOfSeat(players, seat));
  return players === 4 ? t('seat.ofTeam', { side, number: Math.floor(seat / 2) + 1 }) : side;
}

/** A 4-player team, by one of its seats' colour. */
export const teamName = (side: number): string => t('seat.team', { side: sideName(side) });
