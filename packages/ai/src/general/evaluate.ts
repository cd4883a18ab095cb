import {
  GOD_NAMES,
  heldGod,
  heldPowersChange,
  NEIGHBOURS,
  NONE,
  type GameSetup,
  type GodName,
  type Position,
} from '@santorini/engine';
import { climbable, heightAt, popcount } from '../base/bits.js';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import type { EvalWeights } from '../base/weights.js';
import { PositionScorer } from '../nnue/positionScorer.js';
import type { Network } from '../nnue/network.js';
import {
  POWER_TERMS,
  type Bonus,
  type ExtraReach,
  type ExtraWins,
  type PotentialSquares,
  type PowerTerm,
} from './powerTerms.js';

const ALL = 0x1ffffff;

/** What the powers in play change for one side: its own terms and its opponents' restrictions. */
interface SidePlan {
  readonly extraWins: ExtraWins[];
  readonly extraReach: ExtraReach[];
  readonly potential: PotentialSquares[];
  readonly bonus: Bonus[];
  /** Where the side may still win by moving. */
  winSquares: number;
  /** Its worker higher than all its others cannot move. */
  higherFrozen: boolean;
}

const newPlan = (): SidePlan => ({
  extraWins: [],
  extraReach: [],
  potential: [],
  bonus: [],
  winSquares: ALL,
  higherFrozen: false,
});

/**
 * Static evaluation of any position (every power, 2–4 players) for one side, in centi-units: the
 * base game's terms per worker, win threats (stronger for the side about to move), plus the terms of
 * the powers held now (powerTerms.ts). `side` is a seat in 2–3 players and a team (seat & 1) in
 * 4 players; the score is that side's worth minus its opponents' average. With a network, its
 * learned correction is added once every worker is placed.
 */
export class GeneralEvaluator {
  private readonly terms: Partial<Record<GodName, PowerTerm>>;
  /** Each side's plan for the setup (and eliminations) last seen. */
  private readonly plans: SidePlan[] = [newPlan(), newPlan(), newPlan()];
  private plannedSetup: GameSetup | null = null;
  private plannedOut = -1;
  /** Whether the powers held can change during the game (Chaos, Circe): plans are then redone. */
  private heldChanges = false;
  private readonly scorer: PositionScorer | null;
  private readonly manyPlayerScorer: PositionScorer | null;

  /**
   * `weights` judge 2-player games, `manyPlayerWeights` 3–4 players (default the same);
   * `powers`: the gods whose terms count (default all); the others play on base-game terms;
   * `network`: a learned correction of 2-player games, `manyPlayerNetwork` of 3–4 players (none
   * by default).
   */
  constructor(
    private readonly weights: EvalWeights = DEFAULT_WEIGHTS,
    powers: readonly GodName[] = GOD_NAMES,
    private readonly manyPlayerWeights: EvalWeights = weights,
    network: Network | null = null,
    manyPlayerNetwork: Network | null = null,
  ) {
    this.terms = {};
    for (const god of powers) if (POWER_TERMS[god] !== undefined) this.terms[god] = POWER_TERMS[god];
    this.scorer = network === null ? null : new PositionScorer(network);
    this.manyPlayerScorer = manyPlayerNetwork === null ? null : new PositionScorer(manyPlayerNetwork);
  }

  /** The score for `side`: the hand-written one plus the network's correction. */
  evaluate(pos: Position, side: number): number {
    return this.handWritten(pos, side) + this.correction(pos, side);
  }

  /** The hand-written terms alone. */
  handWritten(pos: Position, side: number): number {
    this.plan(pos);
    const moverSide = pos.sideOf(pos.turn);
    const weights = pos.playerCount === 2 ? this.weights : this.manyPlayerWeights;
    let own = 0;
    let others = 0;
    let opponents = 0;
    for (let s = 0; s < pos.sideCount; s++) {
      if (pos.playerCount === 3 && pos.isOut(s)) continue;
      const worth = this.sideWorth(pos, weights, s, s === moverSide, this.plans[s] as SidePlan);
      if (s === side) own = worth;
      else {
        others += worth;
        opponents++;
      }
    }
    return own - (opponents === 0 ? 0 : others / opponents);
  }

  /**
   * The network's correction for `side` (0 without one, and during placement). A
   * network that learnt the base game only (power inputs not trained, as the committed one) reads
   * the board as if no one held a power; the powers' hand-written terms judge what they change.
   * 4 players are read as two sides (the teams); 3 players as pairs of seats (`PositionScorer`),
   * or as a side against the field by a network that learnt that reading (`Network.fieldReading`).
   */
  correction(pos: Position, side: number): number {
    const scorer = this.scorerFor(pos);
    if (scorer === null || pos.inPlacement) return 0;
    const { powerInputs, fieldReading } = scorer.network;
    if (fieldReading === true) return scorer.scoreAgainstField(pos, side, powerInputs === true);
    const powers = pos.playerCount === 2 && powerInputs === true;
    if (pos.playerCount === 3) return scorer.scoreAmongThree(pos, side, powers);
    const score = scorer.score(pos, powers);
    return pos.sideOf(pos.turn) === side ? score : -score;
  }

