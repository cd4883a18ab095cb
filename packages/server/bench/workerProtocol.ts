import type { GameLedger } from './ledger.js';

/** What the bench tells a client worker at its start (workerData). */
export interface WorkerSetup {
  /** Pairs of bots this worker runs: each keeps one game alive at a time. */
  readonly pairs: number;
  /** The first pair's number (for names). */
  readonly firstPair: number;
  /** Clocked games nobody moves in that this worker starts once play begins. */
  readonly clockGames: number;
  readonly clockMs: number;
  /** Server base URLs, http://host:port; a game's seat 0 starts on one, seat 1 on the next. */
  readonly urls: readonly string[];
  readonly thinkMs: number;
  readonly durationS: number;
  readonly rampConcurrency: number;
  /** A socket that hears nothing this long while waiting is opened again (0: never). */
  readonly stallMs: number;
}

/** From the bench to a worker. */
export type ToWorker =
  | { readonly type: 'go'; readonly at: number }
  | { readonly type: 'fault'; readonly name: string; readonly at: number }
  | { readonly type: 'stop' };

/** The resumption after one fault, as this worker saw it. */
export interface FaultSeen {
  readonly name: string;
  readonly at: number;
  /** Sockets that closed or stalled and were opened again: ms from the fault to open again. */
  readonly reconnectMs: number[];
  /** Per game in play then: ms from the fault to its next turn broadcast. */
  readonly nextTurnMs: number[];
}

/** A worker's findings when it stops. */
export interface WorkerReport {
  /** Send → own `turn` broadcast, ms. */
  readonly roundTripMs: number[];
  /** The second since go when each round trip ended. */
  readonly roundTripSecond: number[];
  /** Send → the opponent's socket receives the turn, ms. */
  readonly opponentMs: number[];
  readonly opponentSecond: number[];
  /** `end` (reason time) arrival − the deadline, ms, per socket. */
  readonly flagDelayMs: number[];
  /** The same, for clocked games that lived through a fault. */
  readonly flagDelayFaultedMs: number[];
  /** Clocked games whose `end` never came, or came for another reason. */
  readonly flagsMissing: number;
  /** Clocked games that had ended before their socket opened (set-up slower than the clock). */
  readonly flagsLate: number;
  /** Own turns acknowledged per second since go. */
  readonly turnsPerSecond: number[];
  readonly ledgers: GameLedger[];
  readonly faults: FaultSeen[];
  readonly gamesFinished: number;
  readonly errors: Record<string, number>;
  /** Reconnects because a socket heard nothing for long while waiting. */
  readonly stallReconnects: number;
  /** Of those, sockets that had missed a turn (the game had moved on past what they heard). */
  readonly stalledBehind: number;
  /** Upgrades the server refused with 503 (too many sockets opening at once). */
  readonly busyRefusals: number;
  /** Sockets the server closed with 4002 `resync` (it may have missed turns). */
  readonly resyncCloses: number;
}

/** From a worker to the bench. */
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'report'; readonly report: WorkerReport }
  | { readonly type: 'failed'; readonly message: string };
