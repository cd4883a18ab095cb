import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Object3D } from 'three';
import { GLIDE_MS, glideAt } from './glide.js';
import { prefersReducedMotion } from './reducedMotion.js';
import type { Point } from './scene.js';

/**
 * Keeps `ref`'s object at `to`: placed there at once the first time (and under reduced motion),
 * otherwise gliding over from where it was. Frames are asked for only while it moves.
 */
export function useGlide(ref: RefObject<Object3D | null>, to: Point): void {
  const invalidate = useThree((state) => state.invalidate);
  const glide = useRef<{ from: Point; to: Point; start: number } | null>(null);
  const placed = useRef(false);
  const [x, y, z] = to;

  useLayoutEffect(() => {
    const object = ref.current;
    if (object === null) return;
    if (!placed.current || prefersReducedMotion()) {
      placed.current = true;
      glide.current = null;
      object.position.set(x, y, z);
      invalidate();
      return;
    }
    const { position } = object;
    glide.current = { from: [position.x, position.y, position.z], to: [x, y, z], start: performance.now() };
    invalidate();
  }, [ref, x, y, z, invalidate]);

  useFrame(() => {
    const object = ref.current;
    const current = glide.current;
    if (object === null || current === null) return;
    const elapsed = performance.now() - current.start;
    object.position.set(...glideAt(current.from, current.to, elapsed, GLIDE_MS));
    if (elapsed < GLIDE_MS) invalidate();
    else glide.current = null;
  });
}
