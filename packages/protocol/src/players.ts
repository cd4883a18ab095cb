import { type Static } from '@sinclair/typebox';
import { Type } from './type.js';

/**
 * A player as everyone may see them; `bot` marks a bot account (a program playing through the
 * API), `guest` a guest (a player without an account).
 */
export const PlayerRef = Type.Object({
  id: Type.String(),
  name: Type.String(),
  bot: Type.Optional(Type.Boolean()),
  guest: Type.Optional(Type.Boolean()),
});
export type PlayerRef = Static<typeof PlayerRef>;

/** Who I am (`GET /api/me`, and the `player` of a session): an account, or a guest. */
export const Me = Type.Object({ ...PlayerRef.properties, account: Type.Boolean() });
export type Me = Static<typeof Me>;

export const RatingBody = Type.Object({
  value: Type.Number(),
  deviation: Type.Number(),
  games: Type.Integer({ minimum: 0 }),
});
export type RatingBody = Static<typeof RatingBody>;

/** A player's rating after one rated game. */
export const RatingPoint = Type.Object({
  gameId: Type.String(),
  /** Epoch ms. */
  at: Type.Number(),
  value: Type.Number(),
  deviation: Type.Number(),
});
export type RatingPoint = Static<typeof RatingPoint>;

/** `GET /api/players/:id`: `history` oldest first. */
export const PlayerProfile = Type.Object({
  ...PlayerRef.properties,
  rating: RatingBody,
  history: Type.Optional(Type.Array(RatingPoint)),
});
export type PlayerProfile = Static<typeof PlayerProfile>;

/** One line of `GET /api/leaderboard`, best first. */
export const RankedPlayer = Type.Object({ ...PlayerRef.properties, rating: RatingBody });
export type RankedPlayer = Static<typeof RankedPlayer>;
