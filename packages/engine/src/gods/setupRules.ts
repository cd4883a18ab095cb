import { godTitle, type GodName } from './names.js';
import type { RuleSwitches } from '../rules.js';
import { powerOf, simpleGods } from './index.js';

/**
 * Why a set of gods cannot play together in a position, or null: R14 (gods required with 3–4
 * players, each card's player counts) and R13 (banned pairs, unless a rule switch allows the pair).
 * The setup flow also requires distinct gods (the challenger offers different cards); positions
 * allow mirror matches, except of powers defined for one holder. Seats marked `out` are left out
 * (R23: an eliminated seat's god has no effect).
 */
export function godsProblem(
  gods: readonly (GodName | null)[],
  rules: RuleSwitches,
  out: readonly boolean[] = [],
): string | null {
  const count = gods.length;
  const inPlay = gods.filter((_, seat) => out[seat] !== true);
  if (count > 2 && inPlay.some((god) => god === null))
    return `a ${count}-player game needs a God Power for every player (rule R14)`;
  const seen = new Set<GodName>();
  for (const god of inPlay) {
    if (god === null) continue;
    const power = powerOf(god);
    if (seen.has(god) && power.singleHolder === true)
      return `${godTitle(god)} cannot face itself: its power is defined for one holder`;
    seen.add(god);
    if (power.playerCounts !== undefined && !power.playerCounts.includes(count))
      return `${godTitle(god)} cannot be played with ${count} players (rule R14)`;
  }
  for (const god of seen) {
    for (const { god: other, unless } of powerOf(god).bannedWith ?? []) {
      if (!seen.has(other) || (unless !== undefined && rules[unless])) continue;
      const allowed = unless === undefined ? '' : `; the rule switch ${unless} allows it`;
      return `${godTitle(god)} and ${godTitle(other)} are a banned pair (rule R13${allowed})`;
    }
  }
  return null;
}

/** The Simple Gods no player holds: Chaos's cards. */
export const freeSimpleGods = (gods: readonly (GodName | null)[]): GodName[] =>
  simpleGods().filter((god) => !gods.includes(god));

/** Chaos's cards at the start of a game without a shuffle: spec §2's default. */
export function defaultChaosCards(
  gods: readonly (GodName | null)[],
): { card: GodName; deck: GodName[] } | null {
  const [card, ...deck] = freeSimpleGods(gods);
  return card === undefined ? null : { card, deck };
}

/** The seat a rule switch makes the Start Player (`Power.startsWith`: Bia with `biaStarts`), or null. */
export function requiredStart(
  gods: readonly (GodName | null)[],
  rules: RuleSwitches,
): { readonly seat: number; readonly god: GodName; readonly rule: keyof RuleSwitches } | null {
  for (const [seat, god] of gods.entries()) {
    const rule = powerOf(god).startsWith;
    if (god !== null && rule !== undefined && rules[rule]) return { seat, god, rule };
  }
  return null;
}

/** Why `start` cannot be the Start Player under the rule switches (R26), or null. */
export function requiredStartProblem(
  gods: readonly (GodName | null)[],
  rules: RuleSwitches,
  start: number,
): string | null {
  const required = requiredStart(gods, rules);
  if (required === null || required.seat === start) return null;
  const { seat, god, rule } = required;
  return `with the rule switch ${rule} ${godTitle(god)}'s player (player ${seat}) is the Start Player (R26)`;
}
