import { err, excerpt, ok, type Result } from '@santorini/engine';

/** How much of V8's reason for rejecting JSON a message keeps (it quotes the text around the error). */
const REASON_LIMIT = 120;

/** Parses JSON text; a failure is V8's reason on one short line. */
export function parseJson(text: string): Result<unknown, string> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return err(excerpt(message.replace(/\s+/g, ' '), REASON_LIMIT));
  }
}
