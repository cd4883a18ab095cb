import type { GameOutcome } from './game.js';
import type { MatchResult } from './match.js';
import { addResult, EMPTY_TALLY } from './statistics.js';

/** A finished game for table and report tests: only what they read is filled in. */
export function outcome(
  index: number,
  score: number,
  gods: (string | null)[],
  extra: Partial<GameOutcome> = {},
): GameOutcome {
  const aSide = index % 2 === 0 ? 0 : 1;
  return {
    index,
    openingIndex: Math.floor(index / 2),
    aSide,
    gods,
    winner: score === 1 ? 'A' : score === 0 ? 'B' : null,
    score,
    termination: score === 0.5 ? 'max-turns' : 'win',
    turns: 10 + index,
    record: {
      players: gods.map((god) => ({ god: god as null })),
      start: 0,
      rules: {},
      seed: index,
      turns: ['@b2 @d4'],
    },
    ...extra,
  };
}

export function resultOf(outcomes: GameOutcome[], rest: Partial<MatchResult> = {}): MatchResult {
  return {
    outcomes,
    tally: outcomes.reduce((tally, game) => addResult(tally, game.score), EMPTY_TALLY),
    sprt: null,
    stoppedBy: null,
    ...rest,
  };
}
