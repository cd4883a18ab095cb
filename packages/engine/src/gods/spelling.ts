import { sameStep, type Step, type Turn } from '../steps.js';
import { stepKey } from '../turn/written.js';
import type { SpellingStep } from './power.js';

/**
 * Legacy helpers for `Power.spellingSteps` (Morpheus, until it declares `writtenTurns`; then this
 * file goes): what may follow a partial turn in some spelling of a legal turn.
 */

/** Candidate next steps, each with the rests of the turns it leads to, in the order found. */
export class StepChoices {
  private readonly found = new Map<string, { step: Step; rests: Turn[] }>();

  add(step: Step, rest: Turn): void {
    const key = stepKey(step);
    const known = this.found.get(key);
    if (known === undefined) this.found.set(key, { step, rests: [rest] });
    else known.rests.push(rest);
  }

  list(): SpellingStep[] {
    // The shortest rests first: fewest steps for an opponent's power to rule out.
    return [...this.found.values()].map(({ step, rests }) => ({
      step,
      finishes: () => [...rests].sort((a, b) => a.length - b.length),
    }));
  }
}

/** Whether `turn` starts with the steps of `done`. */
const startsWith = (turn: Turn, done: Turn): boolean =>
  done.length <= turn.length &&
  done.every((step, index) => {
    const own = turn[index];
    return own !== undefined && sameStep(own, step);
  });

/** The next step of each of `turns` that starts with `done`, spelled as listed. */
function listedSteps(done: Turn, turns: readonly Turn[], into = new StepChoices()): StepChoices {
  for (const turn of turns) {
    const next = turn[done.length];
    if (next !== undefined && startsWith(turn, done)) into.add(next, turn.slice(done.length + 1));
  }
  return into;
}

/**
 * The steps that may follow `done` in a turn of `turns` whose steps after the first `head` come in
 * any order (Morpheus's builds, Poseidon's extra builds): those of the turn not yet taken. The rest
 * after each keeps the listed order, which the generator chose to be legal (a win comes last). Turns
 * `reorderable` refuses are spelled as listed.
 */
export function reorderedSteps(
  done: Turn,
  turns: readonly Turn[],
  head: number,
  reorderable: (turn: Turn) => boolean,
): SpellingStep[] {
  const choices = new StepChoices();
  for (const turn of turns) {
    if (done.length < head || !reorderable(turn)) {
      listedSteps(done, [turn], choices);
      continue;
    }
    if (!startsWith(turn, done.slice(0, head))) continue;
    const left = takeEach(turn.slice(head), done.slice(head));
    if (left === undefined) continue;
    left.forEach((step, index) => {
      // Pieces on one space are the same step: one rest for them.
      if (left.findIndex((other) => sameStep(other, step)) === index)
        choices.add(step, [...left.slice(0, index), ...left.slice(index + 1)]);
    });
  }
  return choices.list();
}

/** `steps` less one of each of `taken`, in order; undefined when some taken step is not among them. */
function takeEach(steps: Turn, taken: Turn): Step[] | undefined {
  const left = [...steps];
  for (const step of taken) {
    const at = left.findIndex((own) => sameStep(own, step));
    if (at < 0) return undefined;
    left.splice(at, 1);
  }
  return left;
}
