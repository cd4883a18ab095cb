import { godTitle } from '../core/godNames.js';
import type { GodsProblem, RequiredStart } from '../core/godsProblem.js';

/** Why the gods cannot play together, in words (R13, R14). */
export function godsProblemText(problem: GodsProblem): string {
  switch (problem.kind) {
    case 'godsRequired':
      return `a ${problem.players}-player game needs a God Power for every player (rule R14)`;
    case 'playerCount':
      return `${godTitle(problem.god)} cannot be played with ${problem.players} players (rule R14)`;
    case 'bannedPair': {
      const allowed = problem.unless === undefined ? '' : `; the rule switch ${problem.unless} allows it`;
      return `${godTitle(problem.god)} and ${godTitle(problem.other)} are a banned pair (rule R13${allowed})`;
    }
    case 'facesItself':
      return `${godTitle(problem.god)} cannot face itself: its power is defined for one holder`;
  }
}

/** Why another seat than `required.seat` cannot be the Start Player (R26), as the setup says it. */
export const requiredStartText = ({ seat, god, rule }: RequiredStart): string =>
  `with the rule switch ${rule} ${godTitle(god)}'s player (player ${seat}) is the Start Player (R26)`;
