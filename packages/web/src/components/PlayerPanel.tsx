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
  const players = seats.length;
  return (
    <>
      <ul className="players" aria-label="Players">
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
                <span className="seat-kind">{seat.kind === 'ai' ? `AI level ${seat.level}` : 'person'}</span>
                {toMove && (
                  <span className="turn-badge">
                    {' '}
                    — to move{thinking && seat.kind === 'ai' ? ', thinking…' : ''}
                  </span>
                )}
                {out && <span className="out-badge"> — out</span>}
                {position.winner === index && <span className="win-badge"> — winner</span>}
                {god === null ? (
                  <div className="god no-god">No god</div>
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
