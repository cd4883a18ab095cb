import {
  gameFromSetup,
  newGame,
  randomGods,
  setupStage,
  type Game,
  type Result,
  type Setup,
} from '@santorini/engine';
import type { GameOptions } from './options.js';
import { refuse } from './refusal.js';

/**
 * The engine game a game's turns are played on, before any turn: from its options, and for the
 * challenger flow from its finished setup. Null while the challenger flow is not finished. An
 * option the engine refuses (gods "none" with 3 players, a banned pair) is a malformed refusal with
 * the engine's words.
 */
export function baseGame(options: GameOptions, setup: Setup | null): Game | null {
  if (options.gods === 'challenger') {
    if (setup === null || setupStage(setup) !== 'ready') return null;
    return engineGame(gameFromSetup(setup));
  }
  if (options.gods === 'random') {
    const dealt = randomGods(options.players, options.seed, options.rules);
    if (!dealt.ok) return refuse('malformed', dealt.error.message);
    return engineGame(gameFromSetup(dealt.value));
  }
  const gods = options.gods === 'none' ? new Array<null>(options.players).fill(null) : [...options.gods];
  return engineGame(newGame({ gods, rules: options.rules, seed: options.seed }));
}

function engineGame(result: Result<Game, { readonly message: string }>): Game {
  return result.ok ? result.value : refuse('malformed', result.error.message);
}
