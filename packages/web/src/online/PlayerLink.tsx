import { Slot, SLOT } from '../i18n/Slot.js';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink.js';
import type { PlayerRef, SeatBody } from '@santorini/protocol';
import { playerPath } from '../lib/route.js';

/** The badge beside a player's name: Bot for a bot account, Guest for a guest, none for an account. */
export function PlayerBadge({ player }: { readonly player: PlayerRef }) {
  const { t } = useTranslation();
  if (player.bot === true) return <span className="bot-badge">{t('online.holder.bot')}</span>;
  if (player.guest === true) return <span className="guest-badge">{t('online.holder.guest')}</span>;
  return null;
}

/** A player's name linking to their page, with its badge (Bot, Guest). */
export function PlayerLink({ player }: { readonly player: PlayerRef }) {
  return (
    <>
      <AppLink href={playerPath(player.id)} className="player-link">
        {player.name}
      </AppLink>
      <PlayerBadge player={player} />
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
