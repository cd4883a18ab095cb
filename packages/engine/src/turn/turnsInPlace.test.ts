import { describe, expect, it } from 'vitest';
import type { GodName } from '../core/godNames.js';
import { formatPosition } from '../json/json.js';
import { formatTurn } from '../core/turnText.js';
import type { Position } from '../core/position.js';
import { mulberry32 } from '../core/random.js';
import { move } from '../core/steps.js';
import { board, player } from '../testing/index.js';
import { startingPosition } from '../setup/setup.js';
import { finishTurn } from './finish.js';
import { keepWrittenSlots } from './writtenSlots.js';
import { legalTurns } from './legalTurns.js';
import { turnRecords } from './generate.js';

/**
 * legalTurns finishes each turn on the generator's own copy (no second copy), merges children by a
 * hash set and writes texts on demand. These tests hold it to the plain way: finishTurn on a copy
 * of every record, slots kept, children merged by a string of their hash.
 */
function plainLegalTurns(pos: Position): { text: string; json: string; winner: number | null }[] {
  const seen = new Set<string>();
  const out: { text: string; json: string; winner: number | null }[] = [];
  for (const record of turnRecords(pos)) {
    const position = keepWrittenSlots(pos, record.turn, finishTurn(record));
    const key = `${position.hash[0] ?? 0},${position.hash[1] ?? 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: formatTurn(record.turn), json: formatPosition(position), winner: position.winner });
  }
  return out;
}

const LINEUPS: GodName[][] = [
  ['poseidon', 'demeter'],
  ['hermes', 'hypnus'],
  ['morpheus', 'athena'],
  ['dionysus', 'hephaestus'],
  ['chaos', 'chronus'],
  ['circe', 'pan'],
  ['triton', 'limus', 'persephone'],
  ['zeus', 'artemis', 'minotaur', 'aphrodite'],
];

describe('legalTurns against finishing a copy of every turn', () => {
  for (const gods of LINEUPS) {
    it(`gives the same children, each its own position, leaving the input alone: ${gods.join(' vs ')}`, () => {
      const start = startingPosition(gods, 0, {}, 3);
      expect(start.ok, gods.join(',')).toBe(true);
      if (!start.ok) return;
      const random = mulberry32(gods.length * 31 + 7);
      let pos = start.value;
      let checked = 0;
      for (let turn = 0; turn < 40 && pos.winner === null; turn++) {
        const before = formatPosition(pos);
        const children = legalTurns(pos);
        expect(formatPosition(pos)).toBe(before);
        const expected = plainLegalTurns(pos);
        expect(
          children.map((child) => ({
            text: child.text,
            json: formatPosition(child.position),
            winner: child.winner,
          })),
        ).toEqual(expected);
        expect(new Set(children.map((child) => child.position)).size).toBe(children.length);
        for (const child of children) expect(child.text).toBe(formatTurn(child.turn));
        checked += children.length;
        const next = children[Math.floor(random() * children.length)];
        if (next === undefined) break;
        pos = next.position;
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});

describe('keepWrittenSlots', () => {
  const before = board({
    players: [player(null, ['c3', 'd3']), player(null, ['a1', 'e5'])],
  });
  // Written: the c3 worker (slot 0) goes to c4, the d3 worker (slot 1) to c3.
  const turn = [move(12, 17), move(13, 12)];

  it('puts the two workers back in the slots the written moves take them to', () => {
    const exchanged = board({
      players: [player(null, ['c3', 'c4']), player(null, ['a1', 'e5'])],
    });
    const fixed = keepWrittenSlots(before, turn, exchanged);
    expect(fixed).not.toBe(exchanged);
    expect(fixed.slotsOf(0)).toEqual([17, 12]);
    expect(exchanged.slotsOf(0)).toEqual([12, 17]);
  });

  it('leaves a position whose slots follow the written moves as it is', () => {
    const kept = board({
      players: [player(null, ['c4', 'c3']), player(null, ['a1', 'e5'])],
    });
    expect(keepWrittenSlots(before, turn, kept)).toBe(kept);
    expect(keepWrittenSlots(before, [move(12, 17)], kept)).toBe(kept);
  });
});
