import { parseArgs } from 'node:util';
import { UsageError } from '../usage.js';
import { wholeNumberIn } from '../wholeNumber.js';

/** Which games a bot takes: only challenges to it, or open 2-player games in the lobby as well. */
export type AcceptRule = 'invites' | 'open';

export interface BotOptions {
  /** The server's base address, without a trailing slash. */
  readonly server: string;
  readonly name: string;
  readonly password: string;
  /** The engine's command line, run through the shell. */
  readonly engine: string;
  /** Games played at once. */
  readonly games: number;
  readonly accept: AcceptRule;
  /** The movetime of a turn in a game without a real-time clock, in ms. */
  readonly movetimeMs: number;
  /** Create the bot account when the login fails. */
  readonly create: boolean;
  /** How often the bot looks for new games and follows its games, in ms. */
  readonly pollMs: number;
}

function wholeNumberOption(
  text: string | undefined,
  what: string,
  min: number,
  max: number,
  otherwise: number,
): number {
  if (text === undefined) return otherwise;
  const read = wholeNumberIn(text, { what, min, max });
  if (!read.ok) throw new UsageError(read.error);
  return read.value;
}

const required = (value: string | undefined, option: string): string => {
  if (value === undefined || value === '') throw new UsageError(`${option} is required`);
  return value;
};

/** Reads `santorini bot` arguments; bad ones are a UsageError (exit 2). */
export function readBotOptions(args: readonly string[]): BotOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      server: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      engine: { type: 'string' },
      games: { type: 'string' },
      accept: { type: 'string' },
      movetime: { type: 'string' },
      create: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0] ?? ''}"`);
  const server = required(values.server, '--server').replace(/\/+$/, '');
  if (!/^https?:\/\/./.test(server)) throw new UsageError('--server must be an http:// or https:// address');
  const accept = values.accept ?? 'invites';
  if (accept !== 'invites' && accept !== 'open')
    throw new UsageError(`--accept must be "invites" or "open", not "${accept}"`);
  return {
    server,
    name: required(values.name, '--name'),
    password: required(values.password, '--password'),
    engine: required(values.engine, '--engine'),
    games: wholeNumberOption(values.games, '--games', 1, 100, 2),
    accept,
    movetimeMs: wholeNumberOption(values.movetime, '--movetime', 1, 3_600_000, 1000),
    create: values.create === true,
    pollMs: 2000,
  };
}
