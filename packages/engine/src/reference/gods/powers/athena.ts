/**
 * Athena (rules §7.3): if one of her workers moved up during her last turn (`movedUp`), opposing
 * workers cannot move up during the following opponent turns — Apollo swaps and Minotaur pushes
 * included; forced relocations are not moves (R3). R19: her own workers moved by an opponent
 * (Dionysus) are not bound.
 */
import { player } from '../model.js';
import { movesOf } from '../ply.js';
import type { Power } from '../power.js';

export const ATHENA: Power = {
  name: 'athena',
  endOfTurn: (ply, seat) => {
    const movedUp = movesOf(ply).some((e) => e.seat === seat && e.toLevel > e.fromLevel);
    const players = ply.state.players.map((p, s) => (s === seat ? { ...p, movedUp } : p));
    return { ...ply.state, players };
  },
  forbids: (ply, seat) => {
    if (!player(ply.ctx.start, seat).movedUp) return null;
    const up = movesOf(ply).find((e) => e.seat !== seat && e.toLevel > e.fromLevel);
    return up === undefined ? null : 'Athena: opposing workers cannot move up this turn';
  },
};
