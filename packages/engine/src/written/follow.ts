import type { TurnEvent } from '../core/events.js';
import type { Power, TurnBuilder, TurnRecord } from '../gods/power.js';
import { powerFor } from '../turn/held.js';
import { applyStep, stepWins } from '../turn/mechanics.js';
import { NONE, type Position, mutableCopy } from '../core/position.js';
import type { Square } from '../core/square.js';
import { sameStep, type Step, type Turn } from '../core/steps.js';
import { resolveStep, unresolved } from './written.js';

/** How far written steps go in the mover's power: the deepest point it allows. */
export interface Reached {
  /** How many written steps the power allows in a row. */
  depth: number;
  /** The position after them (start-of-turn effects applied). */
  pos: Position;
  /** Those steps as the power generates them (builders named). */
  steps: readonly Step[];
  lastMover: Square | undefined;
  /** Whether the power's turn may end there. */
  canEnd: boolean;
  /** A step the power allows next there, if any. */
  next: Step | undefined;
}

/**
 * The TurnBuilder that reads a written turn: it follows the written steps through a power's
 * generator, one at a time, playing at each depth only the generated steps that match the written
 * one (the last mover builds where the text names no builder). It keeps every complete turn the
 * written steps spell and how far they go; steps past them are only noted, unless it `searches`.
 * Like the generators' walker, every step is played on a copy, and a winning step ends the turn.
 */
export class Follower implements TurnBuilder {
  pos: Position;
  readonly steps: Step[] = [];
  readonly events: TurnEvent[] = [];
  /** The complete turns of the power spelled by the written steps, as generated. */
  readonly complete: TurnRecord[] = [];
  reached: Reached;
  private lastMover: Square | undefined;

  constructor(
    readonly before: Position,
    readonly seat: number,
    private readonly extraTurn: boolean,
    protected readonly written: Turn,
  ) {
    this.pos = before;
    this.reached = { depth: 0, pos: before, steps: [], lastMover: undefined, canEnd: false, next: undefined };
  }

  step(step: Step, then: () => void): void {
    const depth = this.steps.length;
    const raw = this.written[depth];
    if (raw !== undefined) {
      const wanted = resolveStep(raw, this.pos, this.lastMover);
      if (!unresolved(wanted) && sameStep(step, wanted)) this.play(step, then);
      else this.noteNext(depth, step);
      return;
    }
    this.noteNext(depth, step);
    if (this.searches) this.beyond(step, then);
  }

  powerOf(seat: number): Power {
    return powerFor(this.pos, seat);
  }

  wins(pos: Position, step: Step): boolean {
    return stepWins(pos, this.seat, step);
  }

  end(): void {
    const depth = this.steps.length;
    if (depth === this.written.length) this.complete.push(this.record());
    if (depth === this.reached.depth) this.reached.canEnd = true;
    this.finished();
  }

  /** The turn so far as a record. */
  protected record(): TurnRecord {
    return {
      turn: this.steps.slice(),
      before: this.before,
      after: this.pos,
      events: this.events.slice(),
      seat: this.seat,
    };
  }

  /** Whether steps past the written ones are played (a search), or only noted. */
  protected readonly searches: boolean = false;

  /** A step the power allows past the written steps, in a search. */
  protected beyond(step: Step, then: () => void): void {
    this.play(step, then);
  }

  /** The turn ends past the written steps. */
  protected finished(): void {}

  /** Whether to go on from the position just reached (a search cuts repeated positions). */
  protected goesOn(): boolean {
    return true;
  }

  /** Plays `step` on a copy, goes on with `then` (or ends the turn after a win), and takes it back. */
  protected play(step: Step, then: () => void): void {
    const saved = this.pos;
    const savedMover = this.lastMover;
    const eventCount = this.events.length;
    const next = mutableCopy(saved);
    applyStep(next, this.seat, step, this.events, this.extraTurn);
    this.steps.push(step);
    this.pos = next;
    if (step.kind === 'move') this.lastMover = step.to;
    if (this.steps.length > this.reached.depth && this.steps.length <= this.written.length) {
      const { steps, lastMover } = this;
      this.reached = {
        depth: steps.length,
        pos: next,
        steps: steps.slice(),
        lastMover,
        canEnd: false,
        next: undefined,
      };
    }
    if (this.goesOn()) {
      if (next.win !== NONE) this.end();
      else then();
    }
    this.steps.pop();
    while (this.events.length > eventCount) this.events.pop();
    this.pos = saved;
    this.lastMover = savedMover;
  }

  private noteNext(depth: number, step: Step): void {
    if (depth === this.reached.depth) this.reached.next ??= step;
  }
}
