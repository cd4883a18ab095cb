import type { GameJob, GameOutcome } from './game.js';
import type { GameRunner } from './gameRunner.js';
import { godsPlan, type GodsOption } from './godsOption.js';
import { makeOpening, mixSeed, type Opening, type OpeningStyle } from './openings.js';
import { sprtState, type SprtSettings, type SprtState } from './sprt.js';
import { addResult, EMPTY_TALLY, type Tally } from './statistics.js';

/** What a match plays: `games` games, two per opening with colours swapped. */
export interface MatchPlan {
  readonly games: number;
  readonly players: number;
  readonly openings: OpeningStyle;
  readonly gods: GodsOption;
  readonly seed: number;
  readonly sprt?: SprtSettings;
  /** Aborting stops the match: games under way are dropped, the result holds those finished. */
  readonly signal?: AbortSignal;
}

export interface MatchProgress {
  readonly done: number;
  readonly total: number;
  readonly tally: Tally;
  readonly sprt: SprtState | null;
}

export interface MatchResult {
  /** Finished games in game order. */
  readonly outcomes: GameOutcome[];
  readonly tally: Tally;
  readonly sprt: SprtState | null;
  /** Why the match ended before its last game: the SPRT decided, or it was interrupted. */
  readonly stoppedBy: 'sprt' | 'interrupt' | null;
}

/**
 * The games of a plan, made as they are needed: game 2k plays opening k with A on the even seats
 * (A moves first), game 2k + 1 the same opening with colours swapped.
 */
export function gameSchedule(plan: MatchPlan): (index: number) => GameJob {
  const godsOf = godsPlan(plan.gods, plan.players, plan.seed);
  let last: Opening | null = null;
  return (index) => {
    const openingIndex = Math.floor(index / 2);
    if (last?.index !== openingIndex) {
      const seed = mixSeed(plan.seed, openingIndex);
      const made = makeOpening(openingIndex, godsOf(openingIndex, seed), seed, plan.openings);
      if (!made.ok) throw new Error(`opening ${openingIndex}: ${made.error}`);
      last = made.value;
    }
    return { index, opening: last, aSide: index % 2 === 0 ? 0 : 1 };
  };
}

/**
 * Plays the plan's games on the runners, each runner one game at a time, and reports progress after
 * every game. With an SPRT the match stops once it decides: games still under way then are dropped,
 * so that the result is the one the decision was made on.
 */
export async function runMatch(
  plan: MatchPlan,
  runners: readonly GameRunner[],
  onProgress?: (progress: MatchProgress) => void,
): Promise<MatchResult> {
  const jobAt = gameSchedule(plan);
  const outcomes: GameOutcome[] = [];
  let tally = EMPTY_TALLY;
  let sprt: SprtState | null = plan.sprt === undefined ? null : sprtState(tally, plan.sprt);
  let stoppedBy: MatchResult['stoppedBy'] = null;
  let next = 0;
  const interrupted = new Promise<null>((resolve) => {
    if (plan.signal?.aborted === true) resolve(null);
    plan.signal?.addEventListener('abort', () => {
      resolve(null);
    });
  });

  const lane = async (runner: GameRunner): Promise<void> => {
    while (stoppedBy === null && next < plan.games) {
      if (plan.signal?.aborted === true) {
        stoppedBy = 'interrupt';
        return;
      }
      const job = jobAt(next++);
      const running = runner.run(job);
      // Once interrupted, a game's later failure is of no interest.
      running.catch(() => undefined);
      const outcome = await Promise.race([running, interrupted]);
      if (outcome === null) stoppedBy ??= 'interrupt';
      if (outcome === null || stoppedBy !== null) return;
      outcomes.push(outcome);
      tally = addResult(tally, outcome.score);
      if (plan.sprt !== undefined) {
        sprt = sprtState(tally, plan.sprt);
        if (sprt.verdict !== null && outcomes.length < plan.games) stoppedBy = 'sprt';
      }
      onProgress?.({ done: outcomes.length, total: plan.games, tally, sprt });
      // Games played in this thread never wait on anything: let signals and timers in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  await Promise.all(runners.map(lane));
  outcomes.sort((a, b) => a.index - b.index);
  return { outcomes, tally, sprt, stoppedBy };
}
