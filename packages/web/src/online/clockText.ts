import type { ClocksBody } from '@santorini/protocol';
import { t } from '../i18n/i18n.js';

/** A seat's time left at `now` (epoch ms): its time when the turn began, less the time since if it runs. */
export function timeLeft(clocks: ClocksBody, seat: number, now: number): number {
  const left = clocks.ms[seat] ?? 0;
  const since = clocks.running === seat ? clocks.since : null;
  return Math.max(0, since === null ? left : left - Math.max(0, now - since));
}

/** Time left in words a clock shows: `4:05`, `1:02:03`, or days and hours for correspondence. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return t('online.clock.daysHours', { days, hours });
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
