import { describe, expect, it } from 'vitest';
import { implementedGods } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import { godsProblem } from '../setup/setupRules.js';
import { formatPosition, parsePositionText } from '../json/json.js';
import type { Position } from '../core/position.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { startingPosition } from '../setup/setup.js';
import { mulberry32, pick } from '../testing/random.js';
import { forEachLegalTurn, legalTurns, type LegalTurn, type TurnDelivery } from './legalTurns.js';
import { hasLegalTurn } from './legality.js';

const streamed = (pos: Position, order: TurnDelivery = 'batched'): LegalTurn[] => {
  const turns: LegalTurn[] = [];
  forEachLegalTurn(
    pos,
    (turn) => {
      turns.push(turn);
    },
    order,
  );
  return turns;
};

/** Each turn as its text, resulting position (its hash) and winner, in the order listed. */
const summary = (turns: readonly LegalTurn[]): string[] =>
  turns.map((turn) => `${turn.text} → ${turn.position.hash.join(',')} ${String(turn.winner)}`);

/** Where the walk and the list differ on `pos`, or null. */
function disagreement(pos: Position): string | null {
  const listed = summary(legalTurns(pos)).join('\n');
  for (const order of ['batched', 'eager'] as const) {
    const walked = summary(streamed(pos, order));
    if (walked.join('\n') !== listed)
      return `${formatPosition(pos)}: walked ${walked.length} turns (${order}), listed ${legalTurns(pos).length}`;
  }
  return null;
}

const position = (text: string): Position => {
  const parsed = parsePositionText(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const FLAT = '"levels":["00000","00000","00000","00000","00000"],"domes":[]';

describe('forEachLegalTurn', () => {
  it('visits exactly the turns legalTurns lists, in its order, in random games of every power', () => {
    const random = mulberry32(11);
    const gods = implementedGods();
    const problems: string[] = [];
    let checked = 0;
    for (const [index, god] of gods.entries()) {
      const lineups: (GodName | null)[][] = [
        [god, pick(gods, random) ?? null],
        [god, 'persephone'],
        [god, pick(gods, random) ?? null, pick(gods, random) ?? null],
      ];
      for (const lineup of lineups) {
        if (godsProblem(lineup, DEFAULT_RULES) !== null) continue;
        const start = startingPosition(lineup, 0, {}, index);
        if (!start.ok) throw new Error(start.error.message);
        let pos = start.value;
        for (let turn = 0; turn < 14; turn++) {
          const problem = disagreement(pos);
          checked++;
          if (problem !== null) problems.push(problem);
          const next = pick(legalTurns(pos), random);
          if (next === undefined) break;
          pos = next.position;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it("judges each turn against one that makes Persephone's narrowing bite, as the list does", () => {
    // Morpheus on c3 can climb to d3 (level 1): only his turns that move up stay.
    const climb = position(
      `{"players":[{"god":"morpheus","workers":["c3","a1"],"coins":2},{"god":"persephone","workers":["e5","e4"]}],"levels":["00000","00000","00010","00000","00000"],"domes":[],"toMove":0}`,
    );
    const turns = streamed(climb);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((turn) => turn.text.startsWith('c3-d3'))).toBe(true);
    expect(disagreement(climb)).toBeNull();
    // On a flat board nothing climbs, and nothing is narrowed.
    const flat = position(
      `{"players":[{"god":"morpheus","workers":["c3","a1"],"coins":2},{"god":"persephone","workers":["e5","e4"]}],${FLAT},"toMove":0}`,
    );
    expect(streamed(flat).length).toBe(legalTurns(flat).length);
  });

  it('past thousands of turns it goes on one by one, the same turns in the same order', () => {
    // Morpheus with 4 coins on an open board: 9,700 turns.
    const many = position(
      `{"players":[{"god":"morpheus","workers":["c3","a1"],"coins":4},{"workers":["e5","e4"]}],${FLAT},"toMove":0}`,
    );
    expect(legalTurns(many).length).toBeGreaterThan(9000);
    expect(disagreement(many)).toBeNull();
    let visited = 0;
    forEachLegalTurn(many, () => ++visited < 9000);
    expect(visited).toBe(9000);
  });

  it('stops when the visitor returns false', () => {
    const pos = position(
      `{"players":[{"god":"morpheus","workers":["c3","a1"],"coins":4},{"workers":["e5","e4"]}],${FLAT},"toMove":0}`,
    );
    for (const order of ['batched', 'eager'] as const) {
      let visited = 0;
      forEachLegalTurn(pos, () => ++visited < 10, order);
      expect(visited).toBe(10);
    }
    expect(legalTurns(pos).length).toBeGreaterThan(1000);
  });

  it('visits nothing in a finished game', () => {
    const won = position(
      `{"players":[{"workers":["c3","a1"]},{"workers":["e5","e4"]}],${FLAT},"toMove":1,"winner":0}`,
    );
    expect(streamed(won)).toEqual([]);
  });

  it('a walk started by a visitor, or a visitor that throws, leaves the outer walk and the next ones the same', () => {
    const pos = position(
      `{"players":[{"god":"artemis","workers":["c3","a1"]},{"god":"atlas","workers":["e5","e4"]}],${FLAT},"toMove":0}`,
    );
    const listed = summary(legalTurns(pos));
    for (const order of ['batched', 'eager'] as const) {
      const outer: LegalTurn[] = [];
      forEachLegalTurn(
        pos,
        (turn) => {
          outer.push(turn);
          // Each inner walk sees the same turns as a walk alone: it has its own set of positions seen.
          expect(summary(streamed(turn.position, order))).toEqual(summary(legalTurns(turn.position)));
        },
        order,
      );
      expect(summary(outer)).toEqual(listed);
      const failing = (): void => {
        throw new Error('visitor failed');
      };
      expect(() => {
        forEachLegalTurn(pos, failing, order);
      }).toThrow('visitor failed');
      expect(summary(streamed(pos, order))).toEqual(listed);
    }
  });

  it('leaves unwalked a turn an opponent forbids from its first steps: the same turns, the same R2 answer', () => {
    // Hypnus freezes Poseidon's higher worker (c3): none of its moves, with the ground worker's
    // extra builds under each, is legal; the other worker's 17 turns are.
    const frozen = position(
      `{"players":[{"god":"poseidon","workers":["c3","a1"]},{"god":"hypnus","workers":["e5","e4"]}],"levels":["00000","00000","00100","00000","00000"],"domes":[],"toMove":0}`,
    );
    expect(disagreement(frozen)).toBeNull();
    const turns = streamed(frozen, 'eager');
    expect(turns).toHaveLength(17);
    expect(turns.every((turn) => turn.text.startsWith('a1-'))).toBe(true);
    expect(hasLegalTurn(frozen)).toBe(true);
    // Athena moved up: every move of Poseidon's is up, so he has no turn at all (R2).
    const boxedIn = position(
      `{"players":[{"god":"poseidon","workers":["a1","e1"]},{"god":"athena","workers":["c5","c4"],"movedUp":true}],"levels":["11111","11111","11111","11111","01110"],"domes":[],"toMove":0}`,
    );
    expect(legalTurns(boxedIn)).toEqual([]);
    expect(streamed(boxedIn, 'eager')).toEqual([]);
    expect(hasLegalTurn(boxedIn)).toBe(false);
  });
});
