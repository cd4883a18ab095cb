import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { err, excerpt, formatPosition, ok, type Position, type Result } from '@santorini/engine';
import type { ArenaPlayer } from './arenaPlayer.js';
import { LineQueue } from './lineQueue.js';

export interface EngineLimits {
  readonly timeMs: number;
  readonly depth?: number;
  readonly nodes?: number;
}

/** How much of the system's reason a failure to start quotes (it repeats the program's path). */
const MESSAGE_LIMIT = 160;

/** How long the controller waits on an engine, in ms. */
export interface EngineTimeouts {
  /** For `sepok` and `readyok`. */
  readonly handshakeMs: number;
  /** For `bestturn` beyond the time the engine was given: slack for slow starts. */
  readonly slackMs: number;
  /** For a late `bestturn` after `stop`. */
  readonly stopGraceMs: number;
}

export const ENGINE_TIMEOUTS: EngineTimeouts = { handshakeMs: 10_000, slackMs: 2_000, stopGraceMs: 1_000 };

const QUIT_GRACE_MS = 1_000;

/**
 * An external engine speaking the protocol of spec §6 on its stdin/stdout: `sep` → `sepok` once,
 * then per game `newgame`, `setoption name Seed value S` and `isready`, and per turn `position
 * <json>` with `go movetime T [depth D] [nodes N]` until `bestturn`. An engine that dies or stops
 * answering is restarted at the next game.
 */
export class EnginePlayer implements ArenaPlayer {
  private child: ChildProcessByStdio<Writable, Readable, null> | null = null;
  private lines = new LineQueue();
  private exited: Promise<void> = Promise.resolve();
  private failure: string | null = null;
  private engineName: string | null = null;

  constructor(
    private readonly argv: readonly string[],
    private readonly limits: EngineLimits,
    private readonly fallbackName: string,
    private readonly timeouts: EngineTimeouts = ENGINE_TIMEOUTS,
  ) {}

  /** The engine's `id name`, once it has answered `sep`. */
  get name(): string {
    return this.engineName ?? this.fallbackName;
  }

  /** Starts the engine and waits for `sepok`. */
  async start(): Promise<Result<void, string>> {
    const [program = '', ...args] = this.argv;
    const lines = new LineQueue();
    let child: ChildProcessByStdio<Writable, Readable, null>;
    try {
      child = spawn(program, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    } catch (error) {
      // A command line the system refuses outright (too long, a NUL byte) throws here.
      const why = error instanceof Error ? error.message : String(error);
      return err(`could not be started: ${excerpt(why, MESSAGE_LIMIT)}`);
    }
    this.child = child;
    this.lines = lines;
    this.failure = null;
    this.exited = new Promise((resolve) => {
      child.on('close', () => {
        resolve();
      });
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      lines.push(chunk);
    });
    child.stdout.on('end', () => {
      lines.end();
    });
    child.on('error', (error) => {
      this.failure ??= `could not be started: ${excerpt(error.message, MESSAGE_LIMIT)}`;
      lines.end();
    });
    child.on('exit', (code, signal) => {
      this.failure ??= `exited (${signal ?? `status ${String(code)}`})`;
      lines.end();
    });
    // Writing to an engine that has gone is reported by 'exit'; the pipe's EPIPE adds nothing.
    child.stdin.on('error', () => undefined);
    this.send('sep');
    const answer = await lines.until((line) => {
      if (line.startsWith('id name ')) this.engineName = line.slice('id name '.length).trim() || null;
      return line === 'sepok';
    }, this.timeouts.handshakeMs);
    if (answer === null)
      return err(this.failed(`did not answer 'sep' with 'sepok' within ${this.timeouts.handshakeMs} ms`));
    return ok(undefined);
  }

  async newGame(seed: number): Promise<Result<void, string>> {
    if (this.child === null || this.failure !== null) {
      await this.close();
      const started = await this.start();
      if (!started.ok) return started;
    }
    this.send('newgame');
    this.send(`setoption name Seed value ${seed}`);
    this.send('isready');
    const ready = await this.lines.until((line) => line === 'readyok', this.timeouts.handshakeMs);
    return ready === null
      ? err(this.failed(`did not answer 'isready' within ${this.timeouts.handshakeMs} ms`))
      : ok(undefined);
  }

  /** The engine's turn for `pos`; `limits` (the bot's movetime per turn) replace the player's. */
  async chooseTurn(
    pos: Position,
    limits: EngineLimits = this.limits,
  ): Promise<Result<string | null, string>> {
    const { timeMs, depth, nodes } = limits;
    this.send(`position ${formatPosition(pos)}`);
    const extra = `${depth === undefined ? '' : ` depth ${depth}`}${nodes === undefined ? '' : ` nodes ${nodes}`}`;
    this.send(`go movetime ${timeMs}${extra}`);
    const answered = (line: string): boolean => line.startsWith('bestturn ') || line.startsWith('error ');
    let line = await this.lines.until(answered, this.answerWaitMs(timeMs));
    // Output ended: the process is going, and its exit status says more than the silence.
    if (line === null && this.lines.isEnded) await this.exitedWithin(this.timeouts.stopGraceMs);
    if (line === null && this.failure === null) {
      this.send('stop');
      line = await this.lines.until(answered, this.timeouts.stopGraceMs);
    }
    if (line === null) {
      const why = this.failed(
        `no 'bestturn' within ${this.answerWaitMs(timeMs) + this.timeouts.stopGraceMs} ms`,
      );
      this.child?.kill('SIGKILL');
      return err(why);
    }
    if (line.startsWith('error ')) return err(`answered '${line}'`);
    const turn = line.slice('bestturn '.length).trim();
    return ok(turn === 'none' ? null : turn);
  }

  /** How long to wait for `bestturn` before sending `stop`. */
  private answerWaitMs(timeMs: number): number {
    return Math.ceil(timeMs * 1.5) + this.timeouts.slackMs;
  }

  async close(): Promise<void> {
    const child = this.child;
    if (child === null) return;
    this.child = null;
    if (child.pid === undefined || !isRunning(child)) return;
    this.send('quit', child);
    await this.exitedWithin(QUIT_GRACE_MS);
    if (isRunning(child)) child.kill('SIGKILL');
  }

  private async exitedWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([this.exited, grace]);
    clearTimeout(timer);
  }

  private send(line: string, child = this.child): void {
    if (child !== null && child.stdin.writable) child.stdin.write(`${line}\n`);
  }

  /** What went wrong: how the process failed, when it did, else `otherwise`. */
  private failed(otherwise: string): string {
    this.failure ??= otherwise;
    return this.failure;
  }
}

const isRunning = (child: { exitCode: number | null; signalCode: NodeJS.Signals | null }): boolean =>
  child.exitCode === null && child.signalCode === null;
