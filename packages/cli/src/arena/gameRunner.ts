import type { ArenaPlayer } from './arenaPlayer.js';
import { EnginePlayer } from './enginePlayer.js';
import { playGame, type GameJob, type GameOutcome } from './game.js';
import { LevelArenaPlayer } from './levelArenaPlayer.js';
import { specLabel, type PlayerSpec } from './playerSpec.js';

/** What every runner needs to set up its two players: plain data, so it can go to a worker. */
export interface RunnerSettings {
  readonly a: PlayerSpec;
  readonly b: PlayerSpec;
  /** Milliseconds per turn for a player whose spec gives none. */
  readonly timeMs: number;
  readonly maxTurns: number;
}

/** Plays one game at a time, keeping its players (and engine processes) from game to game. */
export interface GameRunner {
  run(job: GameJob): Promise<GameOutcome>;
  close(): Promise<void>;
}

export function createPlayer(spec: PlayerSpec, defaultTimeMs: number): ArenaPlayer {
  const limits = {
    timeMs: spec.timeMs ?? defaultTimeMs,
    ...(spec.depth === undefined ? {} : { depth: spec.depth }),
    ...(spec.nodes === undefined ? {} : { nodes: spec.nodes }),
  };
  return spec.kind === 'level'
    ? new LevelArenaPlayer(spec.level, limits, spec.weights, spec.networkFile)
    : new EnginePlayer(spec.argv, limits, specLabel(spec));
}

/** A runner that plays in this thread. */
export function inlineRunner(settings: RunnerSettings): GameRunner {
  const players = {
    A: createPlayer(settings.a, settings.timeMs),
    B: createPlayer(settings.b, settings.timeMs),
  };
  return {
    run: (job) => playGame(job, players, { maxTurns: settings.maxTurns }),
    close: async () => {
      await Promise.all([players.A.close(), players.B.close()]);
    },
  };
}
