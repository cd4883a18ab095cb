import { describe, expect, it } from 'vitest';
import { crowdedBoard, mulberry32 } from '../testing/index.js';
import { hasLegalTurn } from './legality.js';
import { legalTurns } from './legalTurns.js';

describe('hasLegalTurn (R2)', () => {
  it('agrees with legalTurns on crowded boards of every power, with and without a turn', () => {
    const random = mulberry32(23);
    const problems: string[] = [];
    let checked = 0;
    let without = 0;
    while (checked < 6000) {
      const pos = crowdedBoard(random);
      if (pos === undefined) continue;
      checked++;
      const listed = legalTurns(pos).length > 0;
      if (!listed) without++;
      if (hasLegalTurn(pos) !== listed)
        problems.push(`${pos.setup.gods.join(',')} (seat ${String(pos.turn)}): listed ${String(listed)}`);
    }
    expect(problems).toEqual([]);
    // Enough positions with no turn that the quick checks' "no" is tried too.
    expect(without).toBeGreaterThan(40);
  });
});
