import type { TurnChooser } from '../ai/turnChooser.js';
import type { ServerMetrics } from './serverMetrics.js';

/** A chooser that says how many requests wait (the worker pool does: its `stats()`). */
interface WithStats {
  stats(): { readonly queued: number };
}

const hasStats = (chooser: TurnChooser): chooser is TurnChooser & WithStats =>
  typeof (chooser as Partial<WithStats>).stats === 'function';

/** How many AI turns wait for a thread of `chooser`, or undefined when it does not say. */
export const aiQueued = (chooser: TurnChooser): number | undefined =>
  hasStats(chooser) ? chooser.stats().queued : undefined;

/**
 * The chooser with each request timed, from being asked to its answer (the queue's wait and the
 * search), into `santorini_ai_turn_wait_seconds` by outcome (ok, error: refused, aborted, failed).
 * A proxy: every other member is the chooser's own.
 */
export function timedTurnChooser<T extends TurnChooser>(chooser: T, metrics: ServerMetrics): T {
  const chooseTurn: TurnChooser['chooseTurn'] = async (...args) => {
    const end = metrics.aiWaitSeconds.startTimer();
    try {
      const turn = await chooser.chooseTurn(...args);
      end({ outcome: 'ok' });
      return turn;
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  };
  return new Proxy(chooser, {
    get(target, property, receiver) {
      if (property === 'chooseTurn') return chooseTurn;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
