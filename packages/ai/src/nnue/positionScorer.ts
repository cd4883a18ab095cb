import { NONE, type Position } from '@santorini/engine';
import { heightAt, lowest } from '../base/bits.js';
import { boardDeltas, emptyBoardSums } from './boardRows.js';
import {
  outlookFeature,
  powerFeature,
  SQUARE_STATES,
  squareStateIn,
  statusFeature,
  TERRITORY_OFFSET,
  workerFeature,
  workerStatus,
} from './features.js';
import { boardBucket, networkOutput, type Network } from './network.js';
import { firstSteps, neighbourhood, workerOutlook } from './outlook.js';
import { highRace, reachedFirst, squareRace } from './territory.js';

/** The most rows one perspective of a pair adds: 2 powers, 4 workers with status and outlook, 2 territory rows. */
const MAX_PAIR_ROWS = 2 + 4 * 3 + 2;

/**
 * The network's score of a position built from scratch, for searches that hold whole positions
 * rather than a stack of frames. The squares' rows are the same from both sides, so they are
 * summed once, starting from the empty board's sum kept aside (only built squares cost); then each
 * side adds its workers' rows and the powers'. Allocation-free.
 *
 * The network has two sides. A 4-player game's two teams are its sides (a team's two workers, as
 * in 2 players). A 3-player game is read as pairs of seats, each pair with only its own workers;
 * a network that learnt the field reading (`Network.fieldReading`) reads a side against all others.
 */
export class PositionScorer {
  private readonly hidden: number;
  /** The bias plus every square at level 0. */
  private readonly emptyBoard: Int32Array;
  /** Per square and state: its row less the square's level-0 row. */
  private readonly boardDelta: Int32Array;
  private readonly board: Int32Array;
  /** The building levels (l1, l2, l3, domes) `board` holds the sums of, once `boardKnown`. */
  private readonly lastBoard = new Int32Array(4);
  private boardKnown = false;
  /** The first side's sums, then the other's. */
  private readonly sums: Int32Array;
  /** Per perspective of `scorePair`: the rows it adds to the board (offsets into the weights). */
  private readonly sideRows = new Int32Array(MAX_PAIR_ROWS);
  private readonly otherRows = new Int32Array(MAX_PAIR_ROWS);

  constructor(readonly network: Network) {
    const { hidden } = network;
    this.hidden = hidden;
    this.emptyBoard = emptyBoardSums(network);
    this.boardDelta = boardDeltas(network);
    this.board = new Int32Array(hidden);
    this.sums = new Int32Array(2 * hidden);
  }

  /**
   * The score for the side to move (a 2-player game or a 4-player game's team), in centi-units;
   * `powers` false reads the position as if no one held a power (a network that learnt the base
   * game only).
   */
  score(pos: Position, powers = true): number {
    this.sumBoard(pos);
    const mover = pos.sideOf(pos.turn);
    return this.scorePair(pos, mover, 1 - mover, powers);
  }

  /**
   * A 3-player game for `seat`: the mean of its scores against each opponent still in, each pair
   * read with only its own workers on the board, the one of the two who moves sooner moving first.
   */
  scoreAmongThree(pos: Position, seat: number, powers = true): number {
    this.sumBoard(pos);
    const seatWait = (seat - pos.turn + 3) % 3;
    let total = 0;
    let opponents = 0;
    for (let other = 0; other < 3; other++) {
      if (other === seat || pos.isOut(other)) continue;
      const first = seatWait < (other - pos.turn + 3) % 3;
      total += first ? this.scorePair(pos, seat, other, powers) : -this.scorePair(pos, other, seat, powers);
      opponents++;
    }
    return opponents === 0 ? 0 : Math.round(total / opponents);
  }

  /**
   * `side`'s score (a seat, or a 4-player team) against all the others as one (`fieldFeatures`,
   * the reading a `fieldReading` network learnt): whoever moves, they or the others, comes first.
   */
  scoreAgainstField(pos: Position, side: number, powers = true): number {
    this.sumBoard(pos);
    const { hidden, sums } = this;
    const sideMoves = pos.sideOf(pos.turn) === side;
    this.sumFieldSide(pos, sideMoves ? 0 : hidden, side, false, powers);
    this.sumFieldSide(pos, sideMoves ? hidden : 0, side, true, powers);
    const score = networkOutput(this.network, sums, 0, hidden, this.bucketOf(pos));
    return sideMoves ? score : -score;
  }

