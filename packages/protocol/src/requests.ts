import { type Static } from '@sinclair/typebox';
import { Type } from './type.js';
import type { GodName } from '@santorini/engine';
import { RulesBody } from './engineTypes.js';
import { ClockOption, GodsOption } from './games.js';

/** A count of turns: a JSON integer ≥ 0 (spec §7: a string such as "7" is malformed). */
const Seq = Type.Integer({ minimum: 0 });

/** `POST /api/session`: a guest, or with a password (8+ characters) an account. */
export const SessionRequest = Type.Object({
  name: Type.String(),
  password: Type.Optional(Type.String()),
  /** An account for a program playing through the API. */
  bot: Type.Optional(Type.Boolean()),
});
export type SessionRequest = Static<typeof SessionRequest>;

/** `POST /api/login`. */
export const LoginRequest = Type.Object({ name: Type.String(), password: Type.String() });
export type LoginRequest = Static<typeof LoginRequest>;

/** Seat number → something about that seat (`{"1": 5}`). */
const BySeat = <T extends Parameters<typeof Type.Record>[1]>(value: T) =>
  Type.Record(Type.String({ pattern: '^[0-9]$' }), value);

/** `POST /api/games`; every field has a default (2 players, no gods, no clock, seat 0). */
export const CreateGameRequest = Type.Object({
  players: Type.Optional(Type.Integer({ minimum: 2, maximum: 4 })),
  gods: Type.Optional(GodsOption),
  clock: Type.Optional(ClockOption),
  rated: Type.Optional(Type.Boolean()),
  seat: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  /** Seats the server's AI plays, at a level 1–8. */
  ai: Type.Optional(Type.Union([BySeat(Type.Integer({ minimum: 1, maximum: 8 })), Type.Null()])),
  rules: Type.Optional(Type.Union([RulesBody, Type.Null()])),
  /** Seats reserved for named players (a challenge): an account's name or a player's id. */
  invite: Type.Optional(Type.Union([BySeat(Type.String({ minLength: 1 })), Type.Null()])),
});
export type CreateGameRequest = Static<typeof CreateGameRequest>;

/** `POST /api/games/:id/join`: a seat, or the first free one. */
export const JoinRequest = Type.Object({ seat: Type.Optional(Type.Integer({ minimum: 0 })) });
export type JoinRequest = Static<typeof JoinRequest>;

const GodNameText = Type.Unsafe<GodName>(Type.String());
const Absent = Type.Optional(Type.Never());

/**
 * `POST /api/games/:id/setup`: one decision of the challenger flow, exactly one of `offer`, `choose`
 * and `start`. God names are the engine's to check (an unknown one is refused as illegal).
 */
export const SetupStepRequest = Type.Union([
  Type.Object({ offer: Type.Array(GodNameText), choose: Absent, start: Absent }),
  Type.Object({ choose: GodNameText, offer: Absent, start: Absent }),
  Type.Object({ start: Type.Integer({ minimum: 0 }), offer: Absent, choose: Absent }),
]);
export type SetupStepRequest = Static<typeof SetupStepRequest>;

/** `POST /api/games/:id/turns`: a turn in notation (spec §3), played on the game after `seq` turns. */
export const TurnRequest = Type.Object({ seq: Seq, turn: Type.String() });
export type TurnRequest = Static<typeof TurnRequest>;

/** `POST /api/games/:id/chat`: a line of 1–500 characters. */
export const ChatRequest = Type.Object({ text: Type.String() });
export type ChatRequest = Static<typeof ChatRequest>;

/** The longest chat line the server takes, in characters (code points). */
export const CHAT_LIMIT = 500;

/** `GET /api/games?status=…`. */
export const LobbyQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('playing')])),
});
export type LobbyQuery = Static<typeof LobbyQuery>;
