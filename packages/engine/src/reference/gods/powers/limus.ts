/**
 * Limus (rules §23, R6): opposing workers cannot build on a space neighbouring one of his workers,
 * unless the build is a dome that completes a tower (with `limusAnyDome`: any dome). Every kind of
 * build counts (extra builds, Prometheus's first build, Zeus under himself). A build by one of
 * Limus's own workers is not restricted (R19: a worker Dionysus borrows from him).
 * His workers are followed through the turn's events, as they may be forced or removed before a build.
 */
import { type Square, neighbours, player } from '../model.js';
import type { Ply } from '../ply.js';
import type { Power } from '../power.js';

function breaksLimus(ply: Ply, seat: number): boolean {
  const anyDome = ply.ctx.start.rules.limusAnyDome;
  const his: (Square | null)[] = [...player(ply.ctx.start, seat).workers];
  for (const event of ply.events) {
    if ((event.kind === 'move' || event.kind === 'force') && event.seat === seat) his[event.slot] = event.to;
    if (event.kind === 'remove' && event.seat === seat) his[event.slot] = null;
    if (event.kind !== 'build' || (event.builder !== null && his.includes(event.builder))) continue;
    const allowedDome = event.dome && (anyDome || event.level === 3);
    if (!allowedDome && neighbours(event.sq).some((sq) => his.includes(sq))) return true;
  }
  return false;
}

export const LIMUS: Power = {
  name: 'limus',
  forbids: (ply, seat) =>
    breaksLimus(ply, seat) ? 'Limus: no building next to his workers except a dome on level 3' : null,
};
