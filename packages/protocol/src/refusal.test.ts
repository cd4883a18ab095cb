import { applyTurnText, newGame, currentPosition, type Refusal } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { checkValue } from './check.js';
import { RefusalData, refusalFromWire, refusalToWire } from './refusal.js';

describe('refusal on the wire', () => {
  it('carries the engine refusal of an illegal turn there and back', () => {
    const game = newGame({ gods: [null, null] });
    if (!game.ok) throw new Error(game.error.message);
    const played = applyTurnText(currentPosition(game.value), '@a1 @a1');
    if (played.ok || played.error.kind !== 'illegal') throw new Error('the turn should be illegal');
    const wire = refusalToWire(played.error.refusal);
    expect(wire.reason).toBe(played.error.refusal.reason);
    expect(checkValue(RefusalData, JSON.parse(JSON.stringify(wire)))).toMatchObject({ ok: true });
    expect(refusalFromWire(wire)).toEqual(played.error.refusal);
  });

  it('writes squares by name and steps in notation, and reads them back', () => {
    const refusal: Refusal = {
      reason: 'noLegalTurn',
      seat: 1,
      cause: { reason: 'tooHigh', squares: [6, 7], levels: [0, 2], power: 'apollo' },
      steps: [{ kind: 'move', from: 6, to: 7 }],
    };
    const wire = refusalToWire(refusal);
    expect(wire).toEqual({
      reason: 'noLegalTurn',
      seat: 1,
      steps: 'b2-c2',
      cause: { reason: 'tooHigh', squares: ['b2', 'c2'], levels: [0, 2], power: 'apollo' },
    });
    expect(refusalFromWire(wire)).toEqual(refusal);
  });

  it('gives up on squares or steps it cannot read', () => {
    expect(refusalFromWire({ reason: 'tooHigh', squares: ['z9'] })).toBeUndefined();
    expect(refusalFromWire({ reason: 'tooHigh', steps: 'nonsense' })).toBeUndefined();
  });
});
