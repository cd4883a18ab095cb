import { readServerMessage, type ClientMessage, type ServerMessage } from '@santorini/protocol';
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
 * One seat's game socket that stays open: when the server closes it (killed) it opens again on
 * the next server with `?since=` the seq it knows, as a client behind a balancer would.
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
        if (tried >= this.options.urls.length) throw error;
        this.at = (this.at + 1) % this.options.urls.length;
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

  private resume(closedAt: number, attempt = 0): void {
    if (this.closing) return;
    this.connect(this.since).then(
      () => {
        this.options.onReopened(closedAt);
      },
      () => {
        this.at = (this.at + 1) % this.options.urls.length;
        const wait = attempt % this.options.urls.length === this.options.urls.length - 1 ? 200 : 20;
        setTimeout(() => {
          this.resume(closedAt, attempt + 1);
        }, wait);
      },
    );
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
        socket.once('close', () => {
          if (this.socket !== socket) return;
          this.socket = undefined;
          this.resume(performance.now());
        });
        resolve();
      });
      socket.on('error', (error) => {
        if (this.socket !== socket) reject(error);
      });
    });
  }
}
