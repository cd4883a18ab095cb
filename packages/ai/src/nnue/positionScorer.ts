import { NONE, type Position } from '@santorini/engine';
import { heightAt, lowest } from '../base/bits.js';
import { boardDeltas, emptyBoardSums } from './boardRows.js';
import { DOME_STATE, powerFeature, SQUARE_STATES, workerFeature } from './features.js';
import { networkOutput, type Network } from './network.js';

/**
 * The network's score of a 2-player position built from scratch, for searches that hold whole
 * positions rather than a stack of frames. The squares' rows are the same from both sides, so
 * they are summed once, starting from the empty board's sum kept aside (only built squares cost);
 * then each side adds its workers' rows and the powers'. Allocation-free.
 */
export class PositionScorer {
  private readonly hidden: number;
  /** The bias plus every square at level 0. */
  private readonly emptyBoard: Int32Array;
  /** Per square and state: its row less the square's level-0 row. */
  private readonly boardDelta: Int32Array;
  private readonly board: Int32Array;
  /** Side 0's sums, then side 1's. */
  private readonly sums: Int32Array;

  constructor(readonly network: Network) {
    const { hidden } = network;
    this.hidden = hidden;
    this.emptyBoard = emptyBoardSums(network);
    this.boardDelta = boardDeltas(network);
    this.board = new Int32Array(hidden);
    this.sums = new Int32Array(2 * hidden);
  }

  /**
   * The score for the side to move, in centi-units; `powers` false reads the position as if no one
   * held a power (a network that learnt the base game only).
   */
  score(pos: Position, powers = true): number {
    const { hidden, board, sums, boardDelta } = this;
    const weights = this.network.featureWeights;
    board.set(this.emptyBoard);
    const { l1, l2, l3, domes } = pos;
    for (let built = l1 | domes; built !== 0; built &= built - 1) {
      const sq = lowest(built);
      const state = (domes >>> sq) & 1 ? DOME_STATE : heightAt(l1, l2, l3, sq);
      const at = (sq * SQUARE_STATES + state) * hidden;
      for (let i = 0; i < hidden; i++) board[i] = (board[i] ?? 0) + (boardDelta[at + i] ?? 0);
    }
    const workers = pos.workerSquares;
    for (let side = 0; side < 2; side++) {
      const base = side * hidden;
      sums.set(board, base);
      const own = powerFeature(true, powers ? pos.godOf(side) : null) * hidden;
      const other = powerFeature(false, powers ? pos.godOf(1 - side) : null) * hidden;
      for (let i = 0; i < hidden; i++)
        sums[base + i] = (sums[base + i] ?? 0) + (weights[own + i] ?? 0) + (weights[other + i] ?? 0);
      for (let slot = 0; slot < workers.length; slot++) {
        const sq = workers[slot] ?? NONE;
        if (sq === NONE) continue;
        const at = workerFeature(slot >> 1 === side, sq, heightAt(l1, l2, l3, sq)) * hidden;
        for (let i = 0; i < hidden; i++) sums[base + i] = (sums[base + i] ?? 0) + (weights[at + i] ?? 0);
      }
    }
    const toMove = pos.toMove;
    return networkOutput(this.network, sums, toMove * hidden, (1 - toMove) * hidden);
  }
}
