import { implementedGods } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import { godsProblem } from '../setup/setupRules.js';
import { formatPosition, positionKey } from '../json/json.js';
import { boardProblem, listedTurnProblem } from './matches/invariants.js';
import type { Position } from '../core/position.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { legalTurns } from '../turn/legalTurns.js';
import { emptyBoard } from './board.js';
import { mulberry32, pick } from './random.js';
/** What random playouts saw: the positions checked and every broken invariant. */
export interface PlayoutReport {
  readonly positions: number;
  readonly games: number;
  readonly finished: number;
  readonly failures: string[];
}

/**
 * Plays one random game from `start` for at most `maxTurns` turns, checking on every position the
 * board invariants (levels, no worker on a dome, distinct workers, JSON round trip), that no two
 * listed turns give the same position, and that the chosen turn and `sampled` other listed turns
 * apply with applyTurnText to their listed positions. Returns the positions seen and problems.
 */
function playout(
  start: Position,
  random: () => number,
  maxTurns: number,
  sampled = 3,
): { positions: number; finished: boolean; problem: string | null } {
  let pos = start;
  for (let turn = 0; turn < maxTurns; turn++) {
    const fail = (problem: string) => ({
      positions: turn + 1,
      finished: false,
      problem: `${problem}\n  at ${formatPosition(pos)}`,
    });
    const board = boardProblem(pos);
    if (board !== null) return fail(board);
    const children = legalTurns(pos);
    if (children.length === 0) return { positions: turn + 1, finished: true, problem: null };
    if (new Set(children.map((child) => positionKey(child.position))).size !== children.length)
      return fail('two listed turns give the same position');
    const chosen = pick(children, random) ?? children[0];
    if (chosen === undefined) break;
    const checked = [chosen];
    for (let i = 0; i < sampled; i++) checked.push(pick(children, random) ?? chosen);
    for (const listed of checked) {
      const problem = listedTurnProblem(pos, listed);
      if (problem !== null) return fail(problem);
    }
    pos = chosen.position;
  }
  return { positions: maxTurns, finished: false, problem: null };
}

/**
 * Random games from the empty board for each of `gods`: against no power, against itself where the
 * rules allow, against two other implemented powers chosen by the seed (both seatings), in one
 * 3-player and one 4-player lineup; then against more random opponents until `minPositions`
 * positions have been checked (at most 40 games).
 */
export function randomPlayouts(
  gods: readonly GodName[],
  seed: number,
  maxTurns: number,
  minPositions = 300,
): PlayoutReport {
  const random = mulberry32(seed);
  const others = implementedGods();
  const allowed = (lineup: (GodName | null)[]): boolean => godsProblem(lineup, DEFAULT_RULES) === null;
  const lineups: (GodName | null)[][] = [];
  for (const god of gods) {
    const candidates: (GodName | null)[][] = [
      [god, null],
      [null, god],
      [god, god],
    ];
    for (let i = 0; i < 2; i++) {
      const other = pick(others, random) ?? god;
      candidates.push([god, other], [other, god]);
    }
    for (const players of [3, 4]) {
      const lineup: GodName[] = [god];
      while (lineup.length < players) lineup.push(pick(others, random) ?? god);
      candidates.push(lineup);
    }
    lineups.push(...candidates.filter(allowed));
  }
  let positions = 0;
  let finished = 0;
  const failures: string[] = [];
  for (let game = 0; game < 40 && failures.length === 0; game++) {
    let lineup = lineups[game];
    if (lineup === undefined) {
      if (positions >= minPositions) break;
      const god = pick(gods, random) ?? null;
      const other = pick(others, random) ?? null;
      lineup = random() < 0.5 ? [god, other] : [other, god];
      if (!allowed(lineup)) continue;
      lineups.push(lineup);
    }
    const result = playout(emptyBoard(lineup, {}, seed + game), random, maxTurns);
    positions += result.positions;
    if (result.finished) finished += 1;
    if (result.problem !== null)
      failures.push(`${lineup.map((god) => god ?? 'none').join(' vs ')}: ${result.problem}`);
  }
  return { positions, games: lineups.length, finished, failures };
}
