/** Atlas (rules §7.4): the build may be a dome at any level (below level 3 it is written `+sqD`). */
import { levelOf } from '../model.js';
import { baseNext, buildStep, normalBuildTargets, normalBuilds } from '../ply.js';
import type { Power } from '../power.js';

export const ATLAS: Power = {
  name: 'atlas',
  next: (ply) =>
    baseNext(ply, {
      builds: (p, builder) => [
        ...normalBuilds(p, builder, 'end'),
        ...normalBuildTargets(p.state, builder)
          .filter((sq) => levelOf(p.state, sq) < 3)
          .map((sq) => buildStep(p, builder, sq, true, 'end', true)),
      ],
    }),
};
