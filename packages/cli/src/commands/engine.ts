import { parseArgs } from 'node:util';
import type { CliIo } from '../cliIo.js';
import {
  DEFAULT_OPTIONS,
  optionValue,
  type EngineOptions,
  type OptionName,
} from '../engine/engineOptions.js';
import { runEngine } from '../engine/runEngine.js';
import { WorkerSearchHost } from '../engine/workerSearchHost.js';
import { UsageError } from '../usage.js';
import { EXIT_OK, type Command } from './command.js';

/** `santorini engine [--level N] [--seed S] [--threads N]`: the engine protocol of spec §6 on stdin/stdout. */
export const engineCommand: Command = async (args: readonly string[], io: CliIo) => {
  const options = engineOptions(args);
  await runEngine(io, new WorkerSearchHost(), options);
  return EXIT_OK;
};

function engineOptions(args: readonly string[]): EngineOptions {
  const { values } = parseArgs({
    args: [...args],
    options: { level: { type: 'string' }, seed: { type: 'string' }, threads: { type: 'string' } },
    strict: true,
  });
  return {
    ...DEFAULT_OPTIONS,
    level: flagValue('level', values.level) ?? DEFAULT_OPTIONS.level,
    seed: flagValue('seed', values.seed) ?? DEFAULT_OPTIONS.seed,
    threads: flagValue('threads', values.threads) ?? DEFAULT_OPTIONS.threads,
  };
}

function flagValue(name: OptionName, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = optionValue(name, text);
  if (!value.ok) throw new UsageError(`--${name}: ${value.error}`);
  return value.value;
}
