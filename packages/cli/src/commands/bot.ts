import type { CliIo } from '../cliIo.js';
import { readBotOptions } from '../bot/botOptions.js';
import { runBot } from '../bot/runBot.js';

/**
 * `santorini bot`: plays a bot account's games on a server through an engine process (see
 * bot/runBot.ts). Ctrl-C (or SIGTERM) stops it: the engines are closed, then it exits 0.
 */
export async function botCommand(args: readonly string[], io: CliIo): Promise<number> {
  const options = readBotOptions(args);
  const stop = new AbortController();
  const onSignal = (): void => {
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runBot(options, io, stop.signal);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
