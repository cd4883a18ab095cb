import type { WebSocket } from 'ws';
import type { EventBus } from '../events/eventBus.js';
import { tokenHash } from '../service/passwords.js';

/** The close code of a socket whose token was signed out (4000–4999: the application's own). */
export const SIGNED_OUT_CLOSE = 4001;

/**
 * The open game sockets of this process, by the hash of the token each was opened with, so that
 * signing out (POST /api/logout) closes that token's sockets at once, here and, through the bus, on
 * every other process. (A sign-out the bus may have missed is caught when the socket's token is
 * looked up again: socket.ts.)
 */
export class TokenSockets {
  private readonly byToken = new Map<string, Set<WebSocket>>();

  constructor(private readonly bus: EventBus) {
    bus.onSignOut((hash) => {
      this.closeHash(hash);
    });
  }

  /** Keeps `socket` under `token` until it closes. */
  add(token: string, socket: WebSocket): void {
    const key = tokenHash(token);
    let sockets = this.byToken.get(key);
    if (sockets === undefined) {
      sockets = new Set();
      this.byToken.set(key, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.byToken.get(key) === sockets) this.byToken.delete(key);
    });
  }

  /** Closes every socket opened with `token`, on every process; how many there were here. */
  closeToken(token: string): number {
    const hash = tokenHash(token);
    const here = this.byToken.get(hash)?.size ?? 0;
    this.bus.publishSignOut(hash);
    return here;
  }

  private closeHash(hash: string): void {
    const sockets = this.byToken.get(hash);
    if (sockets === undefined) return;
    this.byToken.delete(hash);
    for (const socket of sockets) socket.close(SIGNED_OUT_CLOSE, 'signed out');
  }
}
