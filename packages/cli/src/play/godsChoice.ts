import { err, godTitle, isGodName, ok, type GodName, type Result } from '@santorini/engine';

/**
 * How the powers of a game are decided: no powers, the random shortcut (engine `randomGods`), one
 * power per seat given in seat order (`none` for a seat without one, where R14 allows), or the
 * Challenger's offer and the players' choices (rules.md §4.1).
 */
export type GodsChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'random' }
  | { readonly kind: 'challenger' }
  | { readonly kind: 'list'; readonly gods: readonly (GodName | null)[] };

/** Reads `none`, `random`, `challenger` or a comma-separated list like `apollo,athena` or `pan,none`. */
export function parseGodsChoice(text: string): Result<GodsChoice, string> {
  const word = text.trim().toLowerCase();
  if (word === 'none' || word === '') return ok({ kind: 'none' });
  if (word === 'random') return ok({ kind: 'random' });
  if (word === 'challenger') return ok({ kind: 'challenger' });
  const gods: (GodName | null)[] = [];
  for (const raw of word.split(',')) {
    const name = raw.trim();
    if (name === 'none') gods.push(null);
    else if (isGodName(name)) gods.push(name);
    else return err(`unknown god '${name}' (write none, random, challenger, or gods like apollo,athena)`);
  }
  if (gods.length < 2 || gods.length > 4)
    return err(`a list of gods names one per player (2 to 4), got ${gods.length}`);
  return ok({ kind: 'list', gods });
}

/** `Athena` or `no power`. */
export const godLabel = (god: GodName | null): string => (god === null ? 'no power' : godTitle(god));
