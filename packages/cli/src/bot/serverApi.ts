import type {
  GameBody,
  GameSummary,
  JoinAnswer,
  LobbyAnswer,
  Me,
  MyGamesAnswer,
  PlayerRef,
  SessionAnswer,
} from '@santorini/protocol';

export type { GameSummary };
export type PlayerView = PlayerRef;

/** The parts of `GET /api/games/:id` the bot reads. */
export type GameView = Pick<
  GameBody,
  'id' | 'status' | 'players' | 'gods' | 'seats' | 'seq' | 'position' | 'clocks' | 'clock' | 'result'
>;

/** A refusal of the server (spec §7 `{"error", "message"}`), or a failure to reach it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The online API of spec §7, as the bot uses it, over global fetch. */
export class ServerApi {
  private token: string | null = null;

  constructor(private readonly base: string) {}

  /** Logs the account in; with `create`, makes it (a bot account) when the login is refused. */
  async logIn(name: string, password: string, create: boolean): Promise<Me> {
    try {
      return await this.session('/api/login', { name, password });
    } catch (error) {
      if (!create || !(error instanceof ApiError) || error.code !== 'unauthorized') throw error;
      return this.session('/api/session', { name, password, bot: true });
    }
  }

  async myGames(): Promise<GameSummary[]> {
    return (await this.call<MyGamesAnswer>('GET', '/api/me/games')).games;
  }

  async openGames(): Promise<GameSummary[]> {
    return (await this.call<LobbyAnswer>('GET', '/api/games?status=open')).games;
  }

  async join(gameId: string, seat?: number): Promise<number> {
    const body = seat === undefined ? {} : { seat };
    return (await this.call<JoinAnswer>('POST', `/api/games/${encodeURIComponent(gameId)}/join`, body)).seat;
  }

  game(gameId: string): Promise<GameView> {
    return this.call<GameView>('GET', `/api/games/${encodeURIComponent(gameId)}`);
  }

  async playTurn(gameId: string, seq: number, turn: string): Promise<void> {
    await this.call('POST', `/api/games/${encodeURIComponent(gameId)}/turns`, { seq, turn });
  }

  /** The game's socket (spec §7 Live): ws:// or wss:// as the server is http:// or https://. */
  socketUrl(gameId: string, since?: number): string {
    const query = since === undefined ? '' : `?since=${String(since)}`;
    return `${this.base.replace(/^http/, 'ws')}/api/games/${encodeURIComponent(gameId)}/socket${query}`;
  }

  /** The headers that carry the bot's token (none before it logs in). */
  authHeaders(): Record<string, string> {
    return this.token === null ? {} : { authorization: `Bearer ${this.token}` };
  }

  private async session(path: string, body: unknown): Promise<Me> {
    const answer = await this.call<SessionAnswer>('POST', path, body);
    this.token = answer.token;
    return answer.player;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...this.authHeaders() };
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new ApiError(0, 'unreachable', `cannot reach ${this.base}: ${why}`);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      // Not JSON: reported below with the status.
    }
    if (!response.ok) {
      const refusal = (parsed ?? {}) as { error?: unknown; message?: unknown };
      const code = typeof refusal.error === 'string' ? refusal.error : `http-${response.status}`;
      const message = typeof refusal.message === 'string' ? refusal.message : text.slice(0, 200);
      throw new ApiError(response.status, code, `${method} ${path}: ${response.status} ${code}: ${message}`);
    }
    if (parsed === null) throw new ApiError(response.status, 'not-json', `${method} ${path}: not JSON`);
    return parsed as T;
  }
}
