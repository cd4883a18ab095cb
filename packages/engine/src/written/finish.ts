import type { TurnRecord } from '../gods/power.js';
import type { Position } from '../core/position.js';
import type { Step, Turn } from '../core/steps.js';
import { Follower } from './follow.js';
import { stepKey } from './written.js';

/**
 * How many partial turns the search plays for one step before it takes the step to lead nowhere: a
 * bound on the work where every finish of a step is refused (Hermes's ~2 400 partial turns at most,
 * Triton's and Poseidon's a few hundred, stay well inside it; a power with many more, such as
 * Morpheus with many coins, would be cut there only when no finish is accepted early).
 */
const MAX_PARTIAL_TURNS = 20_000;

/**
 * Follows written steps, then searches for ways to finish the turn that `accepts` (the opponents'
 * powers): each step the power allows next is offered once some finish of it is accepted, and the
 * first accepted finish is kept. The search is depth first in the generator's order and plays each
 * partial turn once: partial turns that reach the same board, with the same workers moved and with
 * or without a move up, are one (what opponents judge a turn by, and all a power's later steps may
 * depend on), so it ends even where a power's turn has no bound (Hermes's moves to and fro).
 */
export class Finisher extends Follower {
  /** The steps after the written ones that lead to an accepted turn, in the generator's order. */
  readonly offered: Step[] = [];
  /** The first accepted turn that goes on past the written steps. */
  firstFinish: TurnRecord | undefined;
  private readonly offeredKeys = new Set<string>();
  protected override readonly searches = true;
  private seen = new Set<string>();
  /** Whether the step searched now has an accepted finish. */
  private found = false;
  /** How many steps have had one. */
  private finishes = 0;

  constructor(
    before: Position,
    seat: number,
    written: Turn,
    private readonly accepts: (record: TurnRecord) => boolean,
    /** Only the first accepted finish is wanted (an example): the search stops there. */
    private readonly firstOnly = false,
  ) {
    super(before, seat, false, written);
  }

  protected override beyond(step: Step, then: () => void): void {
    if (this.steps.length > this.written.length) {
      if (!this.found) this.play(step, then);
      return;
    }
    const key = stepKey(step);
    if (this.offeredKeys.has(key) || (this.firstOnly && this.firstFinish !== undefined)) return;
    const finishes = this.finishes;
    this.found = false;
    this.seen = new Set();
    this.play(step, then);
    if (this.finishes === finishes) return;
    this.offeredKeys.add(key);
    this.offered.push(step);
  }

  protected override goesOn(): boolean {
    if (this.steps.length <= this.written.length) return true;
    const key = this.partialKey();
    if (this.seen.has(key) || this.seen.size >= MAX_PARTIAL_TURNS) return false;
    this.seen.add(key);
    return true;
  }

  protected override finished(): void {
    if (this.found || this.steps.length <= this.written.length) return;
    const record = this.record();
    if (!this.accepts(record)) return;
    this.found = true;
    this.finishes++;
    this.firstFinish ??= record;
  }

  /** The board (workers by slot), the workers moved so far, and whether some move went up. */
  private partialKey(): string {
    let moved = 0;
    let up = false;
    for (const event of this.events) {
      if (event.kind !== 'move' && event.kind !== 'force') continue;
      moved |= 1 << event.worker;
      up ||= event.kind === 'move' && event.toLevel > event.fromLevel;
    }
    const { hash, workerSquares } = this.pos;
    return `${String(hash[0])},${String(hash[1])},${workerSquares.join(',')},${String(moved)},${String(up)}`;
  }
}
