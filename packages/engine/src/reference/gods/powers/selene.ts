/**
 * Selene (rules §7.28, R15): instead of the normal build, her female worker (the second slot) may build
 * a dome at any level on a space neighbouring her, whichever worker moved (`e1+e2D`, or `e1+e2` on
 * level 3 when the male moved). Male and female are set at placement (the core keeps the slots and the
 * removed slot as null). The female's dome is no "block" and not a Complete Tower below level 3.
 */
import { levelOf, player } from '../model.js';
import { type Ply, baseNext, buildStep, normalBuildTargets, normalBuilds } from '../ply.js';
import type { Power } from '../power.js';

const FEMALE_SLOT = 1;

function femaleDomes(ply: Ply): Ply[] {
  const female = player(ply.state, ply.ctx.seat).workers[FEMALE_SLOT] ?? null;
  if (female === null) return [];
  const moved = female === ply.lastMover;
  return normalBuildTargets(ply.state, female)
    .filter((sq) => !moved || levelOf(ply.state, sq) < 3)
    .map((sq) => buildStep(ply, female, sq, true, 'end', true));
}

export const SELENE: Power = {
  name: 'selene',
  next: (ply) =>
    baseNext(ply, { builds: (p, builder) => [...normalBuilds(p, builder, 'end'), ...femaleDomes(p)] }),
};
