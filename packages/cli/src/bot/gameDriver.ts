import { parsePosition } from '@santorini/engine';
import { EnginePlayer } from '../arena/enginePlayer.js';
import type { BotLog } from './botLog.js';
import { movetimeFor } from './movetime.js';
import { ApiError, type GameView, type ServerApi } from './serverApi.js';
import { shellArgv } from './shellCommand.js';
import { sleep } from './sleep.js';

export interface DriverSettings {
  readonly engine: string;
  readonly movetimeMs: number;
  /** How often the game is read while the bot waits for its turn, in ms. */
  readonly followMs: number;
}

/**
 * Plays one game to its end with its own engine process: follows the game by reading it, and when
 * the bot's seat is to move gives the engine the position and the movetime its clock allows, then
 * posts the engine's turn with the game's seq.
 */
export class GameDriver {
  private readonly engine: EnginePlayer;
  private started = false;

  constructor(
    private readonly api: ServerApi,
    private readonly gameId: string,
    private readonly seat: number,
    private readonly settings: DriverSettings,
    private readonly log: BotLog,
  ) {
    this.engine = new EnginePlayer(shellArgv(settings.engine), { timeMs: settings.movetimeMs }, 'engine');
  }

  /** Plays until the game ends or `signal` aborts; the engine is closed either way. */
  async run(signal: AbortSignal): Promise<void> {
    try {
      while (!signal.aborted) {
        const game = await this.read();
        if (game === 'gone') return;
        if (game?.status === 'finished') {
          this.log.info(`game ${this.gameId}: over, ${this.outcome(game)}`);
          return;
        }
        const played = game !== null && this.toMove(game) && (await this.playTurn(game));
        if (!played) await sleep(this.settings.followMs, signal);
      }
    } finally {
      await this.engine.close();
    }
  }

  /** The game now; null when it could not be read this time, 'gone' once it was cancelled. */
  private async read(): Promise<GameView | null | 'gone'> {
    try {
      return await this.api.game(this.gameId);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not-found') {
        this.log.info(`game ${this.gameId}: cancelled`);
        return 'gone';
      }
      this.log.error(`game ${this.gameId}: ${describe(error)}`);
      return null;
    }
  }

  private toMove(game: GameView): boolean {
    return game.status === 'playing' && game.position !== null && game.position.toMove === this.seat;
  }

  /** Plays the bot's turn; false when no turn was played (the game is read again after a pause). */
  private async playTurn(game: GameView): Promise<boolean> {
    const position = parsePosition(game.position);
    if (!position.ok) {
      this.log.error(`game ${this.gameId}: the server's position is not valid: ${position.error.message}`);
      return false;
    }
    if (!(await this.engineReady())) return false;
    const movetime = movetimeFor(game.clock, game.clocks, this.seat, Date.now(), this.settings.movetimeMs);
    const chosen = await this.engine.chooseTurn(position.value, { timeMs: movetime });
    if (!chosen.ok || chosen.value === null) {
      // The next turn begins with `newgame`, which restarts an engine that failed.
      this.started = false;
      this.log.error(
        `game ${this.gameId}: the engine gave no turn (${chosen.ok ? 'bestturn none' : chosen.error})`,
      );
      return false;
    }
    try {
      await this.api.playTurn(this.gameId, game.seq, chosen.value);
      this.log.info(`game ${this.gameId}: turn ${game.seq + 1} played: ${chosen.value} (${movetime} ms)`);
      return true;
    } catch (error) {
      // stale, illegal, finished, unreachable…: the game, read again, says what to do.
      if (!(error instanceof ApiError)) throw error;
      this.log.error(
        `game ${this.gameId}: turn ${chosen.value} refused (${error.message}); reading the game again`,
      );
      return false;
    }
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

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
