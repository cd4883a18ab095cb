import { describe, expect, it } from 'vitest';
import { grownPiece, HIGHLIGHT_LOOKS, highlightPieces, type HighlightPiece } from './highlights.js';

/** How far a piece reaches from the square's centre. */
function reach(piece: HighlightPiece): number {
  switch (piece.kind) {
    case 'ring':
      return piece.outer;
    case 'disc':
      return Math.hypot(piece.dx, piece.dz) + piece.radius;
    case 'bar':
      return piece.length / 2;
  }
}

describe('highlight looks', () => {
  it('differ in shape and colour between the kinds a player must tell apart', () => {
    const kinds = [
      'select',
      'selected',
      'move',
      'build',
      'moveOrBuild',
      'swap',
      'force',
      'remove',
      'last-turn',
    ] as const;
    const looks = kinds.map((kind) => HIGHLIGHT_LOOKS[kind]);
    expect(new Set(looks.map((look) => look.shape)).size).toBe(kinds.length);
    expect(new Set(looks.map((look) => look.colour)).size).toBe(kinds.length);
  });
});

describe('highlightPieces', () => {
  it('keeps every shape within the surface it marks (corners may reach its diagonal)', () => {
    const size = 0.74;
    for (const { shape } of Object.values(HIGHLIGHT_LOOKS))
      for (const piece of highlightPieces(shape, size))
        expect(reach(piece)).toBeLessThanOrEqual((size / 2) * Math.SQRT2);
  });

  it('grows a rim on every side of a piece', () => {
    const [ring] = highlightPieces('thin-ring', 1);
    if (ring?.kind !== 'ring') throw new Error('a ring');
    const rim = grownPiece(ring, 0.02);
    if (rim.kind !== 'ring') throw new Error('a ring');
    expect(rim.inner).toBeCloseTo(ring.inner - 0.02);
    expect(rim.outer).toBeCloseTo(ring.outer + 0.02);
  });
});
