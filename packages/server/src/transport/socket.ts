import { RESYNC_CLOSE, TRY_LATER_CLOSE, type ClientMessage } from '@santorini/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { EventBus, GameMessage } from '../events/eventBus.js';
import type { Actor, GameService } from '../service/gameService.js';
import type { PlayerService } from '../service/playerService.js';
import { Refusal } from '../service/refusal.js';
import { recordSocketTurn } from '../metrics/metricsRoute.js';
import { tokenOf } from './auth.js';
import { MAX_FRAME_BYTES, readClientFrame } from './clientFrame.js';
import { SIGNED_OUT_CLOSE, type TokenSockets } from './tokenSockets.js';
import { DEFAULT_OPEN_LIMIT, OPEN_RETRY_AFTER_S, OpenGate } from './openGate.js';

export { MAX_FRAME_BYTES };

/** How long a socket's token is trusted without being looked up again (sign-outs come by the bus). */
export const TOKEN_RECHECK_MS = 60_000;

export interface SocketOptions {
  readonly games: GameService;
  readonly players: PlayerService;
  readonly bus: EventBus;
  /** The open sockets by token, which signing out closes. */
  readonly sockets: TokenSockets;
  /** Sockets being opened at once before more are refused with 503 (openGate.ts). */
  readonly openLimit?: number;
}

interface SocketRequest {
  Params: { id: string };
  Querystring: { since?: string };
}

/** What the upgrade found out: who connects, and from which turn on they want the game. */
interface Watch {
  readonly token: string | undefined;
  readonly actor: Actor;
  readonly since: number | undefined;
  /** Frees its place among the opens under way. */
  readonly opened: () => void;
}

const watches = new WeakMap<FastifyRequest, Watch>();

