import { type Static } from '@sinclair/typebox';
import { Type } from './type.js';
import { GodNameBody, PositionBody, RecordBody, RulesBody } from './engineTypes.js';
import { PlayerRef } from './players.js';

/** A seat: a person, the server's AI at a level, or free; `connected` comes with socket `seats` messages. */
export const SeatBody = Type.Object({
  player: Type.Union([PlayerRef, Type.Null()]),
  ai: Type.Union([Type.Integer({ minimum: 1, maximum: 8 }), Type.Null()]),
  connected: Type.Optional(Type.Boolean()),
  /** A free seat reserved for a challenged player: only they may take it. */
  invited: Type.Optional(PlayerRef),
});
export type SeatBody = Static<typeof SeatBody>;

export const GameStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('setup'),
  Type.Literal('playing'),
  Type.Literal('finished'),
]);
export type GameStatus = Static<typeof GameStatus>;

export const ResultReason = Type.Union([
  Type.Literal('win'),
  Type.Literal('stuck'),
  Type.Literal('resign'),
  Type.Literal('time'),
  Type.Literal('abandon'),
]);
export type ResultReason = Static<typeof ResultReason>;

/** A game's result (spec §7): the winning seat (null: nobody), and why. */
export const ResultBody = Type.Object({
  winner: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  reason: ResultReason,
});
export type ResultBody = Static<typeof ResultBody>;

/**
 * Per seat the time left when the current turn began, the seat whose clock runs, and since when
 * (epoch ms; null before play).
 */
export const ClocksBody = Type.Object({
  ms: Type.Array(Type.Number()),
  running: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  since: Type.Union([Type.Number(), Type.Null()]),
});
export type ClocksBody = Static<typeof ClocksBody>;

/** A game's clock: none, real time (Fischer: a start and an increment a turn), or days a turn. */
export const ClockOption = Type.Union([
  Type.Null(),
  Type.Object(
    {
      initialMs: Type.Integer({ minimum: 1, maximum: 864e8 }),
      incrementMs: Type.Integer({ minimum: 0, maximum: 864e8 }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ daysPerTurn: Type.Integer({ minimum: 1, maximum: 365 }) }, { additionalProperties: false }),
]);
export type ClockOption = Static<typeof ClockOption>;

/** How the gods were asked for: none, dealt at random, the challenger flow, or one a seat. */
export const GodsOption = Type.Union([
  Type.Literal('none'),
  Type.Literal('random'),
  Type.Literal('challenger'),
  Type.Array(GodNameBody),
]);
export type GodsOption = Static<typeof GodsOption>;

/** The challenger flow while the game's status is `setup` (rules.md §4.1). */
export const SetupBody = Type.Object({
  stage: Type.Union([Type.Literal('offer'), Type.Literal('choose'), Type.Literal('start')]),
  /** The seat whose decision the flow waits for. */
  chooser: Type.Integer({ minimum: 0 }),
  offered: Type.Array(GodNameBody),
  chosen: Type.Array(Type.Union([GodNameBody, Type.Null()])),
});
export type SetupBody = Static<typeof SetupBody>;

/** A chat line; `at` (epoch ms) when it was said. */
export const ChatLine = Type.Object({
  from: PlayerRef,
  text: Type.String(),
  at: Type.Optional(Type.Number()),
});
export type ChatLine = Static<typeof ChatLine>;

/** A seat that went out of a 3-player game (resigned, ran out of time), after `seq` turns. */
export const SeatOut = Type.Object({ seat: Type.Integer({ minimum: 0 }), seq: Type.Integer({ minimum: 0 }) });
export type SeatOut = Static<typeof SeatOut>;

/** `GET /api/games/:id`, and the `game` of a socket `state` message (spec §7 and the server's additions). */
export const GameBody = Type.Object({
  id: Type.String(),
  status: GameStatus,
  seats: Type.Array(SeatBody),
  seq: Type.Integer({ minimum: 0 }),
  /** The §4 record; null while there is none yet (the challenger flow not finished). */
  record: Type.Union([RecordBody, Type.Null()]),
  position: Type.Union([PositionBody, Type.Null()]),
  clocks: Type.Union([ClocksBody, Type.Null()]),
  result: Type.Union([ResultBody, Type.Null()]),
  /** The clock the game was created with. */
  clock: Type.Optional(ClockOption),
  players: Type.Integer({ minimum: 2, maximum: 4 }),
  gods: GodsOption,
  rules: RulesBody,
  setup: Type.Union([SetupBody, Type.Null()]),
  rematch: Type.Union([Type.String(), Type.Null()]),
  resigned: Type.Optional(Type.Array(SeatOut)),
  chat: Type.Array(ChatLine),
});
export type GameBody = Static<typeof GameBody>;

/** One line of the lobby: `GET /api/games?status=open|playing`. */
export const GameSummary = Type.Object({
  id: Type.String(),
  status: GameStatus,
  players: Type.Integer({ minimum: 2, maximum: 4 }),
  gods: GodsOption,
  seats: Type.Array(SeatBody),
  rules: RulesBody,
  createdAt: Type.Number(),
  rematch: Type.Union([Type.String(), Type.Null()]),
  /** The game's clock, where the server lists it. */
  clock: Type.Optional(ClockOption),
});
export type GameSummary = Static<typeof GameSummary>;

/** One line of `GET /api/me/games`: a game of mine not finished, and whether it waits on me. */
export const MyGameSummary = Type.Object({ ...GameSummary.properties, waiting: Type.Boolean() });
export type MyGameSummary = Static<typeof MyGameSummary>;
