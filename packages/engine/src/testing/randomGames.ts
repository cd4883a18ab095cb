import { applyTurnText } from '../written/apply.js';
import type { GodName } from '../core/godNames.js';
import { formatPosition, positionKey } from '../json/json.js';
import { checkRandomGame } from './matches/invariants.js';
import { emptyPosition, NONE, type Position } from '../core/position.js';
import { legalTurns, type LegalTurn } from '../turn/legalTurns.js';
import { board, emptyBoard, player } from './board.js';
import { mulberry32, pick } from './random.js';

/** The positions of one random base game from the empty board, the finished one included. */
export function randomGame(seed: number): Position[] {
  const random = mulberry32(seed);
  const positions: Position[] = [emptyPosition()];
  for (;;) {
    const last = positions[positions.length - 1] ?? emptyPosition();
    const next = pick(legalTurns(last), random);
    if (next === undefined) return positions;
    positions.push(next.position);
  }
}

/**
 * Why a position breaks the board invariants (levels 0–3 layers, no worker on a dome, workers
 * distinct, worker squares and sides agreeing), or null.
 */
function boardProblem(pos: Position): string | null {
  if ((pos.l2 & ~pos.l1) !== 0 || (pos.l3 & ~pos.l2) !== 0) return 'levels are not 0–3 layers';
  const squares = pos.workerSquares.filter((sq) => sq !== NONE);
  if (new Set(squares).size !== squares.length) return 'two workers on one square';
  if (squares.some((sq) => pos.domeAt(sq))) return 'a worker on a dome';
  const seen = squares.reduce((set, sq) => set | (1 << sq), 0);
  let sides = 0;
  for (const side of pos.sideWorkers) {
    if ((sides & side) !== 0) return 'two sides claim one square';
    sides |= side;
  }
  if (seen !== sides) return 'worker squares and worker sets disagree';
  return null;
}

/** Why a listed turn does not apply by text to its listed position, or null. */
function appliedProblem(pos: Position, turn: LegalTurn): string | null {
  const applied = applyTurnText(pos, turn.text);
  if (!applied.ok) return `"${turn.text}" rejected (${applied.error.message})`;
  if (positionKey(applied.value) !== positionKey(turn.position))
    return `"${turn.text}" gives another position`;
  return null;
}

const distinctPositions = (turns: readonly LegalTurn[]): boolean =>
  new Set(turns.map((turn) => positionKey(turn.position))).size === turns.length;

export interface RandomCheck {
  readonly positions: number;
  readonly finished: number;
  readonly problems: string[];
}

/**
 * Plays `games` random games for each line-up of gods from the empty board (placement included),
 * at most `maxTurns` turns each, and checks every position reached: the board invariants, listed
 * turns giving distinct positions, and (on every `fullEvery`-th position after placement, about
 * `sample` of the listed turns at random, and always the turn played) each listed turn applying as
 * listed to its listed position.
 */
export function randomGames(
  lineups: readonly (readonly (GodName | null)[])[],
  games: number,
  maxTurns: number,
  seed: number,
  fullEvery = 10,
  sample = Infinity,
): RandomCheck {
  const problems: string[] = [];
  let positions = 0;
  let finished = 0;
  lineups.forEach((gods, lineup) => {
    for (let game = 0; game < games; game++) {
      const random = mulberry32(seed + lineup * 7919 + game);
      let pos = board({ players: gods.map((god) => player(god, [])) });
      for (let turn = 0; turn <= maxTurns; turn++) {
        positions++;
        const where = () => `${gods.join('/')} game ${game} turn ${turn}: ${formatPosition(pos)}`;
        const problem = boardProblem(pos);
        if (problem !== null) problems.push(`${problem} in ${where()}`);
        const turns = legalTurns(pos);
        if (turns.length === 0) {
          if (pos.winner === null) problems.push(`no turn and no winner in ${where()}`);
          finished++;
          break;
        }
        if (!distinctPositions(turns)) problems.push(`two listed turns give the same position in ${where()}`);
        const chosen = turns[Math.floor(random() * turns.length)] ?? turns[0];
        if (chosen === undefined) break;
        const full = turn % fullEvery === 0 && !pos.inPlacement;
        const some = turns.length <= sample ? turns : turns.filter(() => random() * turns.length < sample);
        for (const t of full ? [...some, chosen] : [chosen]) {
          const applied = appliedProblem(pos, t);
          if (applied !== null) problems.push(`${applied} in ${where()}`);
        }
        if (problems.length > 5) return;
        pos = chosen.position;
      }
    }
  });
  return { positions, finished, problems };
}

