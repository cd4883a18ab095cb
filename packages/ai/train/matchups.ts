import {
  implementedGods,
  randomGods,
  startingPosition,
  type GodName,
  type Position,
} from '@santorini/engine';

/** A game's gods, one per seat (null: no power). */
export type Matchup = readonly (GodName | null)[];

/**
 * Which games are played: `none` only the base game; `all` each game a matchup drawn from every
 * 2-player pairing the setup rules allow (no power counts as one choice on each side), with
 * `baseShare` of the games the base game (in 3–4 players, which need a power a seat, every seat's
 * is drawn as the engine's `randomGods` draws them); or a fixed list of matchups drawn uniformly.
 */
export type MatchupPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'all'; readonly baseShare: number }
  | { readonly kind: 'list'; readonly matchups: readonly Matchup[] };

/**
 * Reads `none`, `all` or `artemis:pan,none:minotaur,...` (a matchup names one power or `none` per
 * seat, 2–4 of them); throws on an unknown god.
 */
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
    const names = pair.trim().split(':');
    if (names.length > 4) throw new Error(`--gods: a matchup is GOD:GOD (one per seat, 2–4), got '${pair}'`);
    if (names.length === 1) names.push('none');
    return names.map(god);
  });
  return { kind: 'list', matchups };
}

/** The matchup of one game of `players` seats and its start (before placement), drawn with `random`. */
export function drawMatchup(
  plan: MatchupPlan,
  random: () => number,
  seed: number,
  players = 2,
): { gods: Matchup; start: Position } {
  const pool: (GodName | null)[] = [null, ...implementedGods()];
  const none: Matchup = new Array<null>(players).fill(null);
  for (let tries = 0; tries < 1000; tries++) {
    let gods: Matchup;
    if (plan.kind === 'none' || (plan.kind === 'all' && random() < plan.baseShare)) gods = none;
    else if (plan.kind === 'list') gods = plan.matchups[Math.floor(random() * plan.matchups.length)] ?? none;
    else if (players === 2) gods = [pick(pool, random), pick(pool, random)];
    else gods = drawnGods(players, Math.floor(random() * 0x7fffffff));
    const named = gods.map((god) => god ?? 'none').join(':');
    if (gods.length !== players) throw new Error(`matchup ${named} is not for ${players} players`);
    const started = startingPosition(gods, 0, {}, seed);
    if (started.ok) return { gods, start: started.value };
    if (plan.kind !== 'all') throw new Error(`matchup ${named}: ${started.error.message}`);
  }
  throw new Error('no playable matchup drawn in 1000 tries');
}

function drawnGods(players: number, seed: number): Matchup {
  const drawn = randomGods(players, seed);
  if (!drawn.ok) throw new Error(`no powers drawn for ${players} players: ${drawn.error.kind}`);
  return drawn.value.gods;
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** The `--gods` text of a plan (`parseMatchups` reads it back). */
export function matchupsText(plan: MatchupPlan): string {
  if (plan.kind !== 'list') return plan.kind;
  return plan.matchups.map((gods) => gods.map((god) => god ?? 'none').join(':')).join(',');
}
