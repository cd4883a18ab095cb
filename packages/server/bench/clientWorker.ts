import type { CreatedGame } from '@santorini/protocol';
import { parentPort, workerData } from 'node:worker_threads';
import { ApiError, call, newGuest, type Guest } from './apiClient.js';
import { BotGame, type GameSink } from './botGame.js';
import { socketEvents } from './seatSocket.js';
import { flagFall } from './clockGame.js';
import type { GameLedger } from './ledger.js';
import type { FaultSeen, FromWorker, ToWorker, WorkerReport, WorkerSetup } from './workerProtocol.js';

// One client worker: keeps `pairs` games alive (a new one as each ends), with its share of the
// clocked games, and reports what it measured when told to stop.
const setup = workerData as WorkerSetup;
const port =
  parentPort ??
  (() => {
    throw new Error('clientWorker runs as a worker thread');
  })();
const post = (message: FromWorker): void => {
  port.postMessage(message);
};

const roundTripMs: number[] = [];
const roundTripSecond: number[] = [];
const opponentMs: number[] = [];
const opponentSecond: number[] = [];
const flagDelayMs: number[] = [];
const flagDelayFaultedMs: number[] = [];
const turnsPerSecond: (number | undefined)[] = [];
const ledgers: GameLedger[] = [];
const faults: (FaultSeen & { waiting: Set<string> })[] = [];
const errors: Record<string, number> = {};
const live = new Set<BotGame>();
let flagsMissing = 0;
let flagsLate = 0;
let gamesFinished = 0;
let stallReconnects = 0;
/** Of those, sockets that had missed a turn (the game's seq was past theirs). */
let stalledBehind = 0;
let goAt = 0;
let stopped = false;
let go: () => void = () => undefined;
const going = new Promise<void>((resolve) => {
  go = resolve;
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const countError = (code: string): void => {
  errors[code] = (errors[code] ?? 0) + 1;
};

const sink: GameSink = {
  roundTrip: (ms) => {
    roundTripMs.push(ms);
    roundTripSecond.push(Math.floor((Date.now() - goAt) / 1000));
  },
  opponent: (ms) => {
    opponentMs.push(ms);
    opponentSecond.push(Math.floor((Date.now() - goAt) / 1000));
  },
  ownTurnAcknowledged: () => {
    const second = Math.floor((Date.now() - goAt) / 1000);
    if (second >= 0) turnsPerSecond[second] = (turnsPerSecond[second] ?? 0) + 1;
  },
  turnHeard: (gameId) => {
    for (const fault of faults)
      if (fault.waiting.delete(gameId)) fault.nextTurnMs.push(Date.now() - fault.at);
  },
  reopened: (closedAt) => {
    const closedEpoch = performance.timeOrigin + closedAt;
    const fault = faults.findLast((seen) => seen.at <= closedEpoch);
    if (fault !== undefined) fault.reconnectMs.push(Date.now() - fault.at);
  },
  error: countError,
  stalled: (behind) => {
    stallReconnects++;
    void behind.then((was) => {
      if (was) stalledBehind++;
    });
  },
};

/** Runs `count` tasks with at most `limit` at once. */
async function inBatches(
  count: number,
  limit: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function newGame(guests: readonly [Guest, Guest], homes: readonly [number, number]): Promise<BotGame> {
  const { urls } = setup;
  const created = await call<CreatedGame>(
    urls,
    homes[0],
    'POST',
    '/api/games',
    { players: 2, gods: 'none', seat: 0 },
    guests[0].token,
  );
  const gameId = created.id;
  await call(urls, homes[1], 'POST', `/api/games/${gameId}/join`, { seat: 1 }, guests[1].token);
  const game = new BotGame({ gameId, guests, homes, urls, thinkMs: setup.thinkMs, sink });
  await game.open();
  return game;
}

async function playPair(
  first: BotGame,
  guests: readonly [Guest, Guest],
  homes: readonly [number, number],
): Promise<void> {
  let game: BotGame | undefined = first;
  while (game !== undefined) {
    live.add(game);
    game.start();
    await game.finished;
    live.delete(game);
    ledgers.push(game.ledger());
    if (game.over) gamesFinished++;
    game = undefined;
    while (!stopped && game === undefined)
      game = await newGame(guests, homes).catch((error: unknown) => {
        countError(error instanceof ApiError ? `http-${error.code}` : 'http-failed');
        return sleep(200).then(() => undefined);
      });
  }
}

async function clockGames(): Promise<void> {
  const spreadMs = Math.max(0, setup.durationS * 1000 - setup.clockMs - 3000);
  const processes = setup.urls.length;
  await Promise.all(
    Array.from({ length: setup.clockGames }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (spreadMs * index) / Math.max(1, setup.clockGames)));
      if (stopped) return;
      const homes = [index % processes, (index + 1) % processes] as const;
      const startedAt = Date.now();
      const delays = await flagFall(
        setup.urls,
        homes,
        `c${String(setup.firstPair)}x${String(index)}`,
        setup.clockMs,
      ).catch(() => [undefined]);
      // A flag whose game lived through a fault is counted apart: it may wait for a claim to run out.
      const faulted = faults.some((fault) => fault.at >= startedAt && fault.at <= Date.now());
      for (const delay of delays)
        if (delay === 'late') flagsLate++;
        else if (delay === undefined) flagsMissing++;
        else (faulted ? flagDelayFaultedMs : flagDelayMs).push(delay);
    }),
  );
}

