import type { LedgerCheck } from './ledger.js';
import { summarise, type LatencySummary } from './latencies.js';
import type { BenchOptions } from './options.js';
import type { WorkerReport } from './workerProtocol.js';
import type { ServerMemory } from './serverProcess.js';

/** What a run found, before summing up. */
export interface RunFacts {
  readonly options: BenchOptions;
  readonly mode: string;
  readonly rampS: number;
  readonly windowS: number;
  readonly memory: {
    readonly before: ServerMemory[];
    readonly withGames: ServerMemory[];
    readonly atEnd: ServerMemory[];
  };
  readonly serverCpuS: number[];
  readonly clientCpuS: number;
  /** PostgreSQL and Redis processes (everyone's, not only this run's). */
  readonly servicesCpuS: number;
  readonly machine: { readonly cores: number; readonly busyS: number; readonly totalS: number };
  readonly faults: readonly { name: string; at: number }[];
  readonly reports: readonly WorkerReport[];
  readonly check: LedgerCheck;
}

const MB = 1024 * 1024;
export const WARM_UP_S = 20;
const round = (value: number, places = 1): number => Number(value.toFixed(places));

/** The run summed up: what is printed and written to the JSON file. */
export function summariseRun(facts: RunFacts) {
  const { options, reports, windowS } = facts;
  const all = (pick: (report: WorkerReport) => readonly number[]) =>
    reports.flatMap((report) => [...pick(report)]);
  const steady = (pick: (report: WorkerReport) => readonly [number[], number[]]) =>
    reports.flatMap((report) => {
      const [samples, at] = pick(report);
      return samples.filter((_, i) => (at[i] ?? 0) >= WARM_UP_S);
    });
  const seconds: number[] = [];
  for (const report of reports)
    report.turnsPerSecond.forEach((count, second) => {
      seconds[second] = (seconds[second] ?? 0) + count;
    });
  const turns = seconds.reduce((a, b) => a + b, 0);
  const errors: Record<string, number> = {};
  for (const report of reports)
    for (const [code, count] of Object.entries(report.errors)) errors[code] = (errors[code] ?? 0) + count;
  const perGame = (field: 'rssBytes' | 'heapUsedBytes') =>
    facts.memory.withGames.reduce(
      (sum, memory, index) => sum + memory[field] - (facts.memory.before[index]?.[field] ?? 0),
      0,
    ) / options.games;
  const latency = (samples: number[]): LatencySummary => {
    const summary = summarise(samples);
    const ms = (value: number | null) => (value === null ? null : round(value));
    return { count: summary.count, p50: ms(summary.p50), p99: ms(summary.p99), max: ms(summary.max) };
  };
  return {
    mode: facts.mode,
    options,
    games: options.games,
    sockets: options.games * 2,
    processes: options.processes,
    rampS: round(facts.rampS),
    windowS: round(windowS),
    turns,
    turnsPerSecond: round(turns / windowS),
    /** What the bots would play were every answer instant: one turn per game per think time. */
    offeredTurnsPerSecond: round((options.games * 1000) / Math.max(1, options.thinkMs)),
    turnsEachSecond: seconds,
    roundTripMs: latency(all((report) => report.roundTripMs)),
    /** Round trips ending after the first WARM_UP_S seconds (the first turns of every game). */
    steadyRoundTripMs: latency(steady((report) => [report.roundTripMs, report.roundTripSecond])),
    opponentMs: latency(all((report) => report.opponentMs)),
    steadyOpponentMs: latency(steady((report) => [report.opponentMs, report.opponentSecond])),
    flagDelayMs: latency(all((report) => report.flagDelayMs)),
    flagDelayFaultedMs: latency(all((report) => report.flagDelayFaultedMs)),
    flagsMissing: reports.reduce((sum, report) => sum + report.flagsMissing, 0),
    flagsLate: reports.reduce((sum, report) => sum + report.flagsLate, 0),
    gamesFinished: reports.reduce((sum, report) => sum + report.gamesFinished, 0),
    gamesChecked: reports.reduce((sum, report) => sum + report.ledgers.length, 0),
    check: facts.check,
    stallReconnects: reports.reduce((sum, report) => sum + report.stallReconnects, 0),
    stalledBehind: reports.reduce((sum, report) => sum + report.stalledBehind, 0),
    busyRefusals: reports.reduce((sum, report) => sum + report.busyRefusals, 0),
    resyncCloses: reports.reduce((sum, report) => sum + report.resyncCloses, 0),
    errors,
    memory: {
      perGameRssKB: round(perGame('rssBytes') / 1024),
      perGameHeapKB: round(perGame('heapUsedBytes') / 1024),
      serversMB: facts.memory.before.map((before, index) => ({
        rssBefore: round(before.rssBytes / MB),
        heapBefore: round(before.heapUsedBytes / MB),
        rssWithGames: round((facts.memory.withGames[index]?.rssBytes ?? 0) / MB),
        heapWithGames: round((facts.memory.withGames[index]?.heapUsedBytes ?? 0) / MB),
        rssAtEnd: round((facts.memory.atEnd[index]?.rssBytes ?? 0) / MB),
        heapAtEnd: round((facts.memory.atEnd[index]?.heapUsedBytes ?? 0) / MB),
      })),
    },
    cpu: {
      serverCoresUsed: facts.serverCpuS.map((seconds) => round(seconds / windowS, 2)),
      clientCoresUsed: round(facts.clientCpuS / windowS, 2),
      postgresRedisCoresUsed: round(facts.servicesCpuS / windowS, 2),
      machineCores: facts.machine.cores,
      machineCoresBusy: round(facts.machine.busyS / windowS, 2),
      othersCoresBusy: round(
        (facts.machine.busyS -
          facts.clientCpuS -
          facts.serverCpuS.reduce((a, b) => a + (Number.isNaN(b) ? 0 : b), 0)) /
          windowS,
        2,
      ),
    },
    faults: facts.faults.map((fault) => {
      const seen = reports.flatMap((report) => report.faults.filter((one) => one.name === fault.name));
      return {
        name: fault.name,
        atS: round((fault.at - (facts.faults[0]?.at ?? fault.at)) / 1000),
        socketsReopened: latency(seen.flatMap((one) => one.reconnectMs)),
        nextTurn: latency(seen.flatMap((one) => one.nextTurnMs)),
      };
    }),
  };
}

