import type { TextSink } from '../cliIo.js';

/** The bot's log: what happens on stdout, what goes wrong on stderr, a line each. */
export interface BotLog {
  info(line: string): void;
  error(line: string): void;
}

export const botLog = (stdout: TextSink, stderr: TextSink): BotLog => ({
  info: (line) => stdout.write(`santorini bot: ${line}\n`),
  error: (line) => stderr.write(`santorini bot: ${line}\n`),
});
