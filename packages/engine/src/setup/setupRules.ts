import type { GodName } from '../core/godNames.js';
import type { RuleSwitches } from '../core/rules.js';
import type { GodsProblem, RequiredStart } from '../core/godsProblem.js';
import { powerOf } from '../gods/index.js';

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
): GodsProblem | null {
  const players = gods.length;
  const inPlay = gods.filter((_, seat) => out[seat] !== true);
  if (players > 2 && inPlay.some((god) => god === null))
    return { kind: 'godsRequired', rule: 'R14', players };
  const seen = new Set<GodName>();
  for (const god of inPlay) {
    if (god === null) continue;
    const power = powerOf(god);
    if (seen.has(god) && power.singleHolder === true) return { kind: 'facesItself', god };
    seen.add(god);
    if (power.playerCounts !== undefined && !power.playerCounts.includes(players))
      return { kind: 'playerCount', rule: 'R14', god, players };
  }
  for (const god of seen) {
    for (const { god: other, unless } of powerOf(god).bannedWith ?? []) {
      if (!seen.has(other) || (unless !== undefined && rules[unless])) continue;
      return unless === undefined
        ? { kind: 'bannedPair', rule: 'R13', god, other }
        : { kind: 'bannedPair', rule: 'R13', god, other, unless };
    }
  }
  return null;
}

/** The seat a rule switch makes the Start Player (`Power.startsWith`: Bia with `biaStarts`), or null. */
export function requiredStart(gods: readonly (GodName | null)[], rules: RuleSwitches): RequiredStart | null {
  for (const [seat, god] of gods.entries()) {
    const rule = powerOf(god).startsWith;
    if (god !== null && rule !== undefined && rules[rule]) return { seat, god, rule };
  }
  return null;
}

/** The rule switch that `start` breaks as Start Player (R26), or null. */
export function requiredStartProblem(
  gods: readonly (GodName | null)[],
  rules: RuleSwitches,
  start: number,
): RequiredStart | null {
  const required = requiredStart(gods, rules);
  return required === null || required.seat === start ? null : required;
}
