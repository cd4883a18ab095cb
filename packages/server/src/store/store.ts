/**
 * What the game service keeps, behind one interface: players and their tokens, games, the
 * append-only turn log and chat. The SQLite implementation is sqliteStore.ts; a PostgreSQL one
 * implements the same interface.
 */

export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  /** True for an account (name and password), false for a guest. */
  readonly account: boolean;
  /** True for a bot account (a program playing through the API); absent or false otherwise. */
  readonly bot?: boolean;
}

export interface AccountRecord {
  readonly player: PlayerRecord;
  readonly passwordHash: string;
  readonly passwordSalt: string;
}

export interface NewPlayer {
  readonly id: string;
  readonly name: string;
  /** For an account: the folded name (unique) and the password's hash and salt. */
  readonly account?: {
    readonly nameKey: string;
    readonly passwordHash: string;
    readonly passwordSalt: string;
  };
  /** A bot account (accounts only). */
  readonly bot?: boolean;
}

/** A seat as stored: the player holding it, or the AI level playing it, or neither (free). */
export interface SeatRecord {
  readonly playerId: string | null;
  readonly ai: number | null;
  /** A free seat reserved for this player (a challenge): only they may take it. */
  readonly invited?: {
    readonly id: string;
    readonly name: string;
    readonly bot: boolean;
    /** True when the invited player is a guest (absent in games stored before). */
    readonly guest?: boolean;
  };
}

export type GameStatus = 'open' | 'setup' | 'playing' | 'finished' | 'cancelled';

export interface GameRecordRow {
  readonly id: string;
  /** The creation options (service/options.ts), a JSON value. */
  readonly options: unknown;
  readonly status: GameStatus;
  readonly seats: readonly SeatRecord[];
  /** The challenger flow's state (an engine Setup), a JSON value, or null. */
  readonly setup: unknown;
  /** The result, a JSON value, or null. */
  readonly result: unknown;
  /** 3-player resignations that left the game going: the seat, and the turns played before. */
  readonly resigned: readonly { readonly seat: number; readonly seq: number }[];
  readonly rematch: string | null;
  readonly created: number;
  readonly updated: number;
  /** When play began (placement included): the first clock starts then. */
  readonly started: number | null;
}

/** A player's Glicko-2 rating and how many rated games it rests on. */
export interface StoredRating {
  readonly value: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
}

export type GameChanges = Partial<
  Pick<GameRecordRow, 'status' | 'seats' | 'setup' | 'result' | 'resigned' | 'rematch' | 'started'>
> & {
  /** New ratings of the players of a rated game that ends with this change (same transaction). */
  readonly ratings?: readonly { readonly playerId: string; readonly rating: StoredRating }[];
};

/** A player's rating as one rated game's end left it. */
export interface RatingPoint {
  readonly gameId: string;
  /** When the game ended, epoch ms. */
  readonly at: number;
  readonly value: number;
  readonly deviation: number;
}

/** The players a game's seats involve: each seat's player, and the player invited to a free seat. */
export const involvedPlayers = (seats: readonly SeatRecord[]): string[] => [
  ...new Set(seats.flatMap((seat) => seat.playerId ?? seat.invited?.id ?? [])),
];

export interface TurnRecord {
  readonly gameId: string;
  /** The number of turns before this one: the first turn has seq 0. */
  readonly seq: number;
  readonly seat: number;
  /** Canonical notation (spec §3). */
  readonly turn: string;
  /** Null for an AI seat's turn. */
  readonly playerId: string | null;
  readonly created: number;
}

export interface ChatRecord {
  readonly gameId: string;
  readonly playerId: string;
  readonly name: string;
  readonly text: string;
  readonly created: number;
}

/** Where and when a player of a game was last seen (presence, migration 006). */
export interface PresenceRecord {
  readonly playerId: string;
  /** A server process's id (its sockets), or "http" (calls over HTTP). */
  readonly via: string;
  /** Epoch ms. */
  readonly seen: number;
  /** Whether a socket of the player's is open on that process (never for "http"). */
  readonly open: boolean;
}

/** Thrown by createPlayer when an account's name is taken. */
export class NameTakenError extends Error {
  constructor(name: string) {
    super(`the name ${JSON.stringify(name)} belongs to an account already`);
    this.name = 'NameTakenError';
  }
}

