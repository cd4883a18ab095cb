import type { TurnEvent } from './events.js';
import type { TurnBuilder, TurnRecord } from './gods/power.js';
import { applyStep } from './mechanics.js';
import { NONE, type Position } from './position.js';
import type { Step } from './steps.js';

/**
 * The TurnBuilder that powers generate turns with: a depth-first walk in which every step is
 * played on a fresh copy of the position, so a generator only describes what may come next.
 */
export class TurnWalker implements TurnBuilder {
  pos: Position;
  readonly steps: Step[] = [];
  readonly events: TurnEvent[] = [];

  constructor(
    readonly before: Position,
    readonly seat: number,
    readonly extraTurn: boolean,
    private readonly emit: (record: TurnRecord) => void,
  ) {
    this.pos = before;
  }

  step(step: Step, then: () => void): void {
    const saved = this.pos;
    const eventCount = this.events.length;
    const next = saved.clone();
    applyStep(next, this.seat, step, this.events, this.extraTurn);
    this.steps.push(step);
    this.pos = next;
    if (next.win !== NONE) this.end();
    else then();
    this.steps.pop();
    this.events.length = eventCount;
    this.pos = saved;
  }

  end(): void {
    this.emit({
      turn: [...this.steps],
      before: this.before,
      after: this.pos,
      events: [...this.events],
      seat: this.seat,
    });
  }
}
