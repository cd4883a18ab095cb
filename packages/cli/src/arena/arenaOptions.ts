import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { randomSeed } from '../random.js';
import { UsageError } from '../usage.js';
import { parseGodsOption } from './godsOption.js';
import { readNetworkFile } from './networkFile.js';
import type { MatchPlan } from './match.js';
import { parseOpeningStyle } from './openings.js';
import { MAX_TURN_TIME_MS, parsePlayerSpec, type PlayerSpec } from './playerSpec.js';
import { parseSprt } from './sprt.js';

export interface ArenaOptions {
  readonly a: PlayerSpec;
  readonly b: PlayerSpec;
  readonly plan: MatchPlan;
  readonly timeMs: number;
  readonly maxTurns: number;
  readonly concurrency: number;
  readonly files: { readonly json?: string; readonly csv?: string; readonly records?: string };
  /** The settings as used, for the JSON report. */
  readonly settings: Readonly<Record<string, unknown>>;
}

export const DEFAULTS = { games: 200, timeMs: 100, maxTurns: 200, openings: 'random-placement' } as const;

function wholeNumber(
  option: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const value = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new UsageError(`--${option} must be a whole number from ${min} to ${max}, got '${text}'`);
  return value;
}

function playerSpec(option: string, text: string | undefined): PlayerSpec {
  if (text === undefined) throw new UsageError(`--${option} is required: level:N or cmd:COMMAND`);
  const parsed = parsePlayerSpec(text);
  if (!parsed.ok) throw new UsageError(`--${option}: ${parsed.error}`);
  const spec = parsed.value;
  if (spec.kind === 'level' && spec.networkFile !== undefined) {
    const network = readNetworkFile(spec.networkFile);
    if (!network.ok) throw new UsageError(`--${option}: ${network.error}`);
  }
  return spec;
}

/** Reads `santorini arena` options; bad arguments throw a UsageError naming the option. */
export function parseArenaOptions(args: readonly string[], cpus = availableParallelism()): ArenaOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      games: { type: 'string' },
      time: { type: 'string' },
      gods: { type: 'string' },
      players: { type: 'string' },
      openings: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      sprt: { type: 'string' },
      'max-turns': { type: 'string' },
      json: { type: 'string' },
      csv: { type: 'string' },
      records: { type: 'string' },
    },
    strict: true,
  });
  const a = playerSpec('a', values.a);
  const b = playerSpec('b', values.b);
  const games = wholeNumber('games', values.games, DEFAULTS.games, 2, 1_000_000);
  if (games % 2 !== 0)
    throw new UsageError(
      `--games must be even: each opening is played twice, colours swapped (got ${games})`,
    );
  const timeMs = wholeNumber('time', values.time, DEFAULTS.timeMs, 1, MAX_TURN_TIME_MS);
  const players = wholeNumber('players', values.players, 2, 2, 4);
  if (players === 3) throw new UsageError('--players must be 2, or 4 (two teams): a match has two sides');
  const godsText = values.gods ?? (players === 2 ? 'none' : 'random');
  const gods = parseGodsOption(godsText, players);
  if (!gods.ok) throw new UsageError(`--gods: ${gods.error}`);
  const openingsText = values.openings ?? DEFAULTS.openings;
  const openings = parseOpeningStyle(openingsText);
  if (!openings.ok) throw new UsageError(`--openings: ${openings.error}`);
  const seed = wholeNumber('seed', values.seed, randomSeed(), 0, 2 ** 32 - 1);
  const concurrency = wholeNumber('concurrency', values.concurrency, Math.min(cpus, games), 1, 256);
  const maxTurns = wholeNumber('max-turns', values['max-turns'], DEFAULTS.maxTurns, 1, 100_000);
  let sprt;
  if (values.sprt !== undefined) {
    const parsed = parseSprt(values.sprt);
    if (!parsed.ok) throw new UsageError(`--sprt: ${parsed.error}`);
    sprt = parsed.value;
  }
  const files = {
    ...(values.json === undefined ? {} : { json: values.json }),
    ...(values.csv === undefined ? {} : { csv: values.csv }),
    ...(values.records === undefined ? {} : { records: values.records }),
  };
  return {
    a,
    b,
    plan: {
      games,
      players,
      openings: openings.value,
      gods: gods.value,
      seed,
      ...(sprt === undefined ? {} : { sprt }),
    },
    timeMs,
    maxTurns,
    concurrency: Math.min(concurrency, games),
    files,
    settings: {
      games,
      timeMs,
      players,
      gods: godsText,
      openings: openingsText,
      seed,
      maxTurns,
      concurrency: Math.min(concurrency, games),
      sprt: sprt ?? null,
    },
  };
}
