import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameService } from '../service/gameService.js';
import type { PlayerService, Session } from '../service/playerService.js';
import { ratingView } from '../service/ratingChanges.js';
import { refuse } from '../service/refusal.js';
import { WindowLimiter } from '../service/windowLimiter.js';
import type { Store } from '../store/store.js';
import { actorOf, clearTokenCookie, setTokenCookie, tokenOf } from './auth.js';

export interface ApiOptions {
  readonly games: GameService;
  readonly players: PlayerService;
  readonly store: Store;
  /** Account sign-ups and logins per address per minute (default 30). */
  readonly loginsPerMinute?: number;
}

interface GameParams {
  readonly id: string;
}

const sessionBody = (session: Session) => ({
  player: { id: session.player.id, name: session.player.name, account: session.player.account },
  token: session.token,
});

const LEADERBOARD_SIZE = 100;

/** The HTTP API of spec §7 and the server's additions (README), under /api. */
export function installApi(app: FastifyInstance, options: ApiOptions): void {
  const { games, players, store } = options;
  const logins = new WindowLimiter(options.loginsPerMinute ?? 30, 60_000);
  const actor = (request: FastifyRequest) => actorOf(request, players);
  const limitLogins = (request: FastifyRequest, body: unknown): void => {
    const withPassword = typeof body === 'object' && body !== null && 'password' in body;
    if (withPassword && !logins.allow(request.ip))
      refuse('rate-limited', 'too many sign-ups or logins from this address: wait a minute');
  };

  app.post('/api/session', async (request, reply) => {
    limitLogins(request, request.body);
    const session = await players.createSession(request.body);
    setTokenCookie(request, reply, session.token);
    return reply.code(201).send(sessionBody(session));
  });
  app.post('/api/login', async (request, reply) => {
    limitLogins(request, { password: true });
    const session = await players.login(request.body);
    setTokenCookie(request, reply, session.token);
    return reply.code(200).send(sessionBody(session));
  });
  app.get('/api/me', async (request) => {
    const player = (await actor(request)) ?? refuse('unauthorized', 'no valid token');
    return { player: { id: player.id, name: player.name, account: player.account } };
  });
  app.post('/api/logout', async (request, reply) => {
    const token = tokenOf(request);
    if (token !== undefined && token !== '') await players.logout(token);
    clearTokenCookie(reply);
    return {};
  });
  app.get<{ Params: GameParams }>('/api/players/:id', async (request) => {
    const player = (await store.player(request.params.id)) ?? refuse('not-found', 'no such player');
    return { id: player.id, name: player.name, rating: ratingView(await store.rating(player.id)) };
  });
  app.get('/api/leaderboard', async () => ({
    players: (await store.leaderboard(LEADERBOARD_SIZE)).map(({ player, rating }) => ({
      id: player.id,
      name: player.name,
      rating: ratingView(rating),
    })),
  }));

  app.post('/api/games', async (request, reply) =>
    reply.code(201).send(await games.createGame(await actor(request), request.body)),
  );
  app.get<{ Querystring: { status?: string } }>('/api/games', async (request) => ({
    games: await games.list(request.query.status),
  }));
  app.get<{ Params: GameParams }>('/api/games/:id', (request) => games.view(request.params.id));
  app.post<{ Params: GameParams }>('/api/games/:id/join', async (request) =>
    games.join(await actor(request), request.params.id, request.body),
  );
  app.post<{ Params: GameParams }>('/api/games/:id/leave', async (request) =>
    games.leave(await actor(request), request.params.id),
  );
  app.post<{ Params: GameParams }>('/api/games/:id/setup', async (request) => ({
    game: await games.setupStep(await actor(request), request.params.id, request.body),
  }));
  app.post<{ Params: GameParams }>('/api/games/:id/turns', async (request) =>
    games.playTurn(await actor(request), request.params.id, request.body),
  );
  app.post<{ Params: GameParams }>('/api/games/:id/resign', async (request) =>
    games.resign(await actor(request), request.params.id),
  );
  app.post<{ Params: GameParams }>('/api/games/:id/rematch', async (request) =>
    games.rematch(await actor(request), request.params.id),
  );
  app.post<{ Params: GameParams }>('/api/games/:id/chat', async (request) => {
    const body = request.body;
    const text = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
    await games.chat(await actor(request), request.params.id, text);
    return {};
  });
}