  /**
   * Whether the correction of `pos`'s games carries a game-long part a lazy skip must keep: a
   * network that reads the powers held, or one trained on 3–4 players (a seat's share).
   */
  correctionHasGamePart(pos: Position): boolean {
    const network = this.scorerFor(pos)?.network;
    return network?.powerInputs === true || network?.fieldReading === true;
  }

  /** The scorer of `pos`'s player count: 2 players' or 3–4 players', or null (no network). */
  private scorerFor(pos: Position): PositionScorer | null {
    return pos.playerCount === 2 ? this.scorer : this.manyPlayerScorer;
  }

  /** Brings the plans up to date: once per setup and set of eliminated seats, unless powers change hands. */
  private plan(pos: Position): void {
    let out = 0;
    if (pos.playerCount === 3) for (let seat = 0; seat < 3; seat++) if (pos.isOut(seat)) out |= 1 << seat;
    if (pos.setup === this.plannedSetup && out === this.plannedOut && !this.heldChanges) return;
    this.plannedSetup = pos.setup;
    this.plannedOut = out;
    this.heldChanges = heldPowersChange(pos);
    for (const plan of this.plans) {
      plan.extraWins.length = 0;
      plan.extraReach.length = 0;
      plan.potential.length = 0;
      plan.bonus.length = 0;
      plan.winSquares = ALL;
      plan.higherFrozen = false;
    }
    for (let seat = 0; seat < pos.playerCount; seat++) {
      const god = heldGod(pos, seat);
      const term = god === null ? undefined : this.terms[god];
      if (term === undefined) continue;
      const holder = pos.sideOf(seat);
      const own = this.plans[holder] as SidePlan;
      if (term.extraWins !== undefined) own.extraWins.push(term.extraWins);
      if (term.extraReach !== undefined) own.extraReach.push(term.extraReach);
      if (term.potentialSquares !== undefined) own.potential.push(term.potentialSquares);
      if (term.bonus !== undefined) own.bonus.push(term.bonus);
      for (let side = 0; side < pos.sideCount; side++) {
        if (side === holder) continue;
        const plan = this.plans[side] as SidePlan;
        if (term.opponentWinSquares !== undefined) plan.winSquares &= term.opponentWinSquares;
        if (term.freezesHigherWorker === true) plan.higherFrozen = true;
      }
    }
  }

  private sideWorth(
    pos: Position,
    weights: EvalWeights,
    side: number,
    toMove: boolean,
    plan: SidePlan,
  ): number {
    const { l1, l2, l3, domes } = pos;
    const free = ~(pos.workers | domes);
    const opponents = pos.workers & ~(pos.sideWorkers[side] ?? 0);
    let worth = 0;
    let threats = 0;
    for (let slot = side * 2; slot < side * 2 + 2; slot++) {
      const sq = pos.workerSquares[slot] ?? NONE;
      if (sq === NONE) continue;
      const h = heightAt(l1, l2, l3, sq);
      const around = (NEIGHBOURS[sq] ?? 0) & free;
      let reach = around & climbable(l2, l3, h);
      for (let i = 0; i < plan.extraReach.length; i++)
        reach |= (plan.extraReach[i] as ExtraReach)(pos, sq, h, opponents);
      worth += (weights.height[h] ?? 0) + (weights.centre[sq] ?? 0);
      if (reach === 0) {
        worth += weights.trapped;
        continue;
      }
      worth += weights.mobility * popcount(reach);
      if (plan.higherFrozen && isHigherThanPartner(pos, sq, h, pos.workerSquares[slot ^ 1] ?? NONE)) continue;
      if (h === 0) worth += (weights.stepUp[0] ?? 0) * popcount(reach & l1 & ~l2);
      else if (h === 1) worth += (weights.stepUp[1] ?? 0) * popcount(reach & l2 & ~l3);
      else {
        let potential = around & l2 & ~l3;
        for (let i = 0; i < plan.potential.length; i++)
          potential |= (plan.potential[i] as PotentialSquares)(pos, around);
        worth += weights.threatPotential * popcount(potential);
        threats |= reach & l3;
      }
      for (let i = 0; i < plan.extraWins.length; i++)
        threats |= (plan.extraWins[i] as ExtraWins)(pos, sq, h, reach, free);
    }
    const threatCount = popcount(threats & plan.winSquares);
    if (threatCount > 0)
      worth += toMove ? weights.doubleThreat : threatCount === 1 ? weights.threat : weights.doubleThreat;
    for (let i = 0; i < plan.bonus.length; i++) worth += (plan.bonus[i] as Bonus)(pos, side, toMove);
    return worth + (toMove ? weights.tempo : 0);
  }
}

/** Hypnus: a worker strictly higher than its partner — or alone (R8) — cannot move. */
function isHigherThanPartner(pos: Position, sq: number, h: number, partner: number): boolean {
  return partner === NONE || h > heightAt(pos.l1, pos.l2, pos.l3, partner);
}
