import type { GameRecord, GodName, PositionJson, RuleSwitches } from '@santorini/engine';

/**
 * What the online server sends and takes (spec §7 and our agreed additions, online-extras.md), as
 * types. The server is trusted to send these shapes; `messages.ts` checks the socket's frames.
 */

export interface PlayerRef {
  readonly id: string;
  readonly name: string;
  /** A bot account: a program playing through the API. */
  readonly bot?: boolean;
}

/** Who I am: GET /api/me. */
export interface Me extends PlayerRef {
  /** An account (with a password) rather than a guest. */
  readonly account: boolean;
}

/** A seat: a person, the server's AI at a level, or free. `connected` comes with socket `seats` messages. */
export interface SeatBody {
  readonly player: PlayerRef | null;
  readonly ai: number | null;
  readonly connected?: boolean;
  /** A free seat reserved for this player (a challenge). */
  readonly invited?: PlayerRef;
}

export type GameStatus = 'open' | 'setup' | 'playing' | 'finished';

export type ResultReason = 'win' | 'stuck' | 'resign' | 'time' | 'abandon';

export interface ResultBody {
  readonly winner: number | null;
  readonly reason: ResultReason;
}

export interface ClocksBody {
  readonly ms: readonly number[];
  readonly running: number | null;
  readonly since: number;
}

/** How the gods were asked for when the game was created. */
export type GodsOption = 'none' | 'random' | 'challenger' | readonly GodName[];

/** The Challenger's flow while the game's status is `setup` (rules.md §4.1). */
export interface SetupBody {
  readonly stage: 'offer' | 'choose' | 'start';
  /** The seat whose decision the flow waits for. */
  readonly chooser: number;
  readonly offered: readonly GodName[];
  readonly chosen: readonly (GodName | null)[];
}

export interface ChatLine {
  readonly from: PlayerRef;
  readonly text: string;
  /** Epoch ms; absent on live `chat` messages, which arrive as they are said. */
  readonly at?: number;
}

/** GET /api/games/:id, and the `game` of a socket `state` message. */
export interface GameBody {
  readonly id: string;
  readonly status: GameStatus;
  readonly players: number;
  readonly gods: GodsOption;
  readonly rules: Partial<RuleSwitches>;
  readonly seats: readonly SeatBody[];
  readonly seq: number;
  /** The §4 record; null while there is none yet (the Challenger still choosing). */
  readonly record: GameRecord | null;
  readonly position: PositionJson | null;
  readonly clocks: ClocksBody | null;
  /** The clock the game was created with (absent from older servers). */
  readonly clock?: ClockOption;
  readonly result: ResultBody | null;
  readonly setup: SetupBody | null;
  readonly rematch: string | null;
  readonly chat: readonly ChatLine[];
}

/** One line of the lobby: GET /api/games?status=open|playing. */
export interface GameSummary {
  readonly id: string;
  readonly status: GameStatus;
  readonly players: number;
  readonly gods: GodsOption;
  readonly seats: readonly SeatBody[];
  readonly rules: Partial<RuleSwitches>;
  readonly createdAt: number;
  readonly rematch: string | null;
}

/** One line of GET /api/me/games: a game of mine not finished, and whether it waits on me. */
export interface MyGameSummary extends GameSummary {
  /** My seat to move, or an invitation to take up. */
  readonly waiting: boolean;
  /** The game's clock, where the server lists it. */
  readonly clock?: ClockOption;
}

export interface RatingBody {
  readonly value: number;
  readonly deviation: number;
  readonly games: number;
}

/** A player's rating after one rated game. */
export interface RatingPoint {
  readonly gameId: string;
  /** Epoch ms. */
  readonly at: number;
  readonly value: number;
  readonly deviation: number;
}

/** GET /api/players/:id; `history` oldest first (absent from servers without it: no games). */
export interface PlayerProfile extends PlayerRef {
  readonly rating: RatingBody;
  readonly history?: readonly RatingPoint[];
}

/** One line of GET /api/leaderboard, best first. */
export interface RankedPlayer extends PlayerRef {
  readonly rating: RatingBody;
}

/** A game's clock: real time (Fischer: a start and an increment a turn), or days a turn. */
export type ClockOption =
  null | { readonly initialMs: number; readonly incrementMs: number } | { readonly daysPerTurn: number };

/** POST /api/games. */
export interface CreateGameRequest {
  readonly players: number;
  readonly gods: GodsOption;
  readonly clock: ClockOption;
  readonly rated: boolean;
  readonly seat: number;
  /** Seats the server's AI plays, by seat number, at a level 1–8. */
  readonly ai: Readonly<Record<string, number>>;
  readonly rules: Partial<RuleSwitches>;
  /** Seats reserved for named players (a challenge), by seat number: an account name or a player id. */
  readonly invite?: Readonly<Record<string, string>>;
}

/** One decision of the Challenger's flow: POST /api/games/:id/setup. */
export type SetupStep =
  { readonly offer: readonly GodName[] } | { readonly choose: GodName } | { readonly start: number };

/** What the server sends on a game's socket. */
export type ServerMessage =
  | { readonly type: 'state'; readonly game: GameBody }
  | {
      readonly type: 'turn';
      readonly seq: number;
      readonly seat: number;
      readonly turn: string;
      readonly position: PositionJson;
      readonly clocks: ClocksBody | null;
    }
  | { readonly type: 'seats'; readonly seats: readonly SeatBody[] }
  | { readonly type: 'end'; readonly result: ResultBody }
  | { readonly type: 'chat'; readonly from: PlayerRef; readonly text: string }
  | { readonly type: 'error'; readonly code: string; readonly message: string }
  | { readonly type: 'pong' }
  | { readonly type: 'rematch'; readonly id: string; readonly from: PlayerRef };

/** What a client sends on the socket. */
export type ClientMessage =
  | { readonly type: 'turn'; readonly seq: number; readonly turn: string }
  | { readonly type: 'chat'; readonly text: string }
  | { readonly type: 'ping' };

/** The longest chat line the server takes. */
export const CHAT_LIMIT = 500;
