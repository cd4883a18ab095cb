import type { SearchInfo, SearchResult } from '@santorini/ai';
import {
  emptyPosition,
  excerpt,
  firstListedTurn,
  hasLegalTurn,
  positionToJson,
  type Position,
} from '@santorini/engine';
import { DEFAULT_OPTIONS, type EngineOptions } from './engineOptions.js';
import { parseCommand, type EngineCommand, type GoLimits } from './protocolCommand.js';
import { bestTurnLine, infoLine } from './reportLines.js';
import type { SearchEvents, SearchHost } from './searchHost.js';

export const ENGINE_NAME = 'Santorini TS 0.1.0';

/** The longest reason an `error` line gives for a failure of our own. */
const ERROR_LIMIT = 200;

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Commands that change what is searched: during a search they wait their turn, in order. */
type QueuedCommand = Extract<EngineCommand, { kind: 'newgame' | 'position' | 'go' | 'setoption' }>;

/**
 * One controller's conversation with the engine (spec §6): takes lines, answers through `send`.
 * Searches run on the host, so `isready`, `stop` and `quit` act at once even while one runs. A
 * `position`, `setoption`, `newgame` or `go` that arrives during a search runs after it ends, in
 * the order received, so a script piped in gets an answer for every `go`.
 */
export class EngineSession {
  private position: Position = emptyPosition(2);
  private options: EngineOptions;
  private searching = false;
  /** How many searches have started: tells the one just started from any that followed it. */
  private searches = 0;
  private quitting = false;
  /** Each waiting command with its place in the order received (1, 2, …). */
  private readonly queued: { command: QueuedCommand; number: number }[] = [];
  private received = 0;
  /** Queued commands up to this number came before a `stop`: such a `go` starts, then stops at once. */
  private stoppedThrough = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly host: SearchHost,
    private readonly send: (line: string) => void,
    options: EngineOptions = DEFAULT_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {
    this.options = options;
  }

  /** Handles one line from the controller; false once it said `quit`. Errors never end the session. */
  handle(line: string): boolean {
    try {
      return this.handleLine(line);
    } catch (error) {
      this.send(`error internal: ${excerpt(errorMessage(error), ERROR_LIMIT)}`);
      return !this.quitting;
    }
  }

  private handleLine(line: string): boolean {
    if (this.quitting) return false;
    const parsed = parseCommand(line);
    if (!parsed.ok) {
      this.send(`error ${parsed.error}`);
      return true;
    }
    const command = parsed.value;
    switch (command.kind) {
      case 'blank':
        break;
      case 'sep':
        this.send(`id name ${ENGINE_NAME}`);
        this.send('sepok');
        break;
      case 'isready':
        this.send('readyok');
        break;
      case 'stop':
        // A script sends `go` and `stop` without waiting: a stop ends the search running and
        // every `go` queued before it, each of which still answers its bestturn.
        if (this.searching) this.host.stop();
        this.stoppedThrough = this.received;
        break;
      case 'quit':
        this.quitting = true;
        this.queued.length = 0;
        if (this.searching) this.host.stop();
        return false;
      default:
        this.queued.push({ command, number: ++this.received });
        this.runQueued();
    }
    return true;
  }

  /** Resolves once no search runs and none waits (at once when so). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return !this.searching && this.queued.length === 0;
  }

  private runQueued(): void {
    while (!this.searching) {
      const next = this.queued.shift();
      if (next === undefined) break;
      this.run(next.command, next.number <= this.stoppedThrough);
    }
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private run(command: QueuedCommand, stopped: boolean): void {
    switch (command.kind) {
      case 'newgame':
        // A new game starts from the start, whatever the last game's position was.
        this.position = emptyPosition(2);
        this.host.newGame();
        return;
      case 'position':
        this.position = command.position;
        return;
      case 'setoption':
        this.options = { ...this.options, [command.name]: command.value };
        return;
      case 'go':
        this.go(command.limits, stopped);
        return;
    }
  }

  private go(limits: GoLimits, stopped: boolean): void {
    const receivedAt = this.now();
    const position = this.position;
    if (!hasLegalTurn(position)) {
      this.send(bestTurnLine(null));
      return;
    }
    this.searching = true;
    const search = ++this.searches;
    const { level, seed, threads } = this.options;
    const events: SearchEvents = {
      info: (info: SearchInfo) => {
        // A report without a turn (nothing searched yet) says nothing a controller can use.
        if (!this.quitting && info.pv.length > 0) this.send(infoLine(info));
      },
      done: (result: SearchResult) => {
        this.finish(result.turn);
      },
      failed: (message: string) => {
        // The controller waits for a bestturn: say what went wrong, and still name a legal turn.
        if (!this.quitting) this.send(`error search failed: ${excerpt(message, ERROR_LIMIT)}`);
        this.finish(firstListedTurn(position)?.text ?? null);
      },
    };
    try {
      this.host.start(
        { position: positionToJson(position), limits, level, seed, threads, receivedAt },
        events,
      );
    } catch (error) {
      events.failed(errorMessage(error));
    }
    // Unless another search began meanwhile (a host that cannot search fails at once). A stop
    // after the search ended is harmless: the next start clears it.
    if (stopped && this.searches === search) this.host.stop();
  }

  private finish(turn: string | null): void {
    this.searching = false;
    if (this.quitting) return;
    this.send(bestTurnLine(turn));
    this.runQueued();
  }
}
