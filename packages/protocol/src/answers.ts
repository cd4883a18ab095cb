import { type Static } from '@sinclair/typebox';
import { Type } from './type.js';
import { PositionBody } from './engineTypes.js';
import { GameBody, GameSummary, MyGameSummary, ResultBody } from './games.js';
import { Me, RankedPlayer } from './players.js';

/** `POST /api/session` (201) and `POST /api/login`: the player and their token. */
export const SessionAnswer = Type.Object({ player: Me, token: Type.String() });
export type SessionAnswer = Static<typeof SessionAnswer>;

/** `GET /api/me`. */
export const MeAnswer = Type.Object({ player: Me });
export type MeAnswer = Static<typeof MeAnswer>;

/** `POST /api/games` (201): the new game and the creator's seat. */
export const CreatedGame = Type.Object({ id: Type.String(), seat: Type.Integer({ minimum: 0 }) });
export type CreatedGame = Static<typeof CreatedGame>;

/** `GET /api/games?status=…`. */
export const LobbyAnswer = Type.Object({ games: Type.Array(GameSummary) });
export type LobbyAnswer = Static<typeof LobbyAnswer>;

/** `GET /api/me/games`. */
export const MyGamesAnswer = Type.Object({ games: Type.Array(MyGameSummary) });
export type MyGamesAnswer = Static<typeof MyGamesAnswer>;

/** `POST /api/games/:id/join`: the seat taken. */
export const JoinAnswer = Type.Object({ seat: Type.Integer({ minimum: 0 }) });
export type JoinAnswer = Static<typeof JoinAnswer>;

/** `POST /api/games/:id/turns`: the game's seq after the turn, and the position. */
export const TurnAnswer = Type.Object({ seq: Type.Integer({ minimum: 1 }), position: PositionBody });
export type TurnAnswer = Static<typeof TurnAnswer>;

/** `POST /api/games/:id/resign`: the result, null when play goes on (3 players). */
export const ResignAnswer = Type.Object({ result: Type.Union([ResultBody, Type.Null()]) });
export type ResignAnswer = Static<typeof ResignAnswer>;

/** `POST /api/games/:id/setup`: the game after the step. */
export const SetupAnswer = Type.Object({ game: GameBody });
export type SetupAnswer = Static<typeof SetupAnswer>;

/** `POST /api/games/:id/rematch`: the new game. */
export const RematchAnswer = Type.Object({ id: Type.String() });
export type RematchAnswer = Static<typeof RematchAnswer>;

/** `GET /api/leaderboard`, best first. */
export const LeaderboardAnswer = Type.Object({ players: Type.Array(RankedPlayer) });
export type LeaderboardAnswer = Static<typeof LeaderboardAnswer>;
