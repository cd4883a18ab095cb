/**
 * Persephone (rules §7.26, R10): judged on complete turns — if any complete legal turn of an opponent
 * moves one of the opponent's workers up, only such turns are legal. Her own workers moved by Dionysus
 * in an extra turn are not bound by her (R19), so their moves never count.
 */
import { type Ply, movesOf } from '../ply.js';
import type { Power } from '../power.js';

const movesOpposingWorkerUp = (ply: Ply, seat: number): boolean =>
  movesOf(ply).some((e) => e.seat !== seat && e.toLevel > e.fromLevel);

export const PERSEPHONE: Power = {
  name: 'persephone',
  narrows: (turns, seat) =>
    turns.some((t) => movesOpposingWorkerUp(t, seat)) ? (t) => movesOpposingWorkerUp(t, seat) : null,
};
