import { readServerMessage, type ServerMessage } from '@santorini/protocol';
import WebSocket from 'ws';
import type { BotLog } from './botLog.js';
import { viewAfterMessage, viewAfterRead, type Followed } from './liveView.js';
import { ApiError, type ServerApi } from './serverApi.js';

export interface FollowSettings {
  /** How often the game is read while its socket cannot connect, in ms. */
  readonly pollMs: number;
  /** The first wait before connecting again, in ms; doubled each failure up to `maxBackoffMs`. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
  /** How often a `ping` goes out on an open socket, in ms (keeps idle connections open). */
  readonly pingMs?: number;
}

/** A view of the game and its version: a new version each time the view (or a read) changes it. */
export interface Seen {
  readonly view: Followed;
  readonly version: number;
}

/**
 * Follows one game over its socket (spec §7 Live, with the bot's token): the `state` first, then
 * every `turn` and `end`. When the socket closes it connects again with `?since=` the turns it has
 * (waiting longer after each failure) and reads the game once, for what `since` does not replay.
 * While the socket cannot connect it reads `GET /api/games/:id` every `pollMs` instead, and says
 * so on stderr.
 */
export class GameFollower {
  private view: Followed | null = null;
  private version = 0;
  private readonly waiters = new Set<() => void>();
  private socket: WebSocket | null = null;
  private polling = false;
  private closed = false;
  private failures = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly api: ServerApi,
    private readonly gameId: string,
    private readonly log: BotLog,
    private readonly settings: FollowSettings,
  ) {}

  start(): void {
    this.connect();
  }

  /** Waits for a view newer than version `seen`; null once `signal` aborts or the follower closes. */
  next(seen: number, signal: AbortSignal): Promise<Seen | null> {
    return new Promise((resolve) => {
      const look = (): boolean => {
        if (signal.aborted || this.closed) resolve(null);
        else if (this.view !== null && this.version > seen)
          resolve({ view: this.view, version: this.version });
        else return false;
        this.waiters.delete(look);
        signal.removeEventListener('abort', wake);
        return true;
      };
      const wake = (): void => {
        look();
      };
      if (look()) return;
      this.waiters.add(look);
      signal.addEventListener('abort', wake);
    });
  }

  /** Reads the whole game over HTTP; a new version follows even when the read fails (to try again). */
  async refresh(): Promise<void> {
    try {
      const read = await this.api.game(this.gameId);
      if (this.view !== 'gone') this.view = viewAfterRead(this.view, read);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not-found') this.view = 'gone';
      else this.log.error(`game ${this.gameId}: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.changed();
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.socket?.terminate();
    this.changed();
  }

  private connect(): void {
    if (this.closed || this.view === 'gone') return;
    const since = this.view === null ? undefined : this.view.seq;
    const socket = new WebSocket(this.api.socketUrl(this.gameId, since), { headers: this.api.authHeaders() });
    this.socket = socket;
    let why = 'it closed';
    let ping: NodeJS.Timeout | undefined;
    socket.on('unexpected-response', (_request, response) => {
      why = `the server answered ${String(response.statusCode)}`;
      if (response.statusCode === 404) {
        this.view = 'gone';
        this.changed();
      }
      socket.terminate();
    });
    socket.on('error', (error) => {
      if (why === 'it closed') why = error.message;
    });
    socket.on('open', () => {
      this.failures = 0;
      if (this.polling) this.log.info(`game ${this.gameId}: following over its socket again`);
      else if (since === undefined) this.log.info(`game ${this.gameId}: following over its socket`);
      this.polling = false;
      ping = setInterval(() => {
        socket.send(JSON.stringify({ type: 'ping' }));
      }, this.settings.pingMs ?? 25_000);
      // `since` replays turns only: a read catches an end by resignation or time meanwhile.
      if (since !== undefined) void this.refresh();
    });
    socket.on('message', (data: Buffer) => {
      // Read once here; a frame this bot does not know (not JSON, a newer server's) is let pass.
      const message = serverMessageOf(data);
      if (message === null) return;
      const next = viewAfterMessage(this.view === 'gone' ? null : this.view, message);
      if (next !== this.view && next !== null && this.view !== 'gone') {
        this.view = next;
        this.changed();
      }
    });
    socket.on('close', () => {
      clearInterval(ping);
      if (this.socket === socket) this.socket = null;
      if (this.closed || this.view === 'gone') return;
      this.startPolling(why);
      this.failures++;
      const base = this.settings.backoffMs ?? 500;
      const wait = Math.min(this.settings.maxBackoffMs ?? 10_000, base * 2 ** (this.failures - 1));
      this.after(wait, () => {
        this.connect();
      });
    });
  }

  /** Reads the game every `pollMs` until the socket is open again. */
  private startPolling(why: string): void {
    if (this.polling) return;
    this.polling = true;
    this.log.error(
      `game ${this.gameId}: its socket cannot connect (${why}): reading the game every ${this.settings.pollMs} ms until it can`,
    );
    const poll = (): void => {
      if (!this.polling || this.closed || this.view === 'gone') return;
      void this.refresh().finally(() => {
        this.after(this.settings.pollMs, poll);
      });
    };
    poll();
  }

  private after(ms: number, run: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private changed(): void {
    this.version++;
    for (const look of [...this.waiters]) look();
  }
}

/** A socket frame as one of the server's messages, checked by the protocol; null for anything else. */
function serverMessageOf(data: Buffer): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  const read = readServerMessage(value);
  return read.ok ? read.value : null;
}
