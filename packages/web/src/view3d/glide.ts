import type { Point } from './scene.js';

/** How long a worker takes to change squares. */
export const GLIDE_MS = 200;
/** How high a gliding worker hops at halfway, so it clears the edges of the towers it passes. */
export const HOP = 0.22;

/** Where a worker gliding `from` → `to` is after `elapsed` ms of `duration`: ease-out, with a hop. */
export function glideAt(from: Point, to: Point, elapsed: number, duration: number): Point {
  const t = duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / duration));
  const eased = 1 - (1 - t) ** 3;
  const along = (a: number, b: number) => a + (b - a) * eased;
  return [
    along(from[0], to[0]),
    along(from[1], to[1]) + Math.sin(Math.PI * eased) * HOP,
    along(from[2], to[2]),
  ];
}
