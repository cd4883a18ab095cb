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
  | 'account-needed';

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    /** The game's seq, on a `stale` refusal. */
    readonly seq?: number,
  ) {
    super(message);
    this.name = 'Refusal';
  }

  /** The JSON body of spec §7: `{"error": code, "message": …}`, and `seq` when stale. */
  toJSON(): { error: RefusalCode; message: string; seq?: number } {
    return this.seq === undefined
      ? { error: this.code, message: this.message }
      : { error: this.code, message: this.message, seq: this.seq };
  }
}

export const refuse = (code: RefusalCode, message: string, seq?: number): never => {
  throw new Refusal(code, message, seq);
};
