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
import { refuse } from '../service/refusal.js';
import { limitGameCreation, limitLogin, limitSignUp } from '../limits/routeLimits.js';
import type { RateLimits } from '../limits/rateLimits.js';
import { playerView } from '../service/view.js';
import type { Store } from '../store/store.js';
import { absentBodyAsEmpty, type TypeBoxProvider } from './validation.js';
import { actorOf, clearTokenCookie, setTokenCookie, tokenOf } from './auth.js';
import type { TokenSockets } from './tokenSockets.js';

export interface ApiOptions {
  readonly games: GameService;
  readonly players: PlayerService;
  readonly store: Store;
  /** Sign-ups, logins and game creation are counted against these (docs/limits.md). */
  readonly limits: RateLimits;
  /** The open game sockets by token: signing out closes them. */
  readonly sockets?: TokenSockets;
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
  const { games, players, store, limits } = options;
  const actor = (request: FastifyRequest) => actorOf(request, players);
  // Bodies, queries and addresses are typed by their schemas (and checked against them: validation.ts).
  const api = app.withTypeProvider<TypeBoxProvider>();

  api.post('/api/session', { schema: { body: SessionRequest } }, async (request, reply) => {
    await limitSignUp(limits, request, request.body.password !== undefined);
    const session = await players.createSession(request.body);
    setTokenCookie(request, reply, session.token);
    return reply.code(201).send(sessionBody(session));
  });
  api.post('/api/login', { schema: { body: LoginRequest } }, async (request, reply) => {
    // Counted as it arrives, before the password is hashed (routeLimits.ts).
    await limitLogin(limits, request, request.body.name);
    const session = await players.login(request.body);
    setTokenCookie(request, reply, session.token);
    return reply.code(200).send(sessionBody(session));
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
    async (request, reply) => {
      const creator = await actor(request);
      // Without a token the service refuses it as unauthorized, uncounted.
      if (creator !== null) await limitGameCreation(limits, request, creator.id);
      return reply.code(201).send(await games.createGame(creator, request.body));
    },
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
