import { RESYNC_CLOSE } from '@santorini/protocol';
import WebSocket from 'ws';

/**
 * A game socket client that stays open as the web app's does: when the server closes it (a
 * resync, or any close it did not ask for) it opens again with `?since=` the last turn it saw.
 * It keeps every `turn` seq it heard, across its connections.
 */
export interface ResumingSocket {
  /** The seqs of the `turn` messages heard, in order (a seq may come twice). */
  readonly turns: number[];
  /** The close codes the server sent, in order. */
  readonly closes: number[];
  /** Resolves once it has heard every turn 1…seq. */
  sawAll(seq: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function resumingSocket(url: string, token?: string): Promise<ResumingSocket> {
  const turns: number[] = [];
  const closes: number[] = [];
  let last = 0;
  let closing = false;
  let current: WebSocket | undefined;
  const heardAll = (seq: number): boolean => {
    const seen = new Set(turns);
    for (let n = 1; n <= seq; n++) if (!seen.has(n)) return false;
    return true;
  };
  const open = (since: number | undefined): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(since === undefined ? url : `${url}?since=${String(since)}`, {
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      current = socket;
      socket.on('message', (data) => {
        const message = JSON.parse((data as Buffer).toString('utf8')) as {
          type: string;
          seq?: number;
          game?: { seq: number };
        };
        if (message.type === 'state') last = message.game?.seq ?? last;
        if (message.type === 'turn' && message.seq !== undefined) {
          turns.push(message.seq);
          last = Math.max(last, message.seq);
        }
      });
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
      socket.once('close', (code) => {
        if (closing) return;
        closes.push(code);
        // Again at once for a resync; a little later for anything else.
        const wait = code === RESYNC_CLOSE.code ? 10 : 100;
        setTimeout(() => {
          open(last).catch(() => undefined);
        }, wait);
      });
    });
  await open(undefined);
  return {
    turns,
    closes,
    sawAll: async (seq, timeoutMs = 15_000) => {
      const end = Date.now() + timeoutMs;
      while (!heardAll(seq)) {
        if (Date.now() > end)
          throw new Error(
            `turns 1…${String(seq)} not all heard; heard ${JSON.stringify(turns)}, closes ${JSON.stringify(closes)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => {
      closing = true;
      current?.close();
    },
  };
}
