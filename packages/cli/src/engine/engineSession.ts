import type { SearchInfo, SearchResult } from '@santorini/ai';
import { emptyPosition, hasLegalTurn, legalTurns, positionToJson, type Position } from '@santorini/engine';
import { DEFAULT_OPTIONS, type EngineOptions } from './engineOptions.js';
import { parseCommand, type EngineCommand, type GoLimits } from './protocolCommand.js';
import { bestTurnLine, infoLine } from './reportLines.js';
import type { SearchHost } from './searchHost.js';

export const ENGINE_NAME = 'Santorini TS 0.1.0';

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
  private quitting = false;
  private readonly queued: QueuedCommand[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly host: SearchHost,
    private readonly send: (line: string) => void,
    options: EngineOptions = DEFAULT_OPTIONS,
  ) {
    this.options = options;
  }

  /** Handles one line from the controller; false once it said `quit`. */
  handle(line: string): boolean {
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
        if (this.searching) this.host.stop();
        break;
      case 'quit':
        this.quitting = true;
        this.queued.length = 0;
        if (this.searching) this.host.stop();
        return false;
      default:
        this.queued.push(command);
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
      const command = this.queued.shift();
      if (command === undefined) break;
      this.run(command);
    }
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private run(command: QueuedCommand): void {
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
        this.go(command.limits);
        return;
    }
  }

  private go(limits: GoLimits): void {
    const position = this.position;
    if (!hasLegalTurn(position)) {
      this.send(bestTurnLine(null));
      return;
    }
    this.searching = true;
    const { level, seed } = this.options;
    this.host.start(
      { position: positionToJson(position), limits, level, seed },
      {
        info: (info: SearchInfo) => {
          // A report without a turn (nothing searched yet) says nothing a controller can use.
          if (!this.quitting && info.pv.length > 0) this.send(infoLine(info));
        },
        done: (result: SearchResult) => {
          this.finish(result.turn);
        },
        failed: (message: string) => {
          // The controller waits for a bestturn: say what went wrong, and still name a legal turn.
          if (!this.quitting) this.send(`error search failed: ${message}`);
          this.finish(legalTurns(position)[0]?.text ?? null);
        },
      },
    );
  }

  private finish(turn: string | null): void {
    this.searching = false;
    if (this.quitting) return;
    this.send(bestTurnLine(turn));
    this.runQueued();
  }
}
