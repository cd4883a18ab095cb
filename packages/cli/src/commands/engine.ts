import type { CliIo } from '../cliIo.js';
import { EXIT_MALFORMED, fail, type Command } from './command.js';

/** `santorini engine`: the protocol of spec §6 is a later piece of work. */
export const engineCommand: Command = (_args: readonly string[], io: CliIo) =>
  Promise.resolve(fail(io, 'engine', 'the engine protocol is not implemented yet', EXIT_MALFORMED));
