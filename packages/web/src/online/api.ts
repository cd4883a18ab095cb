import type { PositionJson } from '@santorini/engine';
import { ErrorBody, matches } from '@santorini/protocol';
import { currentLanguage, t } from '../i18n/i18n.js';
import { refusalWords, type ServerRefusal } from './refusalWords.js';
import type {
  CreateGameRequest,
  GameBody,
  GameSummary,
  Me,
  MyGameSummary,
  PlayerProfile,
  PlayerRef,
  RankedPlayer,
  ResultBody,
  SetupStepRequest,
} from '@santorini/protocol';

/**
 * Why a call failed: the server's refusal code (spec §7: `malformed`, `unauthorized`, `not-found`,
 * `full`, `taken`, `stale`, `finished`, `not-your-turn`, `illegal`, `started`, `rate-limited`, …),
 * or `network` when the server could not be reached and `unexpected` when its answer made no
 * sense. `message` is meant for the player.
 */
export class ApiError extends Error {
  readonly code: string;
  /** The HTTP status, 0 when there was no answer. */
  readonly status: number;
  /** The game's seq, with a `stale` refusal. */
  readonly seq: number | undefined;
  /** The server's refusal as it came (its English words and, for an illegal turn, the engine's data). */
  readonly refused: ServerRefusal | undefined;
  /** The server's own words for the refusal, when it gave some (`failureText` words it again from its code). */
  serverWords: string | undefined;
  /** The app's own words for a failure that is no refusal (no answer, not JSON), in the language of the moment. */
  ownWords: (() => string) | undefined;

  constructor(code: string, message: string, status: number, seq?: number, refused?: ServerRefusal) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.seq = seq;
    this.refused = refused;
  }
}

