import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { GameStatus } from '../store/store.js';

/** Where the game counts and the AI queue are read from when Prometheus scrapes. */
export interface MetricsSources {
  /** Games by status (one grouped count in the store). */
  gameCounts(): Promise<Partial<Record<GameStatus, number>>>;
  /** AI turns waiting for a thread, or undefined when the chooser does not say. */
  aiQueued(): number | undefined;
}

/** Round trips from milliseconds to minutes: a turn, a store query, an AI reply. */
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The process's own metrics (CPU, memory, event loop lag, GC…): once a process, whatever its servers. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * A server's Prometheus metrics (docs/operations.md lists them): its own registry, so that every
 * server of a process (tests make many) counts only its own, plus prom-client's process metrics.
 */
export class ServerMetrics {
  readonly registry = new Registry();

  /** A turn from its arrival to its answer, by transport (http, socket) and answer status. */
  readonly turnSeconds = new Histogram({
    name: 'santorini_turn_round_trip_seconds',
    help: 'Time from a turn arriving to its answer being sent, by transport and answer status',
    labelNames: ['transport', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly storeSeconds = new Histogram({
    name: 'santorini_store_operation_seconds',
    help: 'Time a store (database) operation takes, by operation and outcome (ok, error)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly aiWaitSeconds = new Histogram({
    name: 'santorini_ai_turn_wait_seconds',
    help: "Time from an AI seat's turn being asked for to its answer (the queue's wait and the search)",
    labelNames: ['outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly busLagSeconds = new Histogram({
    name: 'santorini_bus_lag_seconds',
    help: "Time from another process publishing a message on Redis to this process hearing it (the hosts' clocks must agree)",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  /** Where the gauges are read from on a scrape (set once the server is built: readFrom). */
  private sources: MetricsSources & { openSockets(): number } = {
    gameCounts: () => Promise.resolve({}),
    aiQueued: () => undefined,
    openSockets: () => 0,
  };

  constructor() {
    const sources = () => this.sources;
    new Gauge({
      name: 'santorini_open_sockets',
      help: 'Game sockets open on this process',
      registers: [this.registry],
      collect() {
        this.set(sources().openSockets());
      },
    });
    new Gauge({
      name: 'santorini_games',
      help: 'Games in the store by status (all processes together)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        // With the store away the scrape still answers (its errors are in the store histogram).
        const counts = await sources()
          .gameCounts()
          .catch(() => ({}));
        for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
      },
    });
    new Gauge({
      name: 'santorini_ai_queue_length',
      help: "AI seats' turns waiting for a thread of this process",
      registers: [this.registry],
      collect() {
        this.set(sources().aiQueued() ?? 0);
      },
    });
  }

  /** Where the gauges are read from when Prometheus scrapes. */
  readFrom(sources: MetricsSources & { openSockets(): number }): void {
    this.sources = sources;
  }

  /** Records a bus message heard `lagMs` after it was sent (a negative lag is clock skew: 0). */
  readonly observeBusLag = (lagMs: number): void => {
    this.busLagSeconds.observe(Math.max(0, lagMs) / 1000);
  };

  /** Records a turn answered over a socket, `elapsedMs` after it arrived, and what it answered. */
  readonly observeSocketTurn = (elapsedMs: number, outcome: string): void => {
    this.turnSeconds.observe({ transport: 'socket', status: outcome }, elapsedMs / 1000);
  };

  /** The text Prometheus scrapes: this server's metrics and the process's. */
  async text(): Promise<string> {
    const own = await this.registry.metrics();
    return `${own}\n${await processMetrics().metrics()}`;
  }

  readonly contentType = this.registry.contentType;
}
