import {
  ChatRequest,
  CreateGameRequest,
  JoinRequest,
  LobbyQuery,
  LoginRequest,
  SessionRequest,
  SetupStepRequest,
  TurnRequest,
} from '@santorini/protocol';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameService } from '../service/gameService.js';
import type { PlayerService, Session } from '../service/playerService.js';
import { ratingView } from '../service/ratingChanges.js';
import { Refusal, refuse } from '../service/refusal.js';
import { WindowLimiter } from '../service/windowLimiter.js';
import { playerView } from '../service/view.js';
import type { Store } from '../store/store.js';
import { absentBodyAsEmpty, type TypeBoxProvider } from './validation.js';
import { actorOf, clearTokenCookie, setTokenCookie, tokenOf } from './auth.js';
import type { TokenSockets } from './tokenSockets.js';

export interface ApiOptions {
  readonly games: GameService;
  readonly players: PlayerService;
  readonly store: Store;
  /** The open game sockets by token: signing out closes them. */
  readonly sockets?: TokenSockets;
  /** Accounts made per address per minute (default 60). */
  readonly signUpsPerMinute?: number;
  /** Failed logins per address per minute before logins are refused (default 20). */
  readonly failedLoginsPerMinute?: number;
}

/** The `:id` of a game's or a player's address. */
const IdParams = Type.Object({ id: Type.String() });

const sessionBody = (session: Session) => ({
  player: { ...playerView(session.player), account: session.player.account },
  token: session.token,
});

const LEADERBOARD_SIZE = 100;
/** How many of a player's last rating changes `GET /api/players/:id` shows. */
const RATING_HISTORY_SIZE = 100;

/** The HTTP API of spec §7 and the server's additions (README), under /api. */
export function installApi(app: FastifyInstance, options: ApiOptions): void {
  const { games, players, store } = options;
  const signUps = new WindowLimiter(options.signUpsPerMinute ?? 60, 60_000);
  const failedLogins = new WindowLimiter(options.failedLoginsPerMinute ?? 20, 60_000);
  const actor = (request: FastifyRequest) => actorOf(request, players);
  // Bodies, queries and addresses are typed by their schemas (and checked against them: validation.ts).
  const api = app.withTypeProvider<TypeBoxProvider>();

  api.post('/api/session', { schema: { body: SessionRequest } }, async (request, reply) => {
    if (request.body.password !== undefined && !signUps.allow(request.ip))
      refuse('rate-limited', 'too many accounts made from this address: wait a minute');
    const session = await players.createSession(request.body);
    setTokenCookie(request, reply, session.token);
    return reply.code(201).send(sessionBody(session));
  });
  api.post('/api/login', { schema: { body: LoginRequest } }, async (request, reply) => {
    if (failedLogins.isFull(request.ip))
      refuse('rate-limited', 'too many failed logins from this address: wait a minute');
    try {
      const session = await players.login(request.body);
      setTokenCookie(request, reply, session.token);
      return await reply.code(200).send(sessionBody(session));
    } catch (error) {
      if (error instanceof Refusal && error.code === 'unauthorized') failedLogins.hit(request.ip);
      throw error;
    }
  });
  app.get('/api/me', async (request) => {
    const player = (await actor(request)) ?? refuse('unauthorized', 'no valid token');
    return { player: { ...playerView(player), account: player.account } };
  });
  app.post('/api/logout', async (request, reply) => {
    const token = tokenOf(request);
    if (token !== undefined && token !== '') await players.logout(token);
    if (token !== undefined) options.sockets?.closeToken(token);
    clearTokenCookie(reply);
    return {};
  });
  api.get('/api/players/:id', { schema: { params: IdParams } }, async (request) => {
    const player = (await store.player(request.params.id)) ?? refuse('not-found', 'no such player');
    return {
      ...playerView(player),
      bot: player.bot === true,
      rating: ratingView(await store.rating(player.id)),
      history: await store.ratingHistory(player.id, RATING_HISTORY_SIZE),
    };
  });
  app.get('/api/leaderboard', async () => ({
    players: (await store.leaderboard(LEADERBOARD_SIZE)).map(({ player, rating }) => ({
      ...playerView(player),
      rating: ratingView(rating),
    })),
  }));

  app.get('/api/me/games', async (request) => ({
    games: await games.mine(await actor(request)),
  }));
  api.post(
    '/api/games',
    { schema: { body: CreateGameRequest }, preValidation: absentBodyAsEmpty },
    async (request, reply) =>
      reply.code(201).send(await games.createGame(await actor(request), request.body)),
  );
  api.get('/api/games', { schema: { querystring: LobbyQuery } }, async (request) => ({
    games: await games.list(request.query.status ?? 'open'),
  }));
  // A token is looked up only when there is one: a seated player reading the game is seen in it.
  api.get('/api/games/:id', { schema: { params: IdParams } }, async (request) =>
    games.view(request.params.id, tokenOf(request) === undefined ? null : await actor(request)),
  );
  api.post(
    '/api/games/:id/join',
    { schema: { params: IdParams, body: JoinRequest }, preValidation: absentBodyAsEmpty },
    async (request) => games.join(await actor(request), request.params.id, request.body),
  );
  api.post('/api/games/:id/leave', { schema: { params: IdParams } }, async (request) =>
    games.leave(await actor(request), request.params.id),
  );
  api.post(
    '/api/games/:id/setup',
    { schema: { params: IdParams, body: SetupStepRequest } },
    async (request) => ({
      game: await games.setupStep(await actor(request), request.params.id, request.body),
    }),
  );
  api.post('/api/games/:id/turns', { schema: { params: IdParams, body: TurnRequest } }, async (request) =>
    games.playTurn(await actor(request), request.params.id, request.body),
  );
  api.post('/api/games/:id/resign', { schema: { params: IdParams } }, async (request) =>
    games.resign(await actor(request), request.params.id),
  );
  api.post('/api/games/:id/rematch', { schema: { params: IdParams } }, async (request) =>
    games.rematch(await actor(request), request.params.id),
  );
  api.post('/api/games/:id/chat', { schema: { params: IdParams, body: ChatRequest } }, async (request) => {
    await games.chat(await actor(request), request.params.id, request.body.text);
    return {};
  });
}
