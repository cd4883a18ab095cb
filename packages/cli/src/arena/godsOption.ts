import {
  DEFAULT_RULES,
  err,
  godTitle,
  implementedGods,
  isGodName,
  offerProblem,
  ok,
  randomGods,
  type GodName,
  type Result,
} from '@santorini/engine';
import { seededRandom } from '../random.js';

/**
 * Which powers the openings of a match use: none, a random legal set per opening (drawn by its
 * seed), one fixed set in seat order, or every pair of implemented powers allowed together
 * (2 players), in an order shuffled by the match seed.
 */
export type GodsOption =
  | { readonly kind: 'none' }
  | { readonly kind: 'random' }
  | { readonly kind: 'fixed'; readonly gods: readonly GodName[] }
  | { readonly kind: 'all-pairs' };

/** Reads `none`, `random`, `all-pairs` or one god per player (`apollo,athena`). */
export function parseGodsOption(text: string, players: number): Result<GodsOption, string> {
  const word = text.trim().toLowerCase();
  if (word === 'none') {
    return players === 2
      ? ok({ kind: 'none' })
      : err(`a ${players}-player game needs a God Power for every player (rule R14): use random or a list`);
  }
  if (word === 'random') return ok({ kind: 'random' });
  if (word === 'all-pairs') {
    return players === 2 ? ok({ kind: 'all-pairs' }) : err('all-pairs is for 2 players');
  }
  const names = word.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !isGodName(name));
  if (unknown !== undefined)
    return err(
      `unknown god '${unknown}' (write none, random, all-pairs, or one god per player: apollo,athena)`,
    );
  const gods = names as GodName[];
  const problem = offerProblem(gods, players, DEFAULT_RULES);
  return problem === null ? ok({ kind: 'fixed', gods }) : err(problem.message);
}

/** Every unordered pair of implemented powers that may play each other, in a stable order. */
export function allowedPairs(): [GodName, GodName][] {
  const gods = implementedGods();
  const pairs: [GodName, GodName][] = [];
  for (const [i, first] of gods.entries())
    for (const second of gods.slice(i + 1))
      if (offerProblem([first, second], 2, DEFAULT_RULES) === null) pairs.push([first, second]);
  return pairs;
}

/**
 * The gods of each opening by its index; `all-pairs` shuffles the pairs once with `seed` and goes
 * round them.
 */
export function godsPlan(
  option: GodsOption,
  players: number,
  seed: number,
): (index: number, openingSeed: number) => (GodName | null)[] {
  switch (option.kind) {
    case 'none':
      return () => new Array<null>(players).fill(null);
    case 'fixed':
      return () => [...option.gods];
    case 'random':
      return (_index, openingSeed) => {
        const setup = randomGods(players, openingSeed);
        if (!setup.ok) throw new Error(setup.error.message);
        return [...setup.value.gods];
      };
    case 'all-pairs': {
      const pairs = shuffled(allowedPairs(), seed);
      return (index) => [...(pairs[index % pairs.length] ?? [])];
    }
  }
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `apollo vs athena`, `no powers`: a god set for tables. */
export const godsLabel = (gods: readonly (GodName | null)[]): string =>
  gods.every((god) => god === null)
    ? 'no powers'
    : gods.map((god) => (god === null ? 'none' : godTitle(god))).join(' vs ');
