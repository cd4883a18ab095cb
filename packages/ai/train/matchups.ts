import { implementedGods, startingPosition, type GodName, type Position } from '@santorini/engine';

/** A game's gods, one per seat (null: no power). */
export type Matchup = readonly (GodName | null)[];

/**
 * Which games are played: `none` only the base game; `all` each game a matchup drawn from every
 * 2-player pairing the setup rules allow (no power counts as one choice on each side), with
 * `baseShare` of the games the base game; or a fixed list of matchups drawn uniformly.
 */
export type MatchupPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'all'; readonly baseShare: number }
  | { readonly kind: 'list'; readonly matchups: readonly Matchup[] };

/** Reads `none`, `all` or `artemis:pan,none:minotaur,...`; throws on an unknown god. */
export function parseMatchups(text: string, baseShare: number): MatchupPlan {
  if (text === 'none') return { kind: 'none' };
  if (text === 'all') return { kind: 'all', baseShare };
  const gods = new Set<string>(implementedGods());
  const god = (name: string): GodName | null => {
    if (name === 'none') return null;
    if (!gods.has(name)) throw new Error(`--gods: unknown god '${name}'`);
    return name as GodName;
  };
  const matchups = text.split(',').map((pair) => {
    const [first = '', second = 'none', ...rest] = pair.trim().split(':');
    if (rest.length > 0) throw new Error(`--gods: a matchup is GOD:GOD, got '${pair}'`);
    return [god(first), god(second)];
  });
  return { kind: 'list', matchups };
}

/** The matchup of one game and its start (before placement), drawn with `random`. */
export function drawMatchup(
  plan: MatchupPlan,
  random: () => number,
  seed: number,
): { gods: Matchup; start: Position } {
  const pool: (GodName | null)[] = [null, ...implementedGods()];
  for (let tries = 0; tries < 1000; tries++) {
    let gods: Matchup;
    if (plan.kind === 'none' || (plan.kind === 'all' && random() < plan.baseShare)) gods = [null, null];
    else if (plan.kind === 'list')
      gods = plan.matchups[Math.floor(random() * plan.matchups.length)] ?? [null, null];
    else gods = [pick(pool, random), pick(pool, random)];
    const started = startingPosition(gods, 0, {}, seed);
    if (started.ok) return { gods, start: started.value };
    if (plan.kind !== 'all') throw new Error(`matchup ${gods.join(':')}: ${started.error.message}`);
  }
  throw new Error('no playable matchup drawn in 1000 tries');
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** The `--gods` text of a plan (`parseMatchups` reads it back). */
export function matchupsText(plan: MatchupPlan): string {
  if (plan.kind !== 'list') return plan.kind;
  return plan.matchups.map((gods) => gods.map((god) => god ?? 'none').join(':')).join(',');
}
