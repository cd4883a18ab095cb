import type { WebSocket } from 'ws';
import { tokenHash } from '../service/passwords.js';

/** The close code of a socket whose token was signed out (4000–4999: the application's own). */
export const SIGNED_OUT_CLOSE = 4001;

/**
 * The open game sockets of this process, by the hash of the token each was opened with, so that
 * signing out (POST /api/logout) closes that token's sockets at once. Sockets on other processes
 * find out on their next turn or chat, when their token is looked up again (socket.ts).
 */
export class TokenSockets {
  private readonly byToken = new Map<string, Set<WebSocket>>();

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

  /** Closes every socket opened with `token`; how many there were. */
  closeToken(token: string): number {
    const sockets = this.byToken.get(tokenHash(token));
    if (sockets === undefined) return 0;
    this.byToken.delete(tokenHash(token));
    for (const socket of sockets) socket.close(SIGNED_OUT_CLOSE, 'signed out');
    return sockets.size;
  }
}
