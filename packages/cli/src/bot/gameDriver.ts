import { parsePosition } from '@santorini/engine';
import { EnginePlayer } from '../arena/enginePlayer.js';
import type { BotLog } from './botLog.js';
import { movetimeFor } from './movetime.js';
import { ApiError, type GameView, type ServerApi } from './serverApi.js';
import { shellArgv } from './shellCommand.js';
import { GameFollower } from './gameFollower.js';
import { sleep } from './sleep.js';

export interface DriverSettings {
  readonly engine: string;
  readonly movetimeMs: number;
  /** How often the game is read while its socket cannot connect (and a refused turn is retried), in ms. */
  readonly followMs: number;
}

/** A turn sent for a seq: sent again as it is (never another) until the game moves on. */
interface SentTurn {
  readonly seq: number;
  readonly turn: string;
  readonly movetime: number;
}

/**
 * Plays one game to its end with its own engine process: follows the game over its socket (a
 * GameFollower), and when the bot's seat is to move gives the engine the position and the
 * movetime its clock allows, then posts the engine's turn with the game's seq.
 */
export class GameDriver {
  private readonly engine: EnginePlayer;
  private started = false;
  private sent: SentTurn | null = null;

  constructor(
    private readonly api: ServerApi,
    private readonly gameId: string,
    private readonly seat: number,
    private readonly settings: DriverSettings,
    private readonly log: BotLog,
  ) {
    this.engine = new EnginePlayer(shellArgv(settings.engine), { timeMs: settings.movetimeMs }, 'engine');
  }

  /** Plays until the game ends or `signal` aborts; the engine and the socket are closed either way. */
  async run(signal: AbortSignal): Promise<void> {
    const follower = new GameFollower(this.api, this.gameId, this.log, { pollMs: this.settings.followMs });
    follower.start();
    try {
      for (let seen = 0; ;) {
        const next = await follower.next(seen, signal);
        if (next === null) return;
        seen = next.version;
        const game = next.view;
        if (game === 'gone') {
          this.log.info(`game ${this.gameId}: cancelled`);
          return;
        }
        if (game.status === 'finished') {
          this.log.info(`game ${this.gameId}: over, ${this.outcome(game)}`);
          return;
        }
        if (this.toMove(game) && !(await this.playTurn(game))) {
          // Not played (the engine failed, the turn was refused): read the game again after a pause.
          await sleep(this.settings.followMs, signal);
          await follower.refresh();
        }
      }
    } finally {
      follower.close();
      await this.engine.close();
    }
  }

  private toMove(game: GameView): boolean {
    return game.status === 'playing' && game.position !== null && game.position.toMove === this.seat;
  }

  /** Plays the bot's turn; false when no turn was played. */
  private async playTurn(game: GameView): Promise<boolean> {
    const again = this.sent?.seq === game.seq ? this.sent : null;
    const chosen = again ?? (await this.chooseTurn(game));
    if (chosen === null) return false;
    this.sent = chosen;
    try {
      await this.api.playTurn(this.gameId, chosen.seq, chosen.turn);
      const how = again === null ? `(${chosen.movetime} ms)` : '(sent again)';
      this.log.info(`game ${this.gameId}: turn ${game.seq + 1} played: ${chosen.turn} ${how}`);
      return true;
    } catch (error) {
      // stale, illegal, finished, unreachable…: the game, read again, says what to do. Only a turn
      // the server refused as such is chosen again; any other is sent again, so that a seq is
      // never played twice.
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'illegal' || error.code === 'malformed') this.sent = null;
      this.log.error(
        `game ${this.gameId}: turn ${chosen.turn} refused (${error.message}); reading the game again`,
      );
      return false;
    }
  }

  /** The engine's turn for the game's position, or null when it gives none. */
  private async chooseTurn(game: GameView): Promise<SentTurn | null> {
    const position = parsePosition(game.position);
    if (!position.ok) {
      this.log.error(`game ${this.gameId}: the server's position is not valid: ${position.error.message}`);
      return null;
    }
    if (!(await this.engineReady())) return null;
    const movetime = movetimeFor(game.clock, game.clocks, this.seat, Date.now(), this.settings.movetimeMs);
    const chosen = await this.engine.chooseTurn(position.value, { timeMs: movetime });
    if (!chosen.ok || chosen.value === null) {
      // The next turn begins with `newgame`, which restarts an engine that failed.
      this.started = false;
      this.log.error(
        `game ${this.gameId}: the engine gave no turn (${chosen.ok ? 'bestturn none' : chosen.error})`,
      );
      return null;
    }
    return { seq: game.seq, turn: chosen.value, movetime };
  }

  /** Starts the engine on the first turn (and after it failed). */
  private async engineReady(): Promise<boolean> {
    if (this.started) return true;
    const ready = await this.engine.newGame(0);
    this.started = ready.ok;
    if (!ready.ok) this.log.error(`game ${this.gameId}: the engine ${ready.error}`);
    return ready.ok;
  }

  private outcome(game: GameView): string {
    const result = game.result;
    if (result === null) return 'no result';
    if (result.winner === null) return `no winner (${result.reason})`;
    return `${result.winner === this.seat ? 'the bot won' : `seat ${result.winner} won`} (${result.reason})`;
  }
}
