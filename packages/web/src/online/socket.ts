import { parseServerMessage } from './messages.js';
import type { ClientMessage, ServerMessage } from '@santorini/protocol';

/**
 * The live connection to a game: `connecting` at first, `live` while open, `reconnecting` after a
 * drop (it tries again on its own), `offline` when it has stopped (closed, or the browser says it
 * has no network and it waits for it).
 */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** The part of the browser's WebSocket this uses, so that tests can hand in a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface GameSocketOptions {
  /** The socket's address without a query (`socketUrl`). */
  readonly url: string;
  /** Resume after this many turns (`?since=`); without it the server starts with a `state`. */
  readonly since?: number;
  readonly create: (url: string) => SocketLike;
  readonly onMessage: (message: ServerMessage) => void;
  readonly onState: (state: ConnectionState) => void;
  readonly timers?: Timers;
  /** 0 ≤ random() < 1, for the jitter. */
  readonly random?: () => number;
  /** Whether the browser has a network (navigator.onLine); while not, no attempt is made. */
  readonly isOnline?: () => boolean;
  /** A ping goes out this often; a connection silent for two of these is taken for dead. */
  readonly heartbeatMs?: number;
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
}

export interface GameSocket {
  /** Sends a message while live; false when it could not go out. */
  send(message: ClientMessage): boolean;
  /** The turns known so far: a reconnection resumes after them. */
  readonly seq: number | null;
  /** Sets the turns known (after the page fetched the game itself). */
  resumeFrom(seq: number): void;
  readonly state: ConnectionState;
  /** Tries again now (the network came back, the page became visible). */
  wake(): void;
  /** Closes for good. */
  close(): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

/**
 * The wait before reconnection attempt `attempt` (0 first). The first is spread evenly over 0–2 ×
 * min (0–1 s), so that the sockets of a server that went away do not all come back at the same
 * moment; then doubling from min to max, jittered down to half.
 */
export function backoffDelay(attempt: number, random: () => number, minMs = 500, maxMs = 10_000): number {
  if (attempt === 0) return Math.round(2 * minMs * random());
  const full = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
  return Math.round(full * (0.5 + random() / 2));
}

/** The address of a game's socket, ws: or wss: as the page's own address is http: or https:. */
export function socketUrl(
  location: { readonly protocol: string; readonly host: string },
  gameId: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/games/${encodeURIComponent(gameId)}/socket`;
}

/**
 * Opens a game's socket and keeps it open: reconnecting with backoff, resuming with `since`. Any
 * close the page did not ask for is followed by a reconnection: the server's resync (RESYNC_CLOSE:
 * it may have missed turns) and try-later (TRY_LATER_CLOSE, or 503 at the upgrade: too many
 * sockets opening at once) included.
 */
export function openGameSocket(options: GameSocketOptions): GameSocket {
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => true);
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  let seq: number | null = options.since ?? null;
  let state: ConnectionState = 'connecting';
  let socket: SocketLike | null = null;
  let attempt = 0;
  let retry: unknown = null;
  let beat: unknown = null;
  let heard = true;
  let stopped = false;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };

  const stopHeartbeat = () => {
    if (beat !== null) timers.clearTimeout(beat);
    beat = null;
  };
  const heartbeat = () => {
    beat = timers.setTimeout(() => {
      if (!heard) {
        // Nothing came back since the last ping: the connection is gone even if no close says so.
        lost();
        return;
      }
      heard = false;
      socket?.send(JSON.stringify({ type: 'ping' }));
      heartbeat();
    }, heartbeatMs);
  };

  const connect = () => {
    retry = null;
    if (stopped) return;
    if (!isOnline()) {
      setState('offline');
      retry = timers.setTimeout(connect, options.maxDelayMs ?? 10_000);
      return;
    }
    setState(state === 'connecting' ? 'connecting' : 'reconnecting');
    const url = seq === null ? options.url : `${options.url}?since=${seq}`;
    let opened: SocketLike;
    try {
      opened = options.create(url);
    } catch {
      schedule();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      heard = true;
      setState('live');
      heartbeat();
    };
    opened.onmessage = (event) => {
      heard = true;
      const message = parseServerMessage(event.data);
      if (message === null) return;
      if (message.type === 'state') seq = message.game.seq;
      // A turn that skips past those known (one was missed) leaves seq where it was: the page
      // fetches the game, and a reconnection (the server's resync close) replays from there.
      if (message.type === 'turn' && (seq === null || message.seq <= seq + 1))
        seq = Math.max(seq ?? 0, message.seq);
      options.onMessage(message);
    };
    opened.onclose = () => {
      if (socket === opened) lost();
    };
    opened.onerror = () => {
      if (socket === opened) lost();
    };
  };

  const schedule = () => {
    setState('reconnecting');
    const delay = backoffDelay(attempt, random, options.minDelayMs, options.maxDelayMs);
    attempt += 1;
    retry = timers.setTimeout(connect, delay);
  };

  /** The socket closed or went silent: let it go and try again later. */
  function lost() {
    const gone = socket;
    socket = null;
    stopHeartbeat();
    if (gone !== null) {
      gone.onopen = gone.onmessage = gone.onclose = gone.onerror = null;
      try {
        gone.close();
      } catch {
        // Closing a socket that never opened may throw; it is dropped either way.
      }
    }
    if (stopped) setState('offline');
    else schedule();
  }

  connect();

  return {
    send(message) {
      if (state !== 'live' || socket === null) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    get seq() {
      return seq;
    },
    resumeFrom(known) {
      seq = Math.max(seq ?? 0, known);
    },
    get state() {
      return state;
    },
    wake() {
      if (stopped || socket !== null) return;
      if (retry !== null) timers.clearTimeout(retry);
      attempt = 0;
      connect();
    },
    close() {
      stopped = true;
      if (retry !== null) timers.clearTimeout(retry);
      retry = null;
      if (socket !== null) lost();
      else setState('offline');
    },
  };
}
