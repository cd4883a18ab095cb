import type { PresenceRecord, Store } from '../store/store.js';
import { Connections } from './connections.js';
import { KeyedLock } from './lock.js';

/** How often a process tells the store that the sockets open on it are still there. */
export const PRESENCE_REFRESH_MS = 20_000;
/** How long being seen counts as being connected (longer than two refreshes). */
export const PRESENCE_WINDOW_MS = 45_000;
/** The `via` of presence seen over HTTP (a turn, a join, a bot reading its game). */
const HTTP = 'http';

/** A player of a game as the store and this process see them now. */
export interface PlayerPresence {
  /** A socket open on this process, on another one (refreshed within the window), or HTTP within it. */
  readonly connected: boolean;
  /** A socket of theirs open here, or on another process (refreshed within the window). */
  readonly socket: boolean;
  /** When last seen anywhere (epoch ms); undefined when never. */
  readonly lastSeen: number | undefined;
}

/**
 * Who is present in which game, shared by every process on one store: each process records its
 * sockets (open on connect, refreshed every PRESENCE_REFRESH_MS in one write, closed with the
 * last one) and HTTP calls (at most one write a player and game each refresh period). Connected:
 * a socket here, or within PRESENCE_WINDOW_MS a socket open on any process or an HTTP call not
 * followed by a socket of theirs closing.
 */
export class Presence {
  private readonly sockets = new Connections();
  /** When each "game player" was last written as seen over HTTP by this process. */
  private readonly httpWritten = new Map<string, number>();
  private readonly refresher: NodeJS.Timeout;
  /** A player's socket rows are written in the order their sockets opened and closed. */
  private readonly writes = new KeyedLock();

  constructor(
    private readonly store: Store,
    /** This process's id among those sharing the store. */
    private readonly owner: string,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {
    this.refresher = setInterval(() => {
      void this.refresh();
    }, PRESENCE_REFRESH_MS);
    this.refresher.unref();
  }

  /** Counts a socket of the player's; true (and recorded) when it is their first here. */
  async arrive(gameId: string, playerId: string): Promise<boolean> {
    if (!this.sockets.add(gameId, playerId)) return false;
    await this.writeSocketRow(gameId, playerId);
    return true;
  }

  /** Uncounts a socket; true (and recorded as closed) when it was their last here. */
  async depart(gameId: string, playerId: string): Promise<boolean> {
    if (!this.sockets.remove(gameId, playerId)) return false;
    await this.writeSocketRow(gameId, playerId);
    return true;
  }

  /** Writes whether the player has a socket here as it is when the write's turn comes. */
  private writeSocketRow(gameId: string, playerId: string): Promise<void> {
    return this.writes.run(`${gameId} ${playerId}`, () =>
      this.store.markPresence(
        gameId,
        playerId,
        this.owner,
        this.now(),
        this.sockets.isConnected(gameId, playerId),
      ),
    );
  }

  /**
   * A call over HTTP by the player: seen now (written at most once a refresh period). Never fails
   * the call it comes with: a write that fails is logged.
   */
  async acted(gameId: string, playerId: string): Promise<void> {
    if (this.sockets.isConnected(gameId, playerId)) return;
    const key = `${gameId} ${playerId}`;
    const now = this.now();
    const written = this.httpWritten.get(key);
    if (written !== undefined && now - written < PRESENCE_REFRESH_MS && now >= written) return;
    this.httpWritten.set(key, now);
    try {
      await this.store.markPresence(gameId, playerId, HTTP, now, false);
    } catch (error) {
      this.httpWritten.delete(key);
      this.log(`game ${gameId}: presence over HTTP could not be recorded (${String(error)})`);
    }
  }

  /** Whether the player has a socket open on this process. */
  isHere(gameId: string, playerId: string): boolean {
    return this.sockets.isConnected(gameId, playerId);
  }

  /** Every player of a game seen anywhere, with whether they count as connected now. */
  async of(gameId: string): Promise<Map<string, PlayerPresence>> {
    const rows = await this.store.presence(gameId);
    const now = this.now();
    const players = new Map<string, PlayerPresence>();
    const byPlayer = new Map<string, PresenceRecord[]>();
    for (const row of rows) byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
    for (const [playerId, seen] of byPlayer) {
      const recent = seen.filter((row) => now - row.seen <= PRESENCE_WINDOW_MS);
      // A socket that closed after their last HTTP call says they left.
      const latest = recent.reduce<PresenceRecord | undefined>(
        (last, row) => (last === undefined || row.seen > last.seen ? row : last),
        undefined,
      );
      const socket = this.isHere(gameId, playerId) || recent.some((row) => row.open);
      players.set(playerId, {
        connected: socket || latest?.via === HTTP,
        socket,
        lastSeen: Math.max(...seen.map((row) => row.seen)),
      });
    }
    return players;
  }

  /** One write: the sockets open here are still there. */
  private async refresh(): Promise<void> {
    const now = this.now();
    for (const [key, written] of this.httpWritten)
      if (now - written > PRESENCE_WINDOW_MS) this.httpWritten.delete(key);
    if (this.sockets.isEmpty()) return;
    try {
      await this.store.refreshPresence(this.owner, now);
    } catch (error) {
      this.log(`presence could not be refreshed (${String(error)})`);
    }
  }

  /** Stops refreshing and records this process's sockets as closed. */
  async close(): Promise<void> {
    clearInterval(this.refresher);
    await this.store.closePresence(this.owner, this.now());
  }
}
