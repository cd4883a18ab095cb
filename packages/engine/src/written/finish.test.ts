import { describe, expect, it } from 'vitest';
import type { TurnEvent } from '../core/events.js';
import type { GodName } from '../core/godNames.js';
import type { Power, TurnBuilder, TurnRecord } from '../gods/power.js';
import { powerFor } from '../turn/held.js';
import { formatPosition } from '../json/json.js';
import { applyStep, stepWins } from '../turn/mechanics.js';
import { mutableCopy, NONE, owned, type MutablePosition, type Position } from '../core/position.js';
import { mulberry32 } from '../core/random.js';
import { startingPosition } from '../setup/setup.js';
import type { Step, Turn } from '../core/steps.js';
import { finishTurn } from '../turn/finish.js';
import { turnRecords } from '../turn/generate.js';
import { Finisher } from './finish.js';
import { opponentsRefuse } from '../turn/opponents.js';
import { stepKey } from './written.js';

/** Every turn of at most `depth` steps, each played on a copy: the brute force the search must match. */
class Bounded implements TurnBuilder {
  pos: MutablePosition;
  readonly steps: Step[] = [];
  readonly events: TurnEvent[] = [];
  readonly ends: TurnRecord[] = [];

  constructor(
    readonly before: Position,
    readonly seat: number,
    private readonly depth: number,
  ) {
    this.pos = owned(before);
  }

  step(step: Step, then: () => void): void {
    if (this.steps.length === this.depth) return;
    const saved = this.pos;
    const count = this.events.length;
    this.pos = mutableCopy(saved);
    applyStep(this.pos, this.seat, step, this.events, false);
    this.steps.push(step);
    if (this.pos.win !== NONE) this.end();
    else then();
    this.steps.pop();
    this.events.length = count;
    this.pos = saved;
  }

  powerOf(seat: number): Power {
    return powerFor(this.pos, seat);
  }

  wins(pos: Position, step: Step): boolean {
    return stepWins(pos, this.seat, step);
  }

  end(): void {
    const { before, pos: after, seat } = this;
    this.ends.push({ turn: this.steps.slice(), before, after, events: this.events.slice(), seat });
  }
}

function positionsOf(gods: readonly (GodName | null)[], seed: number, count: number): Position[] {
  const random = mulberry32(seed);
  const found: Position[] = [];
  const start = startingPosition(gods, 0, {}, seed);
  if (!start.ok) throw new Error(start.error.message);
  let pos = start.value;
  for (let turn = 0; turn < 40 && found.length < count; turn++) {
    const records = turnRecords(pos);
    const chosen = records[Math.floor(random() * records.length)];
    if (chosen === undefined) break;
    if (pos.turn === 0 && !pos.inPlacement && random() < 0.4) found.push(pos);
    pos = finishTurn(chosen);
  }
  return found;
}

describe('Finisher: each partial turn searched once loses no finish', () => {
  // Opponents that judge how a turn went, not only where it ended: which workers moved (Hypnus),
  // the last move of each (Aphrodite), moves up (Athena, Persephone), every build (Limus).
  const lineups: [GodName, GodName | null, number][] = [
    ['hermes', 'hypnus', 3],
    ['hermes', 'aphrodite', 3],
    ['hermes', 'persephone', 3],
    ['triton', 'athena', 5],
    ['triton', 'aphrodite', 5],
    ['triton', 'persephone', 5],
    ['poseidon', 'limus', 5],
  ];
  for (const [god, judge, depth] of lineups) {
    it(`${god} against ${judge ?? 'no power'}: every first step of an accepted turn of up to ${String(depth)} steps is offered`, () => {
      let checked = 0;
      const random = mulberry32(depth);
      for (const pos of positionsOf([god, judge], 5100 + depth + god.length, 3)) {
        const legal = turnRecords(pos);
        const written = powerFor(pos, 0).writtenTurns;
        if (written === undefined) throw new Error(`${god} declares no writtenTurns`);
        const accepts = (record: TurnRecord): boolean => opponentsRefuse(record, legal) === null;
        const brute = new Bounded(pos, 0, depth);
        written(brute);
        const ends = brute.ends.filter(accepts);
        // After no step, and after the first steps of a few accepted turns.
        const prefixes: Turn[] = [[]];
        for (let i = 0; i < 4; i++) {
          const end = ends[Math.floor(random() * ends.length)];
          if (end !== undefined && end.turn.length > 1) prefixes.push(end.turn.slice(0, 1 + (i % 2)));
        }
        for (const prefix of prefixes) {
          const text = prefix.map(stepKey).join(' ');
          const expected = new Set<string>();
          for (const { turn } of ends) {
            const next = turn[prefix.length];
            if (next !== undefined && turn.slice(0, prefix.length).map(stepKey).join(' ') === text)
              expected.add(stepKey(next));
          }
          const finisher = new Finisher(pos, 0, prefix, accepts);
          written(finisher);
          const offered = new Set(finisher.offered.map(stepKey));
          const missing = [...expected].filter((key) => !offered.has(key));
          expect(missing, `after "${text}" at ${formatPosition(pos)}`).toEqual([]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(6);
    });
  }
});
