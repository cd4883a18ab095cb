import { DEFAULT_TUNING, type SearchTuning } from '@santorini/ai';

/**
 * Search-setting variants to compare against the defaults (`time:50:name`). Each changes one
 * default back or forward; results of 200-game runs at 50 ms/turn are in packages/ai/docs/experiments.md.
 */
export const TUNINGS: Record<string, Partial<SearchTuning>> = {
  noStaticCut: { staticCutDepth: 0 },
  staticCut40: { staticCutMargin: 40 },
  staticCut80: { staticCutMargin: 80 },
  noLateMovePruning: { lateMoveBase: 0, lateMoveDepth: 0 },
  lmr2: { reductionDivisor: 2 },
  lmr3: { reductionDivisor: 3 },
  lmr15: { reductionDivisor: 1.5 },
  sortAll: { frontierSorted: 128 },
  threatsQuiet: { threatsTactical: false },
  noThreatWins: { threatWins: false },
  lazy100: { lazyMargin: 100 },
  lazy150: { lazyMargin: 150 },
  lazy200: { lazyMargin: 200 },
  lazy300: { lazyMargin: 300 },
  noSingular: { singularDepth: 0 },
  singular4: { singularDepth: 4 },
  singular8: { singularDepth: 8 },
  singularMargin4: { singularMargin: 4 },
  singularMargin6: { singularMargin: 6 },
  singularMargin20: { singularMargin: 20 },
  noHistoryMalus: { historyMalus: false },
  lateMoves4: { lateMoveBase: 4 },
  lateMoves8: { lateMoveBase: 8 },
  lateMoveDepth4: { lateMoveDepth: 4 },
  staticCutDepth4: { staticCutDepth: 4 },
};

/** The defaults with the named variants (`a+b`) applied; an unknown name is refused. */
export function tuningNamed(names: string): SearchTuning {
  let tuning = { ...DEFAULT_TUNING };
  for (const name of names.split('+').filter((n) => n !== '')) {
    const variant = TUNINGS[name];
    if (variant === undefined)
      throw new Error(`unknown tuning ${name}: one of ${Object.keys(TUNINGS).join(', ')}`);
    tuning = { ...tuning, ...variant };
  }
  return tuning;
}