export interface LineupRun {
  /** Positions checked. */
  readonly positions: number;
  /** Games that ended with a winner within `maxTurns`. */
  readonly finished: number;
  /** Turns applied by text and compared. */
  readonly applied: number;
  readonly problems: string[];
}

export interface LineupOptions {
  readonly gods: readonly (GodName | null)[];
  readonly games: number;
  readonly maxTurns: number;
  readonly seed: number;
  /** How many listed turns (besides the one played) to apply by text at each position. */
  readonly sample: number;
}

/**
 * Random games of one lineup from the empty board (placement included), each stopped after
 * `maxTurns` turns, until the first problem. At every position: the board invariants hold; no two
 * listed turns give the same position (by the canonical key of spec §2.1, independent of the hashes
 * `legalTurns` merges by); the played turn and `sample` other listed turns apply by text to their
 * listed positions; a position with no listed turn has a winner.
 */
export function randomGamesOfLineup(options: LineupOptions): LineupRun {
  const problems: string[] = [];
  let positions = 0;
  let finished = 0;
  let applied = 0;
  const clean = (): boolean => problems.length === 0;
  for (let game = 0; game < options.games && clean(); game++) {
    const random = mulberry32(options.seed + game * 7919);
    let pos = board({ players: options.gods.map((god) => player(god, [])) });
    for (let turn = 0; turn <= options.maxTurns; turn++) {
      positions++;
      const where = (): string => `game ${game} turn ${turn}: ${formatPosition(pos)}`;
      const problem = boardProblem(pos);
      if (problem !== null) problems.push(`${problem} in ${where()}`);
      const turns = legalTurns(pos);
      if (turns.length === 0) {
        if (pos.winner === null) problems.push(`no turn and no winner in ${where()}`);
        else finished++;
        break;
      }
      if (!distinctPositions(turns)) problems.push(`two listed turns give the same position in ${where()}`);
      const choose = (): LegalTurn => turns[Math.floor(random() * turns.length)] ?? turns[0] ?? never();
      const chosen = choose();
      const checked = pos.inPlacement
        ? [chosen]
        : [chosen, ...Array.from({ length: options.sample }, choose)];
      for (const turnChecked of checked) {
        applied++;
        const bad = appliedProblem(pos, turnChecked);
        if (bad !== null) problems.push(`${bad} in ${where()}`);
      }
      if (!clean()) break;
      pos = chosen.position;
    }
  }
  return { positions, finished, applied, problems };
}

function never(): never {
  throw new Error('unreachable');
}

/**
 * Plays `games` random games from the empty board for each lineup, checking the invariants of
 * matches/invariants.ts (board sanity, JSON round trip, every listed turn applies as listed, listed
 * turns give distinct positions) and that each game ends or reaches `maxTurns`. Returns the problems.
 */
export function randomGameProblems(
  lineups: readonly (readonly (GodName | null)[])[],
  games: number,
  maxTurns: number,
  seed: number,
): string[] {
  const problems: string[] = [];
  let checked = 0;
  lineups.forEach((gods, lineup) => {
    for (let game = 0; game < games; game++) {
      const check = checkRandomGame(emptyBoard(gods), mulberry32(seed + lineup * 1000 + game), maxTurns);
      checked += check.turns;
      if (check.problem !== null)
        problems.push(`${gods.join(' ')}: ${check.problem} at ${formatPosition(check.at)}`);
      else if (check.turns < maxTurns && check.winner === null)
        problems.push(`${gods.join(' ')}: a game stopped with no winner at ${formatPosition(check.at)}`);
    }
  });
  if (checked === 0) problems.push('no position was checked');
  return problems;
}
