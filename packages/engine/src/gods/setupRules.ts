import { GOD_NAMES, godTitle, type GodName } from './names.js';
import type { RuleSwitches } from '../rules.js';

/** The ten Simple Gods (1–10): Chaos's deck. */
export const SIMPLE_GODS: readonly GodName[] = GOD_NAMES.slice(0, 10);

/** Gods without the 3-player icon, and without the 4-player icon (rule R14). */
const NOT_IN_3P: readonly GodName[] = ['aphrodite', 'chronus', 'circe'];
const NOT_IN_4P: readonly GodName[] = ['chronus', 'circe'];

/**
 * Why a set of gods cannot play together in a position, or null: R14 (gods required with 3–4
 * players, player-count icons) and R13 (Circe vs Eros unless `allowCirceEros`). The setup flow also
 * requires distinct gods (the challenger offers different cards); positions allow mirror matches.
 */
export function godsProblem(gods: readonly (GodName | null)[], rules: RuleSwitches): string | null {
  const count = gods.length;
  if (count > 2 && gods.some((god) => god === null))
    return `a ${count}-player game needs a God Power for every player (rule R14)`;
  const seen = new Set<GodName>();
  for (const god of gods) {
    if (god === null) continue;
    // Mirror matches (the same power on both sides) are fine for play and study, except for powers
    // whose state is single by nature: one deck for Chaos, one borrowing for Circe.
    if (seen.has(god) && (god === 'chaos' || god === 'circe'))
      return `${godTitle(god)} cannot face itself: its power is defined for one holder`;
    seen.add(god);
    if (count === 3 && NOT_IN_3P.includes(god))
      return `${godTitle(god)} cannot be played with 3 players (rule R14)`;
    if (count === 4 && NOT_IN_4P.includes(god))
      return `${godTitle(god)} cannot be played with 4 players (rule R14)`;
  }
  if (seen.has('circe') && seen.has('eros') && !rules.allowCirceEros)
    return 'Circe and Eros are a banned pair (rule R13; the rule switch allowCirceEros allows it)';
  return null;
}

/** Chaos's cards at the start of a game without a shuffle: spec §2's default. */
export function defaultChaosCards(
  gods: readonly (GodName | null)[],
): { card: GodName; deck: GodName[] } | null {
  const free = SIMPLE_GODS.filter((god) => !gods.includes(god));
  const [card, ...deck] = free;
  return card === undefined ? null : { card, deck };
}