  /** The field reading's sums at `base`, from `side`'s perspective or (`fromField`) the others'. */
  private sumFieldSide(pos: Position, base: number, side: number, fromField: boolean, powers: boolean): void {
    const { hidden, sums } = this;
    const weights = this.network.featureWeights;
    const { l1, l2, l3 } = pos;
    sums.set(this.board, base);
    for (let seat = 0; seat < pos.playerCount; seat++) {
      if (pos.isOut(seat)) continue;
      const own = (pos.sideOf(seat) === side) !== fromField;
      this.addRow(base, powerFeature(own, powers ? pos.godOf(seat) : null) * hidden, weights);
    }
    const workers = pos.workerSquares;
    for (let slot = 0; slot < workers.length; slot++) {
      const sq = workers[slot] ?? NONE;
      if (sq === NONE) continue;
      const own = (slot >> 1 === side) !== fromField;
      this.addRow(base, workerFeature(own, sq, heightAt(l1, l2, l3, sq)) * hidden, weights);
    }
  }

  private addRow(base: number, at: number, weights: Int16Array): void {
    const { hidden, sums } = this;
    for (let i = 0; i < hidden; i++) sums[base + i] = (sums[base + i] ?? 0) + (weights[at + i] ?? 0);
  }

  /**
   * `side`'s score against `opponent` (sides), `side` moving first, on the board summed last. The
   * two perspectives see the same workers, so each worker's status and outlook is read once; the
   * rows each perspective adds are listed, then summed row by row.
   */
  private scorePair(pos: Position, side: number, opponent: number, powers: boolean): number {
    const { hidden, board, sums, sideRows, otherRows } = this;
    const weights = this.network.featureWeights;
    const rows = this.pairRows(pos, side, opponent, powers);
    sums.set(board, 0);
    sums.set(board, hidden);
    for (let r = 0; r < rows; r++) {
      this.addRow(0, sideRows[r] ?? 0, weights);
      this.addRow(hidden, otherRows[r] ?? 0, weights);
    }
    return networkOutput(this.network, sums, 0, hidden, this.bucketOf(pos));
  }

  /**
   * The rows (offsets into the feature weights) `side`'s perspective adds to the board into
   * `sideRows`, and `opponent`'s into `otherRows`, in the same order; returns how many each has.
   */
  private pairRows(pos: Position, side: number, opponent: number, powers: boolean): number {
    const { hidden, network, sideRows, otherRows } = this;
    const { l1, l2, l3, domes } = pos;
    const sideGod = powers ? pos.godOf(side) : null;
    const opponentGod = powers ? pos.godOf(opponent) : null;
    sideRows[0] = powerFeature(true, sideGod) * hidden;
    sideRows[1] = powerFeature(false, opponentGod) * hidden;
    otherRows[0] = powerFeature(true, opponentGod) * hidden;
    otherRows[1] = powerFeature(false, sideGod) * hidden;
    let rows = 2;
    const workers = pos.workerSquares;
    const status = network.workerStatus === true;
    const outlook = network.workerOutlook === true;
    const territory = network.territory === true;
    // Slots 0–1: `side`'s workers; 2–3: `opponent`'s.
    const slotOf = (slot: number): number => (slot < 2 ? side * 2 + slot : opponent * 2 + slot - 2);
    let mine = 0;
    let theirs = 0;
    for (let slot = 0; slot < 4; slot++) {
      const sq = workers[slotOf(slot)] ?? NONE;
      if (sq === NONE) continue;
      if (slot < 2) mine |= 1 << sq;
      else theirs |= 1 << sq;
    }
    const nearMine = outlook ? neighbourhood(mine) : 0;
    const nearTheirs = outlook ? neighbourhood(theirs) : 0;
    const free = ~(mine | theirs | domes);
    let steps = 0;
    let otherSteps = 0;
    for (let slot = 0; slot < 4; slot++) {
      const sq = workers[slotOf(slot)] ?? NONE;
      if (sq === NONE) continue;
      const own = slot < 2;
      const level = heightAt(l1, l2, l3, sq);
      sideRows[rows] = workerFeature(own, sq, level) * hidden;
      otherRows[rows++] = workerFeature(!own, sq, level) * hidden;
      if (status) {
        const seen = workerStatus(sq, level, l1, l2, l3, domes, mine | theirs, own ? theirs : mine);
        sideRows[rows] = statusFeature(own, seen) * hidden;
        otherRows[rows++] = statusFeature(!own, seen) * hidden;
      }
      if (outlook) {
        const watched = own ? nearTheirs : nearMine;
        const seen = workerOutlook(sq, level, l1, l2, l3, domes, mine | theirs, watched);
        sideRows[rows] = outlookFeature(own, seen) * hidden;
        otherRows[rows++] = outlookFeature(!own, seen) * hidden;
      }
      if (territory) {
        if (own) steps |= firstSteps(sq, level, l2, l3, free);
        else otherSteps |= firstSteps(sq, level, l2, l3, free);
      }
    }
    if (territory) {
      const reached = reachedFirst(steps, otherSteps, l1, l2, l3, free);
      const otherReached = reachedFirst(otherSteps, steps, l1, l2, l3, free);
      sideRows[rows] = (TERRITORY_OFFSET + squareRace(reached, otherReached)) * hidden;
      otherRows[rows++] = (TERRITORY_OFFSET + squareRace(otherReached, reached)) * hidden;
      sideRows[rows] = (TERRITORY_OFFSET + highRace(reached, otherReached, l2)) * hidden;
      otherRows[rows++] = (TERRITORY_OFFSET + highRace(otherReached, reached, l2)) * hidden;
    }
    return rows;
  }

