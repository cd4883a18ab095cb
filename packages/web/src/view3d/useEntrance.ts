import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import type { Material, Object3D } from 'three';
import { DROP_MS, FADE_MS, dropOffset, fadeOpacity } from './entrance.js';
import { withLeavers, type Keyed, type Shown } from './leavers.js';
import { prefersReducedMotion } from './reducedMotion.js';

/**
 * Drops `ref`'s object into place when it first appears, if `enter` (a piece built during the game,
 * not one there when the board was first drawn) and motion is allowed. Frames only while it falls.
 */
export function useDropIn(ref: RefObject<Object3D | null>, enter: boolean): void {
  const invalidate = useThree((state) => state.invalidate);
  const drop = useRef<{ baseY: number; start: number } | null>(null);

  useLayoutEffect(() => {
    const object = ref.current;
    if (object === null || !enter || prefersReducedMotion()) return;
    drop.current = { baseY: object.position.y, start: performance.now() };
    object.position.y = drop.current.baseY + dropOffset(0, DROP_MS);
    invalidate();
    // Only the first appearance drops in: no dependencies.
  }, []);

  useFrame(() => {
    const object = ref.current;
    const current = drop.current;
    if (object === null || current === null) return;
    const elapsed = performance.now() - current.start;
    object.position.y = current.baseY + dropOffset(elapsed, DROP_MS);
    if (elapsed < DROP_MS) invalidate();
    else drop.current = null;
  });
}

function setOpacity(object: Object3D, opacity: number): void {
  object.traverse((node) => {
    const material = (node as Object3D & { material?: Material | Material[] }).material;
    for (const one of Array.isArray(material) ? material : material === undefined ? [] : [material]) {
      one.transparent = opacity < 1;
      one.opacity = opacity;
      one.depthWrite = opacity >= 1;
    }
  });
}

/** Fades `ref`'s object out from `leftAt` (its piece left the board); opaque again if it returns. */
export function useFadeOut(ref: RefObject<Object3D | null>, leftAt: number | null): void {
  const invalidate = useThree((state) => state.invalidate);
  const faded = useRef(false);

  useLayoutEffect(() => {
    const object = ref.current;
    if (object === null) return;
    if (leftAt !== null) invalidate();
    else if (faded.current) {
      faded.current = false;
      setOpacity(object, 1);
      invalidate();
    }
  }, [ref, leftAt, invalidate]);

  useFrame(() => {
    const object = ref.current;
    if (object === null || leftAt === null) return;
    const elapsed = performance.now() - leftAt;
    faded.current = true;
    setOpacity(object, fadeOpacity(elapsed, FADE_MS));
    if (elapsed < FADE_MS) invalidate();
  });
}

/**
 * The pieces now plus those that just left (see `withLeavers`), on `performance.now()`'s clock; it
 * draws again when the last fade is over so the faded pieces go. No fades under reduced motion.
 */
export function useLeavers<T>(now: readonly Keyed<T>[]): Shown<T>[] {
  const shown = useRef<Shown<T>[]>([]);
  const [tick, redraw] = useReducer((count: number) => count + 1, 0);
  const pieces = useMemo(() => {
    const fadeMs = prefersReducedMotion() ? 0 : FADE_MS;
    shown.current = withLeavers(shown.current, now, performance.now(), fadeMs);
    return shown.current;
    // `tick` only asks for the fades to be looked at again.
  }, [now, tick]);
  const leaving = pieces.some((piece) => piece.leftAt !== null);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(redraw, FADE_MS + 20);
    return () => {
      clearTimeout(timer);
    };
  }, [leaving, pieces]);
  return pieces;
}
