import { Slot, SLOT } from '../i18n/Slot.js';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink.js';
import type { PlayerRef, SeatBody } from '@santorini/protocol';
import { playerPath } from '../lib/route.js';

/** A player's name linking to their page, with the Bot badge for a bot account. */
export function PlayerLink({ player }: { readonly player: PlayerRef }) {
  const { t } = useTranslation();
  return (
    <>
      <AppLink href={playerPath(player.id)} className="player-link">
        {player.name}
      </AppLink>
      {player.bot === true && <span className="bot-badge">{t('online.holder.bot')}</span>}
    </>
  );
}

/** Who holds a seat: a linked name, the AI at its level, a reservation for someone, or a free seat. */
export function SeatHolder({ seat }: { readonly seat: SeatBody }) {
  const { t } = useTranslation();
  if (seat.player !== null) return <PlayerLink player={seat.player} />;
  if (seat.ai !== null) return <>{t('online.holder.ai', { level: seat.ai })}</>;
  if (seat.invited !== undefined)
    return (
      <Slot text={t('online.holder.reservedFor', { name: SLOT })}>
        <PlayerLink player={seat.invited} />
      </Slot>
    );
  return <>{t('online.holder.freeSeat')}</>;
}
