import { nextSteps, parsePositionText, type Position, type Step } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { powerHint } from './powerHint.js';

function position(god: string | null): Position {
  const parsed = parsePositionText(
    `{"players":[{"god":${god === null ? 'null' : `"${god}"`},"workers":["b2","d4"]},{"god":null,"workers":["c4","e5"]}],` +
      `"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}`,
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const hint = (god: string | null, prefix: Step[]) => {
  const pos = position(god);
  return powerHint(pos, prefix, nextSteps(pos, prefix));
};

describe('the power hint', () => {
  it('says what a power allows beyond the next base step', () => {
    expect(hint('artemis', [{ kind: 'move', from: 6, to: 7 }])).toBe(
      'Artemis: you may move again, or build.',
    );
    expect(hint('atlas', [{ kind: 'move', from: 6, to: 7 }])).toBe(
      'Atlas: you may build (a block or a dome).',
    );
    expect(hint('prometheus', [])).toBe('Prometheus: you may move, or build first.');
    expect(
      hint('demeter', [
        { kind: 'move', from: 6, to: 7 },
        { kind: 'build', at: 8, dome: false },
      ]),
    ).toBe('Demeter: you may build again, or end the turn.');
  });

  it('says nothing when the turn goes on as in the base game', () => {
    expect(hint(null, [{ kind: 'move', from: 6, to: 7 }])).toBeNull();
    expect(hint('apollo', [])).toBeNull();
    expect(hint('artemis', [])).toBeNull();
  });
});