/** `error`, worded again by `words` when shown (see `failureText`). */
function withOwnWords(error: ApiError, words: () => string): ApiError {
  error.ownWords = words;
  return error;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What the server answers a refusal with: at least its code. */
interface Refusal {
  readonly error: string;
  readonly message?: unknown;
  readonly seq?: unknown;
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && typeof (value as Refusal).error === 'string';

/**
 * The refusal's own words, or plain words for its code when it has none; the whole refusal as well
 * when it is the protocol's `ErrorBody` (for an illegal turn, `refusalWords` writes it in the
 * player's language).
 */
function refusalError(body: Refusal, status: number): ApiError {
  const message =
    typeof body.message === 'string' && body.message !== '' && !ownWordsFor(body.error)
      ? body.message
      : describeCode(body.error);
  const seq = typeof body.seq === 'number' ? body.seq : undefined;
  const error = new ApiError(body.error, message, status, seq, matches(ErrorBody, body) ? body : undefined);
  if (typeof body.message === 'string' && body.message !== '') error.serverWords = body.message;
  return error;
}

/** The server's refusal codes the app has words for, by their catalog keys. */
const CODE_WORDS = {
  unauthorized: 'online.error.unauthorized',
  'not-found': 'online.error.notFound',
  full: 'online.error.full',
  taken: 'online.error.taken',
  stale: 'online.error.stale',
  finished: 'online.error.finished',
  'not-your-turn': 'online.error.notYourTurn',
  'rate-limited': 'online.error.rateLimited',
  'too-large': 'online.error.tooLarge',
  started: 'online.error.started',
} as const;

const isKnownCode = (code: string): code is keyof typeof CODE_WORDS => Object.hasOwn(CODE_WORDS, code);

export const describeCode = (code: string): string =>
  isKnownCode(code) ? t(CODE_WORDS[code]) : t('online.error.refused', { code });

/**
 * The server writes its refusals in English: in another language, a code the app has words for is
 * said in those words (except `unauthorized`, whose message says which of name or password failed).
 */
const ownWordsFor = (code: string): boolean =>
  currentLanguage() !== 'en' && isKnownCode(code) && code !== 'unauthorized';

/** A typed client for the online API, speaking JSON to `base` + `/api/…` (the cookie holds the token). */
export function createApi(fetcher: FetchLike = (input, init) => fetch(input, init), base = '') {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetcher(`${base}/api${path}`, init);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw withOwnWords(new ApiError('network', t('online.error.network', { why }), 0), () =>
        t('online.error.network', { why }),
      );
    }
    let parsed: unknown = undefined;
    const text = await response.text();
    if (text !== '')
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    if (response.ok) {
      if (parsed === undefined && text !== '')
        throw withOwnWords(
          new ApiError('unexpected', t('online.error.notJson', { method, path }), response.status),
          () => t('online.error.notJson', { method, path }),
        );
      return parsed as T;
    }
    if (isRefusal(parsed)) throw refusalError(parsed, response.status);
    const status = `${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`;
    const httpWords = () => t('online.error.http', { method, path, status });
    throw withOwnWords(new ApiError('unexpected', httpWords(), response.status), httpWords);
  }

  const game = (id: string) => `/games/${encodeURIComponent(id)}`;

  return {
    /** Starts a guest session under `name`; with a password (8+ characters), creates an account. */
    session: (name: string, password?: string) =>
      call<{ player: PlayerRef; token: string }>(
        'POST',
        '/session',
        password === undefined ? { name } : { name, password },
      ),
    login: (name: string, password: string) =>
      call<{ player: PlayerRef; token: string }>('POST', '/login', { name, password }),
    /** Who the cookie says I am, or null when nobody is signed in. */
    me: async (): Promise<Me | null> => {
      try {
        return (await call<{ player: Me }>('GET', '/me')).player;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthorized') return null;
        throw error;
      }
    },
    logout: () => call<unknown>('POST', '/logout', {}),
    createGame: (request: CreateGameRequest) => call<{ id: string; seat: number }>('POST', '/games', request),
    listGames: async (status: 'open' | 'playing') =>
      (await call<{ games: GameSummary[] }>('GET', `/games?status=${status}`)).games,
    game: (id: string) => call<GameBody>('GET', game(id)),
    join: (id: string, seat?: number) =>
      call<{ seat: number }>('POST', `${game(id)}/join`, seat === undefined ? {} : { seat }),
    playTurn: (id: string, seq: number, turn: string) =>
      call<{ seq: number; position: PositionJson }>('POST', `${game(id)}/turns`, { seq, turn }),
    resign: (id: string) => call<{ result: ResultBody | null }>('POST', `${game(id)}/resign`, {}),
    setup: (id: string, step: SetupStepRequest) =>
      call<{ game: GameBody }>('POST', `${game(id)}/setup`, step),
    leave: (id: string) => call<unknown>('POST', `${game(id)}/leave`, {}),
    rematch: (id: string) => call<{ id: string }>('POST', `${game(id)}/rematch`, {}),
    /** My games not finished, those waiting on me first. */
    myGames: async () => (await call<{ games: MyGameSummary[] }>('GET', '/me/games')).games,
    player: (id: string) => call<PlayerProfile>('GET', `/players/${encodeURIComponent(id)}`),
    leaderboard: async () => (await call<{ players: RankedPlayer[] }>('GET', '/leaderboard')).players,
  };
}

export type Api = ReturnType<typeof createApi>;

/**
 * A failure in words for the player, whatever was thrown; an illegal turn in the player's language
 * (its seats named as in a game of `players`).
 */
export function failureText(error: unknown, players = 2): string {
  if (error instanceof ApiError && error.refused?.reason !== undefined)
    return refusalWords({ ...error.refused, message: error.serverWords ?? error.message }, players);
  if (error instanceof ApiError && error.ownWords !== undefined) return error.ownWords();
  // A refusal by a code the app has words for, in the current language (not that of the refusal).
  if (error instanceof ApiError && error.status !== 0 && isKnownCode(error.code))
    return error.serverWords !== undefined && !ownWordsFor(error.code)
      ? error.serverWords
      : describeCode(error.code);
  return error instanceof Error ? error.message : t('online.error.something', { what: String(error) });
}
