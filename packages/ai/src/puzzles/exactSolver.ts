import { formatTurn, legalTurns, type LegalTurn, type Position } from '@santorini/engine';

/** Thrown when a solver has generated its budget of turn lists: the question is left unanswered. */
export class SolverBudgetExceeded extends Error {
  constructor(readonly generations: number) {
    super(`the exact solver gave up after listing the turns of ${generations} positions`);
  }
}

/** What the solver has proved about one position (its side to move). */
interface Known {
  /** The fewest own turns in which a forced win is proved (Infinity: none proved yet). */
  winIn: number;
  /** No forced win within this many own turns (0: nothing proved). */
  noWinWithin: number;
}

const MEMO_LIMIT = 400_000;

/**
 * An exact, exhaustive solver for 2-player positions with any of the simple powers: a depth-limited
 * AND/OR search over every legal turn the engine lists (`legalTurns`, so every power's rules are the
 * engine's), with no evaluation and no pruning beyond what is proved. Results are remembered by
 * position hash; the refutation found last at each depth is tried first (a killer turn), which
 * only reorders the search. A `budget` of turn lists makes a question too costly to answer throw
 * `SolverBudgetExceeded` instead of running on.
 */
export class ExactSolver {
  /** Positions whose turns have been listed so far. */
  generations = 0;
  private readonly known = new Map<string, Known>();
  private readonly killers: string[] = [];

  constructor(private readonly budget = Infinity) {}

  /** Every legal turn of the side to move (one per resulting position), counted against the budget. */
  turns(pos: Position): LegalTurn[] {
    if (++this.generations > this.budget) throw new SolverBudgetExceeded(this.generations);
    return legalTurns(pos);
  }

  /** Does the side to move force a win within `turns` of its own turns (the winning one included)? */
  winsWithin(pos: Position, turns: number): boolean {
    if (turns < 1 || pos.winner !== null) return false;
    const key = keyOf(pos);
    const known = this.known.get(key);
    if (known !== undefined) {
      if (known.winIn <= turns) return true;
      if (known.noWinWithin >= turns) return false;
    }
    const result = this.searchWin(pos, turns);
    this.remember(key, known, turns, result);
    return result;
  }

  /**
   * The side to move (just handed the turn) loses within `turns` of the opponent's turns whatever
   * it does: each of its turns leaves the opponent a forced win within that many turns.
   */
  losesWithin(pos: Position, turns: number): boolean {
    if (pos.winner !== null) return pos.winner !== pos.toMove;
    const mover = pos.toMove;
    const replies = this.turns(pos);
    if (replies.length === 0) return true;
    for (const reply of replies) if (reply.winner === mover) return false;
    if (turns < 1) return false;
    const killerAt = 2 * turns;
    for (const reply of this.withKillerFirst(replies, killerAt)) {
      if (reply.winner !== null) continue;
      if (!this.winsWithin(reply.position, turns)) {
        this.killers[killerAt] = formatTurn(reply.turn);
        return false;
      }
    }
    return true;
  }

  private searchWin(pos: Position, turns: number): boolean {
    const mover = pos.toMove;
    const list = this.turns(pos);
    for (const turn of list) if (turn.winner === mover) return true;
    if (turns === 1) return false;
    const killerAt = 2 * turns - 1;
    for (const turn of this.withKillerFirst(list, killerAt)) {
      if (turn.winner !== null) continue;
      if (this.losesWithin(turn.position, turns - 1)) {
        this.killers[killerAt] = formatTurn(turn.turn);
        return true;
      }
    }
    return false;
  }

  private withKillerFirst(list: readonly LegalTurn[], at: number): readonly LegalTurn[] {
    const killer = this.killers[at];
    if (killer === undefined) return list;
    const index = list.findIndex((turn) => formatTurn(turn.turn) === killer);
    if (index <= 0) return list;
    return [list[index] as LegalTurn, ...list.slice(0, index), ...list.slice(index + 1)];
  }

  private remember(key: string, known: Known | undefined, turns: number, wins: boolean): void {
    if (known === undefined && this.known.size >= MEMO_LIMIT) this.known.clear();
    const entry = known ?? { winIn: Infinity, noWinWithin: 0 };
    if (wins) entry.winIn = Math.min(entry.winIn, turns);
    else entry.noWinWithin = Math.max(entry.noWinWithin, turns);
    this.known.set(key, entry);
  }
}

/** The engine's 64-bit Zobrist hash (board, workers, side to move, power memory) as a map key. */
const keyOf = (pos: Position): string => `${pos.hash[0] ?? 0}:${pos.hash[1] ?? 0}`;