export interface Store {
  createPlayer(player: NewPlayer, created: number): Promise<PlayerRecord>;
  player(id: string): Promise<PlayerRecord | undefined>;
  players(ids: readonly string[]): Promise<PlayerRecord[]>;
  account(nameKey: string): Promise<AccountRecord | undefined>;
  addToken(tokenHash: string, playerId: string, created: number): Promise<void>;
  playerByToken(tokenHash: string): Promise<PlayerRecord | undefined>;
  revokeToken(tokenHash: string): Promise<void>;

  createGame(game: GameRecordRow): Promise<void>;
  game(id: string): Promise<GameRecordRow | undefined>;
  /**
   * Changes a game's fields. With `ifSeq`, only while the game has exactly that many turns and is
   * not finished (a compare-and-set against the turn log); with `ifSeats`, only while its seats
   * are those (a compare-and-set for joining and leaving); with `ifSetup`, only while the game is
   * choosing gods (status `setup`) and its setup is that one (a compare-and-set for setup steps).
   * Answers whether it changed.
   */
  updateGame(
    id: string,
    changes: GameChanges,
    updated: number,
    ifSeq?: number,
    ifSeats?: readonly SeatRecord[],
    ifSetup?: unknown,
  ): Promise<boolean>;
  /** Games with this status, newest first. */
  gamesWithStatus(status: GameStatus, limit: number): Promise<GameRecordRow[]>;
  /**
   * The games with one of these statuses that involve the player (`involvedPlayers` of their
   * seats), newest first: found through the game_players index.
   */
  gamesOfPlayer(playerId: string, statuses: readonly GameStatus[]): Promise<GameRecordRow[]>;
  /**
   * Creates `game` as the rematch of game `of`, in one transaction, only while `of` has no rematch
   * yet (compare-and-set): answers the id of the rematch now recorded, `game.id` or, when another
   * was recorded first, that one (and `game` is not created).
   */
  createRematch(of: string, game: GameRecordRow): Promise<string>;

  /**
   * Appends a turn at `turn.seq`, with the game's changes the turn makes, in one transaction:
   * false, and nothing changed, when the log holds a turn at that seq already (compare-and-set) or
   * the log is shorter than seq.
   */
  appendTurn(turn: TurnRecord, changes: GameChanges): Promise<boolean>;
  /** The game's turns in order, from seq `from` on. */
  turns(gameId: string, from?: number): Promise<TurnRecord[]>;

  /**
   * Claims the work of a game at turn `seq` (an AI seat's turn, a clock running out) for `owner`
   * until `until` (epoch ms): won when nobody holds it, when the owner holds it already, or when
   * another's claim is for an earlier seq or ran out before `now`. Answers whether it was won, and
   * if not until when the other holds it.
   */
  claim(
    gameId: string,
    seq: number,
    owner: string,
    now: number,
    until: number,
  ): Promise<{ readonly won: true } | { readonly won: false; readonly until: number }>;

  /** Gives up every claim `owner` holds (a process closing), so that others need not wait them out. */
  releaseClaims(owner: string): Promise<void>;

  rating(playerId: string): Promise<StoredRating | undefined>;
  /** The player's last `limit` rating changes, oldest first. */
  ratingHistory(playerId: string, limit: number): Promise<RatingPoint[]>;
  /** Rated players, best first. */
  leaderboard(limit: number): Promise<{ player: PlayerRecord; rating: StoredRating }[]>;

  addChat(line: Omit<ChatRecord, 'name'>): Promise<void>;
  /** The last `limit` chat lines, oldest first. */
  recentChat(gameId: string, limit: number): Promise<ChatRecord[]>;

  /** Records that a player of a game was seen at `seen` by `via`, with a socket open there or not. */
  markPresence(gameId: string, playerId: string, via: string, seen: number, open: boolean): Promise<void>;
  /** Sets `seen` on every row of `via` whose socket is open (one write a refresh). */
  refreshPresence(via: string, seen: number): Promise<void>;
  /** Closes every row of `via` (a process shutting down), seen at `seen`. */
  closePresence(via: string, seen: number): Promise<void>;
  /** Every presence row of a game. */
  presence(gameId: string): Promise<PresenceRecord[]>;
  /** How many chat lines (in any game) a player sent at `since` or later. */
  chatLinesSince(playerId: string, since: number): Promise<number>;

  /** How many games there are of each status (monitoring: one grouped count on the status index). */
  gameCounts(): Promise<Partial<Record<GameStatus, number>>>;
  /** Resolves when the database answers a trivial query (readiness), rejects when it does not. */
  ping(): Promise<void>;

  close(): Promise<void>;
}
