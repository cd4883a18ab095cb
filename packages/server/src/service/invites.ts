import { involvedPlayers, type SeatRecord, type Store } from '../store/store.js';
import { nameKey } from './names.js';
import { refuse } from './refusal.js';

export type Invited = NonNullable<SeatRecord['invited']>;

/**
 * The players a new game's `invite` names, by seat: an id of any player, or the name of an account.
 * A name or id that matches nobody is malformed.
 */
export async function resolveInvites(
  store: Store,
  invite: ReadonlyMap<number, string>,
): Promise<Map<number, Invited>> {
  const found = new Map<number, Invited>();
  for (const [seat, who] of invite) {
    const player = (await store.player(who)) ?? (await store.account(nameKey(who)))?.player;
    if (player === undefined)
      return refuse(
        'malformed',
        `invite.${seat}: no player has the id or account name ${JSON.stringify(who)}`,
      );
    if ([...found.values()].some((other) => other.id === player.id))
      return refuse('malformed', `invite names ${JSON.stringify(who)} for two seats`);
    found.set(seat, {
      id: player.id,
      name: player.name,
      bot: player.bot === true,
      ...(player.account ? {} : { guest: true }),
    });
  }
  return found;
}

const isFree = (seat: SeatRecord): boolean => seat.playerId === null && seat.ai === null;

/**
 * The seat a joining player takes: the one asked for, else the seat reserved for them, else the
 * first free seat reserved for nobody. Refused `taken` when it is held or reserved for another.
 */
export function seatForJoin(
  seats: readonly SeatRecord[],
  playerId: string,
  wanted: number | undefined,
): number {
  if (wanted !== undefined) {
    const chosen = seats[wanted];
    if (chosen === undefined || !isFree(chosen)) return refuse('taken', `seat ${wanted} is taken`);
    if (chosen.invited !== undefined && chosen.invited.id !== playerId)
      return refuse('taken', `seat ${wanted} is reserved for ${chosen.invited.name}`);
    return wanted;
  }
  const reserved = seats.findIndex((seat) => isFree(seat) && seat.invited?.id === playerId);
  if (reserved >= 0) return reserved;
  const open = seats.findIndex((seat) => isFree(seat) && seat.invited === undefined);
  if (open >= 0) return open;
  if (seats.some(isFree)) return refuse('taken', 'the free seats of this game are reserved for others');
  return refuse('full', 'the game has no free seat');
}

/** Whether a player holds a seat of the game or is invited to one. */
export const isInvolved = (seats: readonly SeatRecord[], playerId: string): boolean =>
  involvedPlayers(seats).includes(playerId);
