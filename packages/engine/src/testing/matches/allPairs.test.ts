import { describe, expect, it } from 'vitest';
import { implementedGods } from '../../gods/index.js';
import type { GodName } from '../../core/godNames.js';
import { godsProblem } from '../../setup/setupRules.js';
import { formatPosition, parsePosition } from '../../json/json.js';
import { DEFAULT_RULES } from '../../core/rules.js';
import { mulberry32, sweepSize } from '../index.js';
import { checkRandomGame } from './invariants.js';

const EMPTY = ['00000', '00000', '00000', '00000', '00000'];

function start(gods: readonly (GodName | null)[]) {
  // R7: Bia's side places first (in 4 players, the first seat of her team).
  const bia = gods.indexOf('bia');
  const result = parsePosition({
    players: gods.map((god) => ({ god, workers: [] })),
    levels: EMPTY,
    domes: [],
    toMove: bia < 0 ? 0 : gods.length === 4 ? bia % 2 : bia,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const powers: (GodName | null)[] = [null, ...implementedGods()];
/** Turns per game: the sample stops each game early, the full sweep plays up to 100 turns. */
const MAX_TURNS = sweepSize(40, 100);
const pairs = powers
  .flatMap((a) => powers.map((b) => [a, b] as const))
  .filter(([a, b]) => godsProblem([a, b], DEFAULT_RULES) === null);

describe('random games for every ordered pair of powers (2 players)', () => {
  // One test per first power, so the 900-odd games spread over workers and report as they go.
  it.each(powers.map((first) => [first ?? 'none', first] as const))(
    '%s in the first seat against every power',
    (_, first) => {
      const failures: string[] = [];
      pairs.forEach(([a, b], index) => {
        if (a !== first) return;
        const check = checkRandomGame(start([a, b]), mulberry32(index + 1), MAX_TURNS);
        if (check.problem !== null)
          failures.push(
            `${a ?? 'none'} vs ${b ?? 'none'}: ${check.problem}\n  at ${formatPosition(check.at)}`,
          );
      });
      expect(failures).toEqual([]);
    },
    300_000,
  );
});

/** `count` random god lineups for `players` seats that the rules allow. */
function lineups(players: number, count: number, seed: number): GodName[][] {
  const gods = implementedGods();
  const random = mulberry32(seed);
  const out: GodName[][] = [];
  for (let tries = 0; out.length < count && tries < count * 50 && gods.length > 0; tries++) {
    const lineup = Array.from(
      { length: players },
      () => gods[Math.floor(random() * gods.length)] ?? 'apollo',
    );
    if (godsProblem(lineup, DEFAULT_RULES) === null) out.push(lineup);
  }
  return out;
}

describe.each([3, 4])('random %i-player games', (players) => {
  const games = lineups(players, sweepSize(20, 60), players);
  it.skipIf(games.length === 0)(
    `plays ${games.length} lineups without breaking an invariant`,
    { timeout: 600_000 },
    () => {
      const failures: string[] = [];
      games.forEach((gods, index) => {
        const check = checkRandomGame(start(gods), mulberry32(1000 * players + index), sweepSize(80, 200));
        if (check.problem !== null)
          failures.push(`${gods.join(' ')}: ${check.problem}\n  at ${formatPosition(check.at)}`);
      });
      expect(failures).toEqual([]);
    },
  );
});
