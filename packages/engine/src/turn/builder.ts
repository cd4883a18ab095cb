import type { TurnEvent } from '../core/events.js';
import type { Power, TurnBuilder, TurnRecord } from '../gods/power.js';
import { applyStep, stepWins } from './mechanics.js';
import { powerFor } from './held.js';
import { NONE, type Position, mutableCopy } from '../core/position.js';
import type { Step } from '../core/steps.js';

/**
 * The TurnBuilder that powers generate turns with: a depth-first walk in which every step is
 * played on a fresh copy of the position, so a generator only describes what may come next.
 *
 * With `owned`, every record emitted gets an `after` no other record shares (a copy when a turn
 * ends twice on one position, or with no step), so that its receiver may change it once the walk
 * is over (legalTurns finishes each turn on it in place).
 */
export class TurnWalker implements TurnBuilder {
  pos: Position;
  readonly steps: Step[] = [];
  readonly events: TurnEvent[] = [];
  /** Whether `pos` is already some record's `after`. */
  private emitted = false;
  /** Set by `stop`: every later step and end does nothing, so the generator runs out at once. */
  private stopped = false;

  /**
   * `forbidsPrefix`, where given, judges the turn after each step: true when every turn that begins
   * so is forbidden, and the walk then goes no further down it.
   */
  constructor(
    readonly before: Position,
    readonly seat: number,
    readonly extraTurn: boolean,
    private readonly emit: (record: TurnRecord) => void,
    private readonly owned = false,
    private readonly forbidsPrefix?: (walker: TurnWalker) => boolean,
  ) {
    this.pos = before;
  }

  /** Ends the walk: the generator's remaining steps and ends are ignored. */
  stop(): void {
    this.stopped = true;
  }

  step(step: Step, then: () => void): void {
    if (this.stopped) return;
    const saved = this.pos;
    const savedEmitted = this.emitted;
    const eventCount = this.events.length;
    const next = mutableCopy(saved);
    applyStep(next, this.seat, step, this.events, this.extraTurn);
    this.steps.push(step);
    this.pos = next;
    this.emitted = false;
    // A turn forbidden however it goes on is not walked further down.
    if (this.forbidsPrefix?.(this) !== true) {
      if (next.win !== NONE) this.end();
      else then();
    }
    this.steps.pop();
    // pop, not `length =`: truncating by length is a slow runtime call in V8.
    while (this.events.length > eventCount) this.events.pop();
    this.pos = saved;
    this.emitted = savedEmitted;
  }

  powerOf(seat: number): Power {
    return powerFor(this.pos, seat);
  }

  wins(pos: Position, step: Step): boolean {
    return stepWins(pos, this.seat, step);
  }

  end(): void {
    if (this.stopped) return;
    let after = this.pos;
    if (this.owned) {
      if (this.emitted || after === this.before) after = mutableCopy(after);
      else this.emitted = true;
    }
    this.emit({
      turn: this.steps.slice(),
      before: this.before,
      after,
      events: this.events.slice(),
      seat: this.seat,
    });
  }
}
