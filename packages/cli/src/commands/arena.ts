import { writeFile } from 'node:fs/promises';
import { quoteText } from '@santorini/engine';
import { parseArenaOptions, type ArenaOptions } from '../arena/arenaOptions.js';
import { EnginePlayer } from '../arena/enginePlayer.js';
import { inlineRunner, type GameRunner, type RunnerSettings } from '../arena/gameRunner.js';
import { runMatch, type MatchResult } from '../arena/match.js';
import { specLabel, type PlayerSpec } from '../arena/playerSpec.js';
import { ProgressBar } from '../arena/progressBar.js';
import { matchCsv, matchJson, matchRecords } from '../arena/reports.js';
import { resultsTable, type SideNames } from '../arena/resultsTable.js';
import { workerRunner, workersAvailable } from '../arena/workerRunner.js';
import type { CliIo } from '../cliIo.js';
import { EXIT_ILLEGAL, EXIT_MALFORMED, EXIT_OK, fail, type Command } from './command.js';

/**
 * `santorini arena --a SPEC --b SPEC [...]`: a match between two AI levels, settings or external
 * engines. The results table goes to stdout, the progress bar to stderr; reports to files.
 */
export const arenaCommand: Command = async (args: readonly string[], io: CliIo) => {
  const options = parseArenaOptions(args);
  const names: { a?: string; b?: string } = {};
  for (const side of ['a', 'b'] as const) {
    const named = await playerName(options[side]);
    if (!named.ok) return fail(io, 'arena', `--${side}: ${named.error}`, EXIT_MALFORMED);
    names[side] = named.name;
  }
  const sides: SideNames = {
    a: names.a ?? specLabel(options.a),
    b: names.b ?? specLabel(options.b),
    aSpec: options.a.text,
    bSpec: options.b.text,
  };
  const concurrency = options.concurrency > 1 && !workersAvailable() ? 1 : options.concurrency;
  if (concurrency < options.concurrency)
    io.stderr.write(
      'santorini arena: worker threads need the built command (npm run build); playing one game at a time\n',
    );
  const { plan } = options;
  io.stderr.write(
    `santorini arena: ${plan.games} games, ${sides.a} vs ${sides.b}, seed ${plan.seed}, ${concurrency} at a time\n`,
  );
  const result = await play(options, concurrency, io);
  io.stdout.write(resultsTable(result, sides, plan));
  const settings = { ...options.settings, concurrency };
  const reports: [string | undefined, () => string][] = [
    [options.files.json, () => matchJson(result, sides, settings)],
    [options.files.csv, () => matchCsv(result)],
    [options.files.records, () => matchRecords(result)],
  ];
  for (const [file, text] of reports) {
    if (file === undefined) continue;
    try {
      await writeFile(file, text());
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return fail(io, 'arena', `cannot write ${file}: ${why}`, EXIT_ILLEGAL);
    }
  }
  return EXIT_OK;
};

/** Plays the match; Ctrl-C stops it with the games finished so far (a second Ctrl-C quits). */
async function play(options: ArenaOptions, concurrency: number, io: CliIo): Promise<MatchResult> {
  const settings: RunnerSettings = {
    a: options.a,
    b: options.b,
    timeMs: options.timeMs,
    maxTurns: options.maxTurns,
  };
  const runners: GameRunner[] =
    concurrency > 1
      ? Array.from({ length: concurrency }, () => workerRunner(settings))
      : [inlineRunner(settings)];
  const bar = new ProgressBar(io.stderr);
  const interrupt = new AbortController();
  const onInterrupt = (): void => {
    interrupt.abort();
  };
  process.once('SIGINT', onInterrupt);
  try {
    return await runMatch({ ...options.plan, signal: interrupt.signal }, runners, (progress) => {
      bar.update(progress);
    });
  } finally {
    process.removeListener('SIGINT', onInterrupt);
    bar.finish();
    await Promise.all(runners.map((runner) => runner.close()));
  }
}

/** A level's name, or an engine's `id name`: starting the engine once checks that it speaks the protocol. */
async function playerName(
  spec: PlayerSpec,
): Promise<{ ok: true; name: string } | { ok: false; error: string }> {
  if (spec.kind === 'level') return { ok: true, name: specLabel(spec) };
  const engine = new EnginePlayer(spec.argv, { timeMs: 1 }, specLabel(spec));
  const started = await engine.start();
  await engine.close();
  return started.ok
    ? { ok: true, name: engine.name }
    : { ok: false, error: `the engine ${quoteText(spec.argv.join(' '))} ${started.error}` };
}