export type RunSummary = ReturnType<typeof summariseRun>;

const show = (summary: LatencySummary): string =>
  summary.count === 0
    ? '—'
    : `p50 ${String(summary.p50)} ms, p99 ${String(summary.p99)} ms, max ${String(summary.max)} ms (n=${String(summary.count)})`;

export function printReport(summary: RunSummary): void {
  const rows: [string, string][] = [
    [
      'mode',
      `${summary.mode}: ${String(summary.games)} games (${String(summary.sockets)} sockets), ${String(summary.processes)} process(es)`,
    ],
    ['set-up', `${String(summary.rampS)} s to open every game`],
    [
      'turns/s',
      `${String(summary.turnsPerSecond)} (${String(summary.turns)} turns in ${String(summary.windowS)} s; offered ≤ ${String(summary.offeredTurnsPerSecond)})`,
    ],
    ['round trip', show(summary.roundTripMs)],
    [`  after ${String(WARM_UP_S)} s`, show(summary.steadyRoundTripMs)],
    [summary.processes > 1 ? 'cross-process' : 'to opponent', show(summary.opponentMs)],
    [`  after ${String(WARM_UP_S)} s`, show(summary.steadyOpponentMs)],
    [
      'memory/game',
      `RSS ${String(summary.memory.perGameRssKB)} KB, heap ${String(summary.memory.perGameHeapKB)} KB`,
    ],
    ...summary.memory.serversMB.map((server, index): [string, string] => [
      `server ${String(index + 1)} MB`,
      `RSS ${String(server.rssBefore)} → ${String(server.rssWithGames)} → ${String(server.rssAtEnd)}, heap ${String(server.heapBefore)} → ${String(server.heapWithGames)} → ${String(server.heapAtEnd)} (before, games open, end)`,
    ]),
    [
      'CPU (cores)',
      `servers ${summary.cpu.serverCoresUsed.join(' + ')}, clients ${String(summary.cpu.clientCoresUsed)}, PostgreSQL+Redis ${String(summary.cpu.postgresRedisCoresUsed)}, others ${String(summary.cpu.othersCoresBusy)}; machine ${String(summary.cpu.machineCoresBusy)} of ${String(summary.cpu.machineCores)}`,
    ],
    ['games', `${String(summary.gamesFinished)} finished, ${String(summary.gamesChecked)} checked`],
    [
      'lost / doubled',
      `${String(summary.check.lost)} / ${String(summary.check.duplicated)}${summary.check.badGames.length > 0 ? ` in ${summary.check.badGames.slice(0, 5).join(', ')}` : ''}`,
    ],
    [
      'stall reopens',
      `${String(summary.stallReconnects)} (${String(summary.stalledBehind)} had missed a turn, the others waited on their opponent)`,
    ],
    [
      '503 / resync',
      `${String(summary.busyRefusals)} upgrades refused busy, ${String(summary.resyncCloses)} resync closes`,
    ],
    ['errors', Object.keys(summary.errors).length === 0 ? 'none' : JSON.stringify(summary.errors)],
  ];
  if (summary.options.clock) {
    rows.push([
      'flag fall',
      `${show(summary.flagDelayMs)}; no end ${String(summary.flagsMissing)}, ended before the socket opened ${String(summary.flagsLate)}`,
    ]);
    if (summary.flagDelayFaultedMs.count > 0)
      rows.push(['flag (fault)', `${show(summary.flagDelayFaultedMs)}: games alive during a fault`]);
  }
  for (const fault of summary.faults)
    rows.push([
      `fault +${String(fault.atS)} s`,
      `${fault.name}: sockets reopened ${show(fault.socketsReopened)}; next turn ${show(fault.nextTurn)}`,
    ]);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(width)}  ${value}\n`);
}
