import { A0, A1, B0, B1, DOMES, L1, L2, L3, NEIGHBOURS } from '@santorini/engine';
import { climbable, heightAt, lowest } from './bits.js';

/**
 * A turn of the mover's that wins by force on the mover's next turn through a threat the opponent
 * cannot parry, or 0 when there is none found: after the turn a worker of the mover's stands on
 * level 2 next to a free level 3, the opponent has no winning step of its own, and either there are
 * two such level 3s (the opponent domes one at most) or no opponent worker can step next to the
 * one there is (a dome needs a builder beside it; nobody below level 2 can step onto a level 3).
 * The caller has checked that the mover has no winning step now. Base game only: the position is
 * the frame at `frames[at]` of the kernel's stack (its mover's workers a0 and a1).
 *
 * At the search's horizon this is a win two turns away that a static evaluation cannot see; the
 * kernel's code of the threatening turn is returned (`from | to << 5 | build << 10`).
 */
export function forcedThreatTurn(frames: Int32Array, at: number): number {
  const l1 = frames[at + L1] ?? 0;
  const l2 = frames[at + L2] ?? 0;
  const l3 = frames[at + L3] ?? 0;
  const domes = frames[at + DOMES] ?? 0;
  const a0 = frames[at + A0] ?? 0;
  const a1 = frames[at + A1] ?? 0;
  const b0 = frames[at + B0] ?? 0;
  const b1 = frames[at + B1] ?? 0;
  const level2 = l2 & ~l3;
  const ha0 = heightAt(l1, l2, l3, a0);
  const ha1 = heightAt(l1, l2, l3, a1);
  // After the turn a worker of the mover's is on level 2: the one that moved or the other one.
  if (ha0 === 0 && ha1 === 0) return 0;
  const hb0 = heightAt(l1, l2, l3, b0);
  const hb1 = heightAt(l1, l2, l3, b1);
  const opponents = (1 << b0) | (1 << b1);
  const occupied = domes | (1 << a0) | (1 << a1) | opponents;
  const opponentNear = (hb0 === 2 ? (NEIGHBOURS[b0] ?? 0) : 0) | (hb1 === 2 ? (NEIGHBOURS[b1] ?? 0) : 0);
  for (let w = 0; w < 2; w++) {
    const from = w === 0 ? a0 : a1;
    const other = w === 0 ? a1 : a0;
    const hFrom = w === 0 ? ha0 : ha1;
    const otherHigh = (w === 0 ? ha1 : ha0) === 2 ? (NEIGHBOURS[other] ?? 0) : 0;
    const reach = (NEIGHBOURS[from] ?? 0) & ~occupied & climbable(l2, l3, hFrom);
    for (let targets = otherHigh !== 0 ? reach : reach & level2; targets !== 0; targets &= targets - 1) {
      const to = lowest(targets);
      const high = ((level2 >>> to) & 1) !== 0 ? (NEIGHBOURS[to] ?? 0) | otherHigh : otherHigh;
      const workersAfter = (1 << to) | (1 << other) | opponents;
      for (let builds = (NEIGHBOURS[to] ?? 0) & ~(domes | workersAfter); builds !== 0; builds &= builds - 1) {
        const build = lowest(builds);
        const b = 1 << build;
        const l2After = l2 | (l1 & b);
        const l3After = l3 | (l2 & b);
        const freeAfter = ~(domes | (l3 & b) | workersAfter);
        const threats = high & l3After & freeAfter;
        if (threats === 0 || (opponentNear & l3After & freeAfter) !== 0) continue;
        const code = from | (to << 5) | (build << 10);
        if ((threats & (threats - 1)) !== 0) return code;
        const besideThreat = NEIGHBOURS[lowest(threats)] ?? 0;
        const stepsB0 = (NEIGHBOURS[b0] ?? 0) & freeAfter & climbable(l2After, l3After, hb0);
        const stepsB1 = (NEIGHBOURS[b1] ?? 0) & freeAfter & climbable(l2After, l3After, hb1);
        if (((stepsB0 | stepsB1) & besideThreat) === 0) return code;
      }
    }
  }
  return 0;
}
