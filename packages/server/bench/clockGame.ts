import type { ClocksBody, CreatedGame, ServerMessage } from '@santorini/protocol';
import { call, newGuest } from './apiClient.js';
import { SeatSocket } from './seatSocket.js';

/** When the running clock runs out (epoch ms), from a game's `clocks`; undefined when none runs. */
export function deadlineOf(clocks: ClocksBody | null | undefined): number | undefined {
  if (clocks == null || clocks.running === null || clocks.since === null) return undefined;
  const left = clocks.ms[clocks.running];
  return left === undefined ? undefined : clocks.since + left;
}

/** How long after its deadline a flag may come: a claim held by a killed process runs 40 s. */
const FLAG_WAIT_MS = 45_000;

/**
 * A clocked game where the side to move never moves: answers, per socket, how long after the
 * deadline its `end` (reason time) came; `late` when the game had ended before the socket opened
 * (set-up took longer than the clock); undefined when no `end` came in time.
 */
export async function flagFall(
  urls: readonly string[],
  homes: readonly [number, number],
  name: string,
  initialMs: number,
): Promise<(number | 'late' | undefined)[]> {
  const guests = await Promise.all(
    homes.map((home, seat) => newGuest(urls, home, `${name}s${String(seat)}`)),
  );
  const [first, second] = guests as [(typeof guests)[0], (typeof guests)[0]];
  const created = await call<CreatedGame>(
    urls,
    homes[0],
    'POST',
    '/api/games',
    { players: 2, gods: 'none', clock: { initialMs, incrementMs: 0 }, seat: 0 },
    first.token,
  );
  const gameId = created.id;
  await call(urls, homes[1], 'POST', `/api/games/${gameId}/join`, { seat: 1 }, second.token);
  return Promise.all(
    [first, second].map(
      (guest, seat) =>
        new Promise<number | 'late' | undefined>((resolve) => {
          let deadline: number | undefined;
          const socket = new SeatSocket({
            urls,
            home: homes[seat] ?? 0,
            gameId,
            guest,
            onMessage: (message: ServerMessage) => {
              if (message.type === 'state') {
                const game = message.game;
                deadline = deadlineOf(game.clocks);
                if (game.status === 'finished') {
                  clearTimeout(timer);
                  socket.close();
                  resolve('late');
                }
              }
              if (message.type === 'end') {
                const result = message.result;
                clearTimeout(timer);
                socket.close();
                resolve(
                  result.reason === 'time' && deadline !== undefined ? Date.now() - deadline : undefined,
                );
              }
            },
            onReopened: () => undefined,
          });
          const timer = setTimeout(() => {
            socket.close();
            resolve(undefined);
          }, initialMs + FLAG_WAIT_MS);
          socket.open().catch(() => {
            clearTimeout(timer);
            resolve(undefined);
          });
        }),
    ),
  );
}
