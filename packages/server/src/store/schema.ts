/** The tables as Kysely sees them (migrations/ creates them). Times are epoch milliseconds. */
export interface Database {
  players: PlayersTable;
  tokens: TokensTable;
  games: GamesTable;
  turns: TurnsTable;
  chat: ChatTable;
  ratings: RatingsTable;
  claims: ClaimsTable;
  rating_history: RatingHistoryTable;
  game_players: GamePlayersTable;
  presence: PresenceTable;
}

export interface PlayersTable {
  id: string;
  name: string;
  /** The name folded for comparison: set for accounts only (unique), null for guests. */
  name_key: string | null;
  password_hash: string | null;
  password_salt: string | null;
  created: number;
  /** 1 for a bot account, 0 otherwise (migration 005). */
  bot: number;
}

export interface TokensTable {
  /** SHA-256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  player_id: string;
  created: number;
}

export interface GamesTable {
  id: string;
  /** GameOptions as JSON. */
  options: string;
  status: string;
  /** SeatRow[] as JSON. */
  seats: string;
  /** The challenger flow's engine Setup as JSON, or null. */
  setup: string | null;
  /** GameResult as JSON, or null. */
  result: string | null;
  /** Resignations that left the game going (3 players) as JSON: {seat, seq}[]. */
  resigned: string;
  rematch: string | null;
  created: number;
  updated: number;
  /** When play began; null before (migration 002). */
  started: number | null;
}

export interface TurnsTable {
  game_id: string;
  seq: number;
  seat: number;
  turn: string;
  /** Null for a turn of an AI seat. */
  player_id: string | null;
  created: number;
}

export interface ChatTable {
  id: string;
  game_id: string;
  player_id: string;
  text: string;
  created: number;
}

export interface RatingsTable {
  player_id: string;
  value: number;
  deviation: number;
  volatility: number;
  games: number;
}

/** Which process acts for a game at its turn `seq` (an AI seat, a clock), until when (epoch ms). */
export interface ClaimsTable {
  game_id: string;
  seq: number;
  owner: string;
  until: number;
}

/** When a player of a game was last seen by a process's sockets or over HTTP (migration 006). */
export interface PresenceTable {
  game_id: string;
  player_id: string;
  /** A server process's id (its sockets), or "http". */
  via: string;
  seen: number;
  /** 1 while a socket of the player's is open on that process, else 0. */
  open: number;
}

/** A rating as a rated game's end left it (migration 007). */
export interface RatingHistoryTable {
  player_id: string;
  game_id: string;
  at: number;
  value: number;
  deviation: number;
}

/** A player involved in a game: holding a seat, or invited to a free one (migration 007). */
export interface GamePlayersTable {
  game_id: string;
  player_id: string;
}
