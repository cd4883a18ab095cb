import { useEffect, useRef, useState } from 'react';
import { timeLeft } from './clockText.js';
import { isLowTime, timeLeftWords } from './lowTime.js';
import type { ClockOption, ClocksBody, SeatBody } from '@santorini/protocol';
import { seatTitle } from './resultText.js';
import { t } from '../i18n/i18n.js';

/**
 * The words to announce (aria-live) when a seat's clock turns low: once a seat for as long as the
 * page shows the game, so that a screen reader hears it without being told every second.
 */
export function useLowTimeNotice(
  seats: readonly SeatBody[],
  clocks: ClocksBody | null,
  clock: ClockOption | undefined,
  now: number,
  over: boolean,
): string {
  const announced = useRef(new Set<number>());
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (clocks === null || over) return;
    for (let seat = 0; seat < seats.length; seat++) {
      const left = timeLeft(clocks, seat, now);
      if (announced.current.has(seat) || !isLowTime(clock, left)) continue;
      announced.current.add(seat);
      setNotice(t('online.clock.lowNotice', { seat: seatTitle(seats, seat), left: timeLeftWords(left) }));
    }
  }, [seats, clocks, clock, now, over]);
  return notice;
}
