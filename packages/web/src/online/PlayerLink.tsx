import { AppLink } from '../components/AppLink.js';
import type { PlayerRef, SeatBody } from './protocol.js';
import { playerPath } from './route.js';

/** A player's name linking to their page, with the Bot badge for a bot account. */
export function PlayerLink({ player }: { readonly player: PlayerRef }) {
  return (
    <>
      <AppLink href={playerPath(player.id)} className="player-link">
        {player.name}
      </AppLink>
      {player.bot === true && <span className="bot-badge">Bot</span>}
    </>
  );
}

/** Who holds a seat: a linked name, the AI at its level, a reservation for someone, or a free seat. */
export function SeatHolder({ seat }: { readonly seat: SeatBody }) {
  if (seat.player !== null) return <PlayerLink player={seat.player} />;
  if (seat.ai !== null) return <>AI level {seat.ai}</>;
  if (seat.invited !== undefined)
    return (
      <>
        reserved for <PlayerLink player={seat.invited} />
      </>
    );
  return <>free seat</>;
}
