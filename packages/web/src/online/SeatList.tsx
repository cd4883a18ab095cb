import { t } from '../i18n/i18n.js';
import { godTitle, type Position } from '@santorini/engine';
import { powerText } from '../powers/powerText.js';
import { sideColour } from '../board/sideColours.js';
import { seatName, sideLetter, sideOfSeat } from '../game/seats.js';
import { clockText, timeLeft } from './clockText.js';
import { isLowTime } from './lowTime.js';
import { SeatHolder } from './PlayerLink.js';
import { PowerState } from '../powers/PowerState.js';
import type { ClockOption, ClocksBody, PlayerRef, SeatBody } from '@santorini/protocol';

interface Props {
  readonly seats: readonly SeatBody[];
  /** The board now, for gods, whose turn and who is out; null before there is one. */
  readonly position: Position | null;
  readonly me: PlayerRef | null;
  /** The seat to play now, or null. */
  readonly toMove: number | null;
  /** Offered on free seats (before play starts, to someone without a seat). */
  readonly onJoin: ((seat: number) => void) | null;
  /** Whether who is connected is known now (this page's own connection is live). */
  readonly presenceKnown: boolean;
  /** The game's clocks, or null without; `now` is the time to show them at. */
  readonly clocks: ClocksBody | null;
  /** The game's clock setting, for when time runs low. */
  readonly clock: ClockOption | undefined;
  readonly now: number;
}

function presence(seat: SeatBody, known: boolean): { text: string; state: string } | null {
  if (!known || seat.player === null || seat.connected === undefined) return null;
  return seat.connected
    ? { text: t('online.seats.online'), state: 'on' }
    : { text: t('online.seats.away'), state: 'off' };
}

/** The seats: colour and letter, who holds each (you, a person, the AI), presence, god and turn. */
export function SeatList({ seats, position, me, toMove, onJoin, presenceKnown, clocks, clock, now }: Props) {
  const players = seats.length;
  return (
    <ul className="players online-seats" aria-label={t('online.seats.label')}>
      {seats.map((seat, index) => {
        const side = sideOfSeat(players, index);
        const colour = sideColour(side);
        const god = position?.godOf(index) ?? null;
        const mine = seat.player !== null && seat.player.id === me?.id;
        const here = presence(seat, presenceKnown);
        const free = seat.player === null && seat.ai === null;
        const reservedForOther = seat.invited !== undefined && seat.invited.id !== me?.id;
        return (
          <li key={index} className={toMove === index ? 'player to-move' : 'player'} data-seat={index}>
            <span
              className="token"
              style={{ background: colour.fill, color: colour.text }}
              aria-hidden="true"
            >
              {sideLetter(side)}
            </span>
            <div className="player-text">
              <strong>{seatName(players, index)}</strong>{' '}
              <span className="seat-holder">
                <SeatHolder seat={seat} />
              </span>
              {mine && <span className="you-badge"> {t('online.seats.you')}</span>}
              {here !== null && (
                <span className={`presence presence-${here.state}`}>
                  {' '}
                  <span className="presence-dot" aria-hidden="true" /> {here.text}
                </span>
              )}
              {toMove === index && <span className="turn-badge"> {t('online.seats.toMove')}</span>}
              {clocks !== null && (
                <SeatClock
                  left={timeLeft(clocks, index, now)}
                  running={clocks.running === index}
                  low={isLowTime(clock, timeLeft(clocks, index, now))}
                  label={t('online.clock.timeLeft', { seat: seatName(players, index) })}
                />
              )}
              {position?.isOut(index) === true && <span className="out-badge"> {t('online.seats.out')}</span>}
              {position !== null && god !== null && (
                <div className="god">
                  <strong>{godTitle(god)}</strong>: {powerText(god).summary}
                </div>
              )}
              {position !== null && <PowerState position={position} seat={index} />}
              {free && !reservedForOther && onJoin !== null && (
                <div>
                  <button
                    type="button"
                    className="primary"
                    onClick={() => {
                      onJoin(index);
                    }}
                  >
                    {t('online.seats.take', { seat: seatName(players, index) })}
                  </button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A seat's time left: boxed while it runs, in the warning colour (and marked "low") when time is short. */
function SeatClock({
  left,
  running,
  low,
  label,
}: {
  readonly left: number;
  readonly running: boolean;
  readonly low: boolean;
  readonly label: string;
}) {
  const classes = ['clock', running ? 'running' : '', low ? 'low' : ''].filter((name) => name !== '');
  return (
    <span className={classes.join(' ')} aria-label={label} data-low={low ? 'true' : undefined}>
      {low && <span aria-hidden="true">⚠ </span>}
      {clockText(left)}
    </span>
  );
}