  private bucketOf(pos: Position): number {
    return boardBucket(this.network, pos.l1, pos.l2, pos.l3, pos.domes);
  }

  /**
   * The board's sums for `pos`. A search scores positions next to one another (siblings differ by
   * a build or two), so the last board summed is brought up to date square by square where few
   * squares changed (an exact integer update), and summed from the empty board otherwise.
   */
  private sumBoard(pos: Position): void {
    const { l1, l2, l3, domes } = pos;
    const last = this.lastBoard;
    const changed =
      (l1 ^ (last[0] ?? 0)) | (l2 ^ (last[1] ?? 0)) | (l3 ^ (last[2] ?? 0)) | (domes ^ (last[3] ?? 0));
    if (this.boardKnown && squaresIn(changed) <= MAX_UPDATED_SQUARES) {
      for (let left = changed; left !== 0; left &= left - 1) {
        const sq = lowest(left);
        this.addSquare(sq, squareStateIn(last[0] ?? 0, last[1] ?? 0, last[2] ?? 0, last[3] ?? 0, sq), -1);
        this.addSquare(sq, squareStateIn(l1, l2, l3, domes, sq), 1);
      }
    } else {
      this.board.set(this.emptyBoard);
      for (let built = l1 | domes; built !== 0; built &= built - 1) {
        const sq = lowest(built);
        this.addSquare(sq, squareStateIn(l1, l2, l3, domes, sq), 1);
      }
      this.boardKnown = true;
    }
    last[0] = l1;
    last[1] = l2;
    last[2] = l3;
    last[3] = domes;
  }

  /** Adds (`sign` 1) or takes away (-1) square `sq`'s row in `state` (its level-0 row is in the empty board). */
  private addSquare(sq: number, state: number, sign: 1 | -1): void {
    if (state === 0) return;
    const { hidden, board, boardDelta } = this;
    const at = (sq * SQUARE_STATES + state) * hidden;
    for (let i = 0; i < hidden; i++) board[i] = (board[i] ?? 0) + sign * (boardDelta[at + i] ?? 0);
  }
}

/** Beyond this many changed squares, summing the built squares afresh costs no more. */
const MAX_UPDATED_SQUARES = 6;

function squaresIn(set: number): number {
  let count = 0;
  for (let left = set; left !== 0 && count <= MAX_UPDATED_SQUARES; left &= left - 1) count++;
  return count;
}
