import { useTranslation } from 'react-i18next';
import type { Position } from '@santorini/engine';
import { sideColour } from '../board/sideColours.js';
import { seatName, sideLetter, sideOfSeat, type SeatKind } from '../game/seats.js';
import { GameInfo } from './GameInfo.js';
import { PowerCard } from '../powers/PowerCard.js';

interface Props {
  readonly position: Position;
  readonly seats: readonly SeatKind[];
  readonly thinking: boolean;
  /** The game started from a pasted position rather than from its setup. */
  readonly fromPosition: boolean;
  /** Completed turns wait for "Confirm turn". */
  readonly confirmTurns: boolean;
}

/**
 * Every player: colour and letter, who plays it, god card with its power, and whose turn it is; then
 * what is unusual about the game (rule switches on, a pasted start, confirm turn).
 */
export function PlayerPanel({ position, seats, thinking, fromPosition, confirmTurns }: Props) {
  const { t } = useTranslation();
  const players = seats.length;
  return (
    <>
      <ul className="players" aria-label={t('local.players.label')}>
        {seats.map((seat, index) => {
          const side = sideOfSeat(players, index);
          const colour = sideColour(side);
          const god = position.godOf(index);
          const toMove = position.winner === null && position.toMove === index;
          const out = position.isOut(index);
          return (
            <li key={index} className={toMove ? 'player to-move' : 'player'} data-seat={index}>
              <span
                className="token"
                style={{ background: colour.fill, color: colour.text }}
                aria-hidden="true"
              >
                {sideLetter(side)}
              </span>
              <div className="player-text">
                <strong>{seatName(players, index)}</strong>{' '}
                <span className="seat-kind">
                  {seat.kind === 'ai'
                    ? t('local.players.ai', { level: seat.level })
                    : t('local.players.person')}
                </span>
                {toMove && (
                  <span className="turn-badge">
                    {' — '}
                    {thinking && seat.kind === 'ai'
                      ? t('local.players.toMoveThinking')
                      : t('local.players.toMove')}
                  </span>
                )}
                {out && <span className="out-badge"> — {t('local.players.out')}</span>}
                {position.winner === index && (
                  <span className="win-badge"> — {t('local.players.winner')}</span>
                )}
                {god === null ? (
                  <div className="god no-god">{t('local.players.noGod')}</div>
                ) : (
                  <PowerCard god={god} position={position} seat={index} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <GameInfo rules={position.rules} fromPosition={fromPosition} confirmTurns={confirmTurns} />
    </>
  );
}
