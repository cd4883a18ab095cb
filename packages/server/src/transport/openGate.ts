/**
 * Bounds the game sockets being opened at once (each reads its game and records its player's
 * presence): beyond `limit` an upgrade is refused at once (503 with Retry-After), so that after a
 * process dies and its sockets all come here together, those let in open quickly and the others
 * try again a moment later (the web app with a random wait) instead of all waiting in line.
 */
export class OpenGate {
  private inFlight = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`the socket open limit must be ≥ 1, not ${limit}`);
  }

  /** Lets one open in: the function to call once it is done (once; later calls do nothing), or undefined when full. */
  tryEnter(): (() => void) | undefined {
    if (this.inFlight >= this.limit) return undefined;
    this.inFlight++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight--;
    };
  }

  /** Opens under way now. */
  get opening(): number {
    return this.inFlight;
  }
}

/** Opens under way at once before more are refused (SOCKET_OPENS). */
export const DEFAULT_OPEN_LIMIT = 64;
/** The `Retry-After` of a refused open, in seconds. */
export const OPEN_RETRY_AFTER_S = 1;

/** SOCKET_OPENS: unset or empty for the default, else a whole number from 1 to 100000. */
export function socketOpenLimitFrom(
  text: string | undefined,
): { readonly limit?: number } | { readonly error: string } {
  if (text === undefined || text === '') return {};
  const limit = Number(text);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100_000
    ? { limit }
    : { error: `SOCKET_OPENS must be a whole number from 1 to 100000, not ${JSON.stringify(text)}` };
}