async function main(): Promise<void> {
  const { urls } = setup;
  const processes = urls.length;
  const firstGames: { game: BotGame; guests: readonly [Guest, Guest]; homes: readonly [number, number] }[] =
    [];
  await inBatches(setup.pairs, setup.rampConcurrency, async (index) => {
    const pair = setup.firstPair + index;
    const homes = [pair % processes, (pair + 1) % processes] as const;
    const guests = [
      await newGuest(urls, homes[0], `b${String(pair)}a`),
      await newGuest(urls, homes[1], `b${String(pair)}b`),
    ] as const;
    firstGames.push({ game: await newGame(guests, homes), guests, homes });
  });
  post({ type: 'ready' });
  await going;
  // Only where messages can be lost (a fault): an overloaded server is slow, not silent.
  const watchdog = setInterval(() => {
    const now = performance.now();
    if (setup.stallMs > 0) for (const game of live) game.checkStall(now, setup.stallMs);
  }, 1000);
  const clocked = clockGames();
  const pairs = firstGames.map(({ game, guests, homes }) => playPair(game, guests, homes));
  await stopping;
  clearInterval(watchdog);
  await Promise.all([...live].map((game) => game.stop(5000)));
  await Promise.all(pairs);
  await clocked;
  const report: WorkerReport = {
    roundTripMs,
    roundTripSecond,
    opponentMs,
    opponentSecond,
    flagDelayMs,
    flagDelayFaultedMs,
    flagsMissing,
    flagsLate,
    turnsPerSecond: Array.from(turnsPerSecond, (count) => count ?? 0),
    ledgers,
    faults: faults.map(({ name, at, reconnectMs, nextTurnMs }) => ({ name, at, reconnectMs, nextTurnMs })),
    gamesFinished,
    errors,
    stallReconnects,
    stalledBehind,
    busyRefusals: socketEvents.busy,
    resyncCloses: socketEvents.resync,
  };
  post({ type: 'report', report });
}

let stop: () => void = () => undefined;
const stopping = new Promise<void>((resolve) => {
  stop = resolve;
});

port.on('message', (message: ToWorker) => {
  if (message.type === 'go') {
    goAt = message.at;
    go();
  } else if (message.type === 'fault') {
    faults.push({
      name: message.name,
      at: message.at,
      reconnectMs: [],
      nextTurnMs: [],
      waiting: new Set([...live].map((game) => game.options.gameId)),
    });
  } else {
    stopped = true;
    stop();
  }
});

main().catch((error: unknown) => {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
