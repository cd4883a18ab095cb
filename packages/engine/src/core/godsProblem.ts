import type { GodName } from './godNames.js';
import type { RuleSwitches } from './rules.js';

/**
 * Why a set of gods cannot play together (data; words/godsWords.ts writes it): R14 a god for every
 * player in 3–4 players, R14 a card's player counts, R13 a banned pair (`unless`: the rule switch
 * that would allow it), or a power defined for one holder facing itself.
 */
export type GodsProblem =
  | { readonly kind: 'godsRequired'; readonly rule: 'R14'; readonly players: number }
  | { readonly kind: 'playerCount'; readonly rule: 'R14'; readonly god: GodName; readonly players: number }
  | {
      readonly kind: 'bannedPair';
      readonly rule: 'R13';
      readonly god: GodName;
      readonly other: GodName;
      readonly unless?: keyof RuleSwitches;
    }
  | { readonly kind: 'facesItself'; readonly god: GodName };

/** A rule switch that makes one seat the Start Player (R26): the seat, its god and the switch. */
export interface RequiredStart {
  readonly seat: number;
  readonly god: GodName;
  readonly rule: keyof RuleSwitches;
}
