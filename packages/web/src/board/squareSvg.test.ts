import { describe, expect, it } from 'vitest';
import type { Target } from './boardState.js';
import { squareSvg } from './squareSvg.js';

const EMPTY = { level: 0, dome: false, worker: null };
const WORKER = { level: 2, dome: false, worker: { side: 0, letter: 'B', owner: 'Blue', female: false } };

/** The marker shapes drawn for a target, by class. */
const markers = (target: Target, occupied: boolean): string =>
  [...squareSvg(occupied ? WORKER : EMPTY, target, false).matchAll(/marker (marker-\w+)/g)]
    .map((match) => match[1])
    .sort()
    .filter((name, index, all) => all.indexOf(name) === index)
    .join(' ');

describe('a square drawn as SVG', () => {
  it('gives every kind of highlight its own shape', () => {
    const shapes = {
      select: markers('select', true),
      move: markers('move', false),
      swap: markers('swap', true),
      build: markers('build', false),
      moveOrBuild: markers('moveOrBuild', false),
      remove: markers('remove', false),
      force: markers('force', false),
    };
    expect(shapes).toEqual({
      select: 'marker-select',
      move: 'marker-move',
      swap: 'marker-swap',
      build: 'marker-build',
      moveOrBuild: 'marker-build marker-move',
      remove: 'marker-remove',
      force: 'marker-force',
    });
    expect(squareSvg(WORKER, undefined, true)).toContain('marker-selected');
  });

  it('draws one tier per level under the level numeral, and a dome the same on any level', () => {
    const tower = squareSvg({ level: 3, dome: true, worker: null }, undefined, false);
    expect(tower.match(/class="tier tier-\d"/g)).toEqual([
      'class="tier tier-1"',
      'class="tier tier-2"',
      'class="tier tier-3"',
    ]);
    expect(tower).toContain('<path class="level" data-level="3"');
    const ground = squareSvg({ level: 0, dome: true, worker: null }, undefined, false);
    const dome = (svg: string) =>
      svg.slice(svg.indexOf('<g class="dome-shape'), svg.indexOf('</g>', svg.indexOf('dome-shape')));
    expect(dome(ground)).toBe(dome(tower));
    expect(ground).not.toContain('class="level"');
  });

  it("marks Selene's female by shape, and moves a worker in from where it was", () => {
    const female = squareSvg({ ...WORKER, worker: { ...WORKER.worker, female: true } }, undefined, false);
    expect(female).toContain('class="female"');
    const arriving = squareSvg(WORKER, undefined, false, {
      arrivedFrom: [-1, 1],
      built: false,
      removedLevel: null,
    });
    expect(arriving).toContain('class="pawn arriving" style="--from-x:-106px;--from-y:106px"');
  });
});
