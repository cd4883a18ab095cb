import { abandonAt, abandonment, moverWhoMayAbandon, turnBegan } from './abandonment.js';
import { flagFall } from './clocks.js';
import { ClockTimers } from './clockTimers.js';
import type { GameRoom } from './gameRoom.js';
import { recordLeaving } from './leaving.js';
import { seqOf, type LiveGame } from './liveGame.js';
import { Refusal } from './refusal.js';
import { resignation } from './resign.js';
import { presenceOf } from './seatMessages.js';

/**
 * A game's timers: for when its running clock runs out (the mover loses on time), and for the
 * earliest its mover may count as gone (the game is then abandoned). Each is decided by the
 * process that claims the game's work; the others look again when that claim runs out.
 */
export class GameTimers {
  private readonly clockTimers: ClockTimers;
  /** A timer a game, for when its mover may have abandoned it. */
  private readonly absenceTimers: ClockTimers;

  constructor(
    private readonly room: GameRoom,
    /** How long the mover may be away before the game is abandoned; 0: never. */
    private readonly abandonMs: number,
  ) {
    this.clockTimers = new ClockTimers(room.now, (gameId) => {
      void room.lock
        .run(gameId, () => this.checkClock(gameId))
        .catch((error: unknown) => {
          room.log(`game ${gameId}: the clock could not be checked (${String(error)})`);
        });
    });
    this.absenceTimers = new ClockTimers(room.now, (gameId) => {
      void this.checkAbandonment(gameId).catch((error: unknown) => {
        room.log(`game ${gameId}: its mover's absence could not be checked (${String(error)})`);
      });
    });
  }

  /** Whether the service watches a game of these options: a clock, or movers who may go away. */
  get watchesAbsence(): boolean {
    return this.abandonMs > 0;
  }

  /**
   * Sets the game's timers: for when its running clock runs out, and for the earliest its mover
   * may count as gone (when it fires, presence is read and it is set again if they were seen).
   */
  arm(live: LiveGame): void {
    this.clockTimers.set(live.row.id, flagFall(live)?.at ?? null);
    const mover = this.abandonMs > 0 ? moverWhoMayAbandon(live) : null;
    this.absenceTimers.set(live.row.id, mover === null ? null : turnBegan(live) + this.abandonMs);
  }

  /**
   * The player to move loses on time when their clock has run out (done by the process that claims
   * it; the others look again when that claim runs out); else the timer is set again. Under the
   * game's lock.
   */
  async checkClock(gameId: string): Promise<void> {
    const live = this.room.games.get(gameId);
    if (live === undefined) return;
    const fall = flagFall(live);
    if (fall === null) return;
    if (fall.at > this.room.now()) {
      this.arm(live);
      return;
    }
    const claimed = await this.room.claim(gameId, seqOf(live));
    if (claimed === true) await recordLeaving(this.room, live, resignation(live, fall.seat, 'time'));
    else this.clockTimers.set(gameId, claimed + 50);
  }

  /**
   * Decides the game as abandoned when its mover has been away ABANDON_MS (abandonment.ts), done
   * by the process that claims it; else sets its timer again for when that may be. The timer
   * calls this; so may a test that moved its clock on.
   */
  async checkAbandonment(gameId: string): Promise<void> {
    try {
      await this.room.lock.run(gameId, () => this.checkAbsence(gameId));
    } catch (error) {
      // Another process recorded a turn or ended the game meanwhile: it is read again.
      if (!(error instanceof Refusal && error.code === 'stale')) throw error;
    }
  }

  close(): void {
    this.clockTimers.close();
    this.absenceTimers.close();
  }

  private async checkAbsence(gameId: string): Promise<void> {
    const { room, abandonMs } = this;
    const live = room.games.get(gameId);
    const mover = live === undefined || abandonMs <= 0 ? null : moverWhoMayAbandon(live);
    if (live === undefined || mover === null) return;
    const presence = await room.presence.of(gameId);
    const seen = presenceOf(room, presence, gameId, mover.playerId);
    const now = room.now();
    const at = abandonAt(live, seen.lastSeen, abandonMs);
    if (seen.socket || at > now) {
      // A socket open, or not away long enough: looked at again when they could first count as gone.
      this.absenceTimers.set(gameId, at > now ? at : now + abandonMs);
      return;
    }
    const claimed = await room.claim(gameId, seqOf(live));
    if (claimed !== true) {
      this.absenceTimers.set(gameId, claimed + 50);
      return;
    }
    await recordLeaving(room, live, abandonment(live, mover.seat, presence, now, abandonMs));
  }
}
