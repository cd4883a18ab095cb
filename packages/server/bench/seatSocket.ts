import { readServerMessage, RESYNC_CLOSE, type ClientMessage, type ServerMessage } from '@santorini/protocol';
import WebSocket from 'ws';
import type { Guest } from './apiClient.js';

export interface SeatSocketOptions {
  readonly urls: readonly string[];
  /** The server this seat starts on. */
  readonly home: number;
  readonly gameId: string;
  readonly guest: Guest;
  onMessage(message: ServerMessage): void;
  /** The socket is open again after it closed or was reopened: `since` was asked for. */
  onReopened(closedAt: number): void;
}

/**
 * The wait before reconnection attempt `attempt` (0 first), as the web app's (packages/web
 * src/online/socket.ts): the first spread evenly over 0–1 s, then from 0.5 s doubling to 10 s,
 * each jittered down to half.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  if (attempt === 0) return Math.round(1000 * random());
  const full = Math.min(10_000, 500 * 2 ** Math.min(attempt, 30));
  return Math.round(full * (0.5 + random() / 2));
}

/** What the server said to this worker's sockets: upgrades refused busy (503), resync closes (4002). */
export const socketEvents = { busy: 0, resync: 0 };

/** How many times the first open is tried (a busy server answers 503 at the upgrade). */
const FIRST_OPEN_TRIES = 12;

/**
 * One seat's game socket that stays open: when the server closes it (killed, or a resync) it opens
 * again with `?since=` the seq it knows, after the web app's waits, on the next server when one
 * does not answer, as a client behind a balancer would.
 */
export class SeatSocket {
  private socket: WebSocket | undefined;
  private at: number;
  private closing = false;
  /** The seq to resume from when the socket opens again. */
  since = 0;
  lastHeard = performance.now();

  constructor(private readonly options: SeatSocketOptions) {
    this.at = options.home;
  }

  /** Opens the first socket (no `since`: the `state` message comes first), on the next server if need be. */
  async open(): Promise<void> {
    for (let tried = 1; ; tried++)
      try {
        await this.connect(undefined);
        return;
      } catch (error) {
        if (tried >= FIRST_OPEN_TRIES) throw error;
        if (!isBusy(error)) this.at = (this.at + 1) % this.options.urls.length;
        await new Promise((resolve) => setTimeout(resolve, reconnectDelay(tried)));
      }
  }

  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes this socket and opens another with `since` (a stall, or a refusal to recover from). */
  reopen(): void {
    const old = this.socket;
    this.socket = undefined;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    old?.terminate();
    this.resume(performance.now());
  }

  close(): void {
    this.closing = true;
    this.socket?.close();
  }

  /** Opens again after the wait of `attempt`; a server that does not answer (not a busy one) is left for the next. */
  private resume(closedAt: number, attempt = 0): void {
    setTimeout(() => {
      if (this.closing) return;
      this.connect(this.since).then(
        () => {
          this.options.onReopened(closedAt);
        },
        (error: unknown) => {
          if (!isBusy(error)) this.at = (this.at + 1) % this.options.urls.length;
          this.resume(closedAt, attempt + 1);
        },
      );
    }, reconnectDelay(attempt));
  }

  private connect(since: number | undefined): Promise<void> {
    const base = (this.options.urls[this.at] ?? '').replace(/^http/, 'ws');
    const query = since === undefined ? '' : `?since=${String(since)}`;
    const socket = new WebSocket(`${base}/api/games/${this.options.gameId}/socket${query}`, {
      headers: { authorization: `Bearer ${this.options.guest.token}` },
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        this.socket = socket;
        this.lastHeard = performance.now();
        socket.on('message', (data) => {
          this.lastHeard = performance.now();
          // Read once here: a frame the protocol does not know is a server fault the bench counts.
          const read = readServerMessage(JSON.parse((data as Buffer).toString('utf8')));
          if (read.ok) this.options.onMessage(read.value);
          else this.options.onMessage({ type: 'error', code: 'unreadable', message: read.error });
        });
        socket.once('close', (code) => {
          if (code === RESYNC_CLOSE.code) socketEvents.resync++;
          if (this.socket !== socket) return;
          this.socket = undefined;
          this.resume(performance.now());
        });
        resolve();
      });
      socket.on('error', (error) => {
        if (this.socket !== socket) reject(error);
      });
      socket.once('unexpected-response', (_request, response) => {
        if (response.statusCode === 503) socketEvents.busy++;
        socket.terminate();
        reject(new BusyError(response.statusCode ?? 0));
      });
    });
  }
}

/** The server refused the upgrade (503 when too many sockets are opening at once). */
class BusyError extends Error {
  constructor(readonly status: number) {
    super(`the upgrade was refused with ${String(status)}`);
    this.name = 'BusyError';
  }
}

const isBusy = (error: unknown): boolean => error instanceof BusyError && error.status === 503;