function readSince(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** `GET /api/games/:id/socket` (spec §7 Live). */
export function installSocket(app: FastifyInstance, options: SocketOptions): void {
  const { games, players, bus, sockets } = options;
  const gate = new OpenGate(options.openLimit ?? DEFAULT_OPEN_LIMIT);
  /**
   * A message as it goes to sockets: a `seats` message says whether each seat's player is connected
   * as the process that sent it saw them (on any process); one with a socket here is, whatever it said.
   */
  const withConnected = (gameId: string, message: GameMessage): GameMessage => {
    if (message.type !== 'seats') return message;
    const seats = message.seats.map((seat) => ({
      ...seat,
      connected:
        seat.ai !== null ||
        seat.connected === true ||
        (seat.player !== null && games.isHere(gameId, seat.player.id)),
    }));
    return { ...message, seats };
  };

  app.get<SocketRequest>(
    '/api/games/:id/socket',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const opened = gate.tryEnter();
        if (opened === undefined)
          return reply.code(503).header('retry-after', String(OPEN_RETRY_AFTER_S)).send({
            error: 'unavailable',
            message: 'too many sockets are opening at once: try again in a moment',
          });
        // Freed once the socket is open and its game sent, or when the request ends first.
        request.raw.socket.once('close', opened);
        const token = tokenOf(request);
        const actor = token === undefined ? null : ((await players.playerByToken(token)) ?? null);
        if (token !== undefined && actor === null)
          return reply.code(401).send({ error: 'unauthorized', message: 'the token is not known' });
        const since = readSince(request.query.since);
        if (since === null)
          return reply.code(400).send({ error: 'malformed', message: 'since must be a whole number ≥ 0' });
        if ((await games.held(request.params.id)) === undefined)
          return reply
            .code(404)
            .send({ error: 'not-found', message: `no game ${JSON.stringify(request.params.id)}` });
        watches.set(request, { token, actor, since, opened });
        return undefined;
      },
    },
    (socket: WebSocket, request) => {
      const gameId = request.params.id;
      const { token, actor, since, opened } = watches.get(request) ?? {
        token: undefined,
        actor: null,
        since: undefined,
        opened: () => undefined,
      };
      if (token !== undefined && actor !== null) sockets.add(token, socket);
      const send = (message: GameMessage): void => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(withConnected(gameId, message)));
      };
      // Messages published while the game is read are in what is sent first, except chat lines
      // when only turns are replayed.
      const early: GameMessage[] = [];
      let live = false;
      const unsubscribe = bus.subscribe(
        gameId,
        (message) => {
          if (live) send(message);
          else early.push(message);
        },
        // Messages of the game may have been missed here: the client opens again with ?since=.
        // (Before it is live, what it is sent first is read after that.)
        () => {
          if (live) socket.close(RESYNC_CLOSE.code, RESYNC_CLOSE.reason);
        },
      );
      let counted = false;
      socket.on('close', () => {
        unsubscribe();
        if (!counted || actor === null) return;
        games.socketClosed(gameId, actor.id).catch((error: unknown) => {
          request.log.warn(`game ${gameId}: a closed socket was not recorded (${String(error)})`);
        });
      });
      socket.on('message', (data, isBinary) => {
        void answer(data, isBinary);
      });
      // Sign-outs close sockets through the bus (tokenSockets.ts). One the bus may have missed (it
      // was cut since the token was last looked up, or that was a while ago) is caught here: the
      // token is looked up again before a turn or chat, and if signed out the socket is closed.
      let verified = { at: Date.now(), cuts: bus.isCoherent() ? bus.cuts() : -1 };
      const stillSignedIn = async (): Promise<boolean> => {
        if (token === undefined) return true;
        if (bus.isCoherent() && bus.cuts() === verified.cuts && Date.now() - verified.at < TOKEN_RECHECK_MS)
          return true;
        const signedIn = (await players.playerByToken(token)) !== undefined;
        verified = { at: Date.now(), cuts: bus.isCoherent() ? bus.cuts() : -1 };
        return signedIn;
      };
      const answer = async (data: unknown, isBinary: boolean): Promise<void> => {
        try {
          const message = readClientFrame(data, isBinary);
          if (!(message instanceof Refusal) && message.type !== 'ping' && !(await stillSignedIn())) {
            send({ type: 'error', code: 'unauthorized', message: 'the token was signed out' });
            socket.close(SIGNED_OUT_CLOSE, 'signed out');
            return;
          }
          const started = performance.now();
          const refusal =
            message instanceof Refusal ? message : await answerMessage(games, actor, gameId, message, send);
          if (!(message instanceof Refusal) && message.type === 'turn')
            recordSocketTurn(request, performance.now() - started, refusal?.code ?? 'ok');
          if (refusal !== undefined) {
            const { error, ...rest } = refusal.toJSON();
            send({ type: 'error', code: error, ...rest });
          }
        } catch (error) {
          request.log.error(error);
          send({ type: 'error', code: 'internal', message: 'the server failed to answer: try again' });
        }
      };
      void games
        .watch(gameId)
        .then(async (game) => {
          if (socket.readyState !== socket.OPEN) return;
          if (game === undefined) {
            socket.close(1008, 'no such game');
            return;
          }
          if (since === undefined) send({ type: 'state', game: games.viewOf(game) });
          else for (const message of games.turnMessagesSince(game, since)) send(message);
          if (since !== undefined) for (const message of early) if (message.type === 'chat') send(message);
          // A turn (or the end) heard while the game was read, recorded after that read: sent, not lost.
          const sent = game.turns.length;
          const over = game.row.status === 'finished';
          for (const message of early)
            if ((message.type === 'turn' && message.seq > sent) || (message.type === 'end' && !over))
              send(message);
          live = true;
          // Every signed-in socket counts, so that a watcher who takes a seat later is connected.
          if (actor !== null) {
            counted = true;
            await games.socketOpened(game, actor.id).catch((error: unknown) => {
              request.log.warn(`game ${gameId}: an open socket was not recorded (${String(error)})`);
            });
          }
        })
        .catch((error: unknown) => {
          request.log.error(error);
          socket.close(TRY_LATER_CLOSE.code, TRY_LATER_CLOSE.reason);
        })
        .finally(opened);
    },
  );
}

/** Answers one client message; a refusal to send back as an `error`, or undefined. */
async function answerMessage(
  games: GameService,
  actor: Actor,
  gameId: string,
  message: ClientMessage,
  send: (message: GameMessage) => void,
): Promise<Refusal | undefined> {
  try {
    switch (message.type) {
      case 'ping':
        send({ type: 'pong' });
        return undefined;
      case 'turn': {
        const played = await games.playTurnOrRetry(actor, gameId, message);
        // A repeat of the last turn is answered as the first was: with its turn message.
        if (played.retried !== undefined) send(played.retried);
        return undefined;
      }
      case 'chat':
        await games.chat(actor, gameId, message.text);
        return undefined;
    }
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}
