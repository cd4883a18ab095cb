import { type Static } from '@sinclair/typebox';
import { Type } from './type.js';
import { PositionBody } from './engineTypes.js';
import { ClocksBody, GameBody, ResultBody, SeatBody } from './games.js';
import { PlayerRef } from './players.js';
import { optionalIllegalTurnFields } from './refusal.js';

const Seq = Type.Integer({ minimum: 0 });

/** What a client sends on a game's socket: one case a `type`. */
export const ClientMessage = Type.Union([
  Type.Object({ type: Type.Literal('turn'), seq: Seq, turn: Type.String() }),
  Type.Object({ type: Type.Literal('chat'), text: Type.String() }),
  Type.Object({ type: Type.Literal('ping') }),
]);
export type ClientMessage = Static<typeof ClientMessage>;

/** Every turn recorded: `seq` is the number of turns once it is played. */
export const TurnMessage = Type.Object({
  type: Type.Literal('turn'),
  seq: Type.Integer({ minimum: 1 }),
  seat: Seq,
  turn: Type.String(),
  position: Type.Union([PositionBody, Type.Null()]),
  clocks: Type.Union([ClocksBody, Type.Null()]),
});
export type TurnMessage = Static<typeof TurnMessage>;

/** A refusal of a client's message: its code and words, and as an HTTP refusal `seq` and the engine's data. */
export const ErrorMessage = Type.Object({
  type: Type.Literal('error'),
  code: Type.String(),
  message: Type.String(),
  seq: Type.Optional(Seq),
  ...optionalIllegalTurnFields,
});
export type ErrorMessage = Static<typeof ErrorMessage>;

/** What the server sends on a game's socket: one case a `type`. */
export const ServerMessage = Type.Union([
  Type.Object({ type: Type.Literal('state'), game: GameBody }),
  TurnMessage,
  Type.Object({ type: Type.Literal('seats'), seats: Type.Array(SeatBody) }),
  Type.Object({ type: Type.Literal('end'), result: ResultBody }),
  Type.Object({
    type: Type.Literal('chat'),
    from: PlayerRef,
    text: Type.String(),
    at: Type.Optional(Type.Number()),
  }),
  ErrorMessage,
  Type.Object({ type: Type.Literal('pong') }),
  /** A player offers a rematch: the new game. */
  Type.Object({ type: Type.Literal('rematch'), id: Type.String(), from: PlayerRef }),
  /** The game was cancelled (its last player left before play). */
  Type.Object({ type: Type.Literal('cancelled'), id: Type.String() }),
]);
export type ServerMessage = Static<typeof ServerMessage>;

export type ServerMessageType = ServerMessage['type'];
export type ClientMessageType = ClientMessage['type'];
