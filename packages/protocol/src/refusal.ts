import {
  formatTurn,
  parseSquare,
  parseTurn,
  squareName,
  type GodName,
  type Refusal,
  type RefusalReason,
  type Square,
} from '@santorini/engine';
import { type TSchema } from '@sinclair/typebox';
import { Type } from './type.js';
import { GodNameBody } from './engineTypes.js';

/** Why the engine refuses a turn, as data (the engine's `Refusal`, squares by name, steps in notation). */
export interface RefusalData {
  /** The rule broken: one of the engine's `RefusalReason`s (a newer server may send one not known here). */
  readonly reason: RefusalReason;
  /** The power whose rule it is. */
  readonly power?: GodName;
  /** The squares the reason names, in the order its words name them. */
  readonly squares?: string[];
  /** The levels the reason names, in the order of `squares`. */
  readonly levels?: number[];
  /** A number the reason names: a limit, the coins a turn had. */
  readonly count?: number;
  /** A second number: coins spent. */
  readonly spent?: number;
  /** The seat the reason is about. */
  readonly seat?: number;
  /** Steps the reason names (a complete turn, an example), in turn notation. */
  readonly steps?: string;
  /** What lies under this reason. */
  readonly cause?: RefusalData;
  /** The rule switch that changes the reason's words (Limus's `limusAnyDome`). */
  readonly anyDome?: boolean;
}

const Reason = Type.Unsafe<RefusalReason>(Type.String({ minLength: 1 }));

/** The fields of a refusal but its reason (all optional), `cause` being a refusal itself. */
const refusalDetails = <Cause extends TSchema>(cause: Cause) => ({
  power: Type.Optional(GodNameBody),
  squares: Type.Optional(Type.Array(Type.String())),
  levels: Type.Optional(Type.Array(Type.Integer())),
  count: Type.Optional(Type.Integer()),
  spent: Type.Optional(Type.Integer()),
  seat: Type.Optional(Type.Integer({ minimum: 0 })),
  steps: Type.Optional(Type.String()),
  cause: Type.Optional(cause),
  anyDome: Type.Optional(Type.Boolean()),
});

export const RefusalData = Type.Unsafe<RefusalData>(
  Type.Recursive((self) => Type.Object({ reason: Reason, ...refusalDetails(self) })),
);

/** The engine's refusal beside a refusal's words; each field optional (absent unless the turn is illegal). */
const optionalIllegalTurnFields = {
  reason: Type.Optional(Reason),
  ...refusalDetails(RefusalData),
  step: Type.Optional(Type.String()),
};

/**
 * The engine's refusal of an illegal turn beside a refusal's `{"error": "illegal", "message"}`:
 * its data, and `step`, the step (or the whole turn) at fault as the message writes it.
 */
export const IllegalTurnFields = Type.Object({
  reason: Reason,
  ...refusalDetails(RefusalData),
  step: Type.Optional(Type.String()),
});
export type IllegalTurnFields = RefusalData & { readonly step?: string };

/** The engine's refusal on the wire. */
export function refusalToWire(refusal: Refusal): RefusalData {
  const { reason, power, squares, levels, count, spent, seat, steps, cause, anyDome } = refusal;
  return {
    reason,
    ...(power === undefined ? {} : { power }),
    ...(squares === undefined ? {} : { squares: squares.map(squareName) }),
    ...(levels === undefined ? {} : { levels: [...levels] }),
    ...(count === undefined ? {} : { count }),
    ...(spent === undefined ? {} : { spent }),
    ...(seat === undefined ? {} : { seat }),
    ...(steps === undefined ? {} : { steps: formatTurn(steps) }),
    ...(cause === undefined ? {} : { cause: refusalToWire(cause) }),
    ...(anyDome === undefined ? {} : { anyDome }),
  };
}

/** The engine's refusal from the wire; undefined when a square or the steps do not read. */
export function refusalFromWire(data: RefusalData): Refusal | undefined {
  const squares = data.squares?.map(parseSquare);
  if (squares?.some((square) => square === undefined) === true) return undefined;
  const steps = data.steps === undefined ? undefined : parseTurn(data.steps);
  if (steps?.ok === false) return undefined;
  const cause = data.cause === undefined ? undefined : refusalFromWire(data.cause);
  if (data.cause !== undefined && cause === undefined) return undefined;
  const { reason, power, levels, count, spent, seat, anyDome } = data;
  return {
    reason,
    ...(power === undefined ? {} : { power }),
    ...(squares === undefined ? {} : { squares: squares as Square[] }),
    ...(levels === undefined ? {} : { levels }),
    ...(count === undefined ? {} : { count }),
    ...(spent === undefined ? {} : { spent }),
    ...(seat === undefined ? {} : { seat }),
    ...(steps === undefined ? {} : { steps: steps.value }),
    ...(cause === undefined ? {} : { cause }),
    ...(anyDome === undefined ? {} : { anyDome }),
  };
}

/** A refusal's body (spec §7): its code and words; `seq` when stale; the engine's data when illegal. */
export { optionalIllegalTurnFields };

export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  seq: Type.Optional(Type.Integer({ minimum: 0 })),
  ...optionalIllegalTurnFields,
});
export type ErrorBody = {
  readonly error: string;
  readonly message: string;
  readonly seq?: number;
} & Partial<IllegalTurnFields>;
