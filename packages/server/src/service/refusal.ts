import { formatStep, formatTurn, type IllegalTurnError } from '@santorini/engine';
import { refusalToWire, type ErrorBody, type IllegalTurnFields } from '@santorini/protocol';

/**
 * A refusal: the request changes nothing, and says why with one of spec §7's codes (or one of the
 * server's own, documented in the README). The transports turn it into an HTTP answer or a socket
 * `error` message.
 */
export type RefusalCode =
  | 'malformed'
  | 'too-large'
  | 'unauthorized'
  | 'not-found'
  | 'finished'
  | 'not-your-turn'
  | 'stale'
  | 'illegal'
  | 'rate-limited'
  | 'full'
  | 'taken'
  | 'started'
  | 'not-started'
  | 'not-seated'
  | 'not-finished'
  | 'out'
  | 'account-needed'
  | 'forbidden';

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    /** The game's seq, on a `stale` refusal. */
    readonly seq?: number,
    /** The engine's refusal, on an `illegal` turn. */
    readonly illegal?: IllegalTurnFields,
  ) {
    super(message);
    this.name = 'Refusal';
  }

  /**
   * The JSON body of spec §7: `{"error": code, "message": …}`, `seq` when stale, and beside them the
   * engine's refusal of an illegal turn (so that a client may word it in its own language).
   */
  toJSON(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.seq === undefined ? {} : { seq: this.seq }),
      ...this.illegal,
    };
  }
}

export const refuse = (code: RefusalCode, message: string, seq?: number): never => {
  throw new Refusal(code, message, seq);
};

/** Refuses an illegal turn with the engine's words and, beside them, its data. */
export function refuseIllegalTurn(error: IllegalTurnError): never {
  const at =
    error.step !== undefined
      ? formatStep(error.step, error.lastMover)
      : error.turn !== undefined
        ? formatTurn(error.turn)
        : undefined;
  const data = { ...refusalToWire(error.refusal), ...(at === undefined ? {} : { step: at }) };
  throw new Refusal('illegal', error.message, undefined, data);
}
