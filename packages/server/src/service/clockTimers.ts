/** setTimeout's longest delay; a longer wait is set again when it ends. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One timer a game, for when its running clock runs out (spec §7: a player loses on time even with
 * nobody connected). Setting a game's timer replaces the one it had.
 */
export class ClockTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly now: () => number,
    /** Called when a game's time is up: it checks the clocks and acts. */
    private readonly onTimeUp: (gameId: string) => void,
  ) {}

  /** Sets the game's timer to `at` (epoch ms), or clears it with null. */
  set(gameId: string, at: number | null): void {
    clearTimeout(this.timers.get(gameId));
    this.timers.delete(gameId);
    if (at === null || this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(gameId);
        this.onTimeUp(gameId);
      },
      Math.min(Math.max(0, at - this.now()), MAX_TIMER_MS),
    );
    timer.unref();
    this.timers.set(gameId, timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
