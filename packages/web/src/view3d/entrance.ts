/** How long a new block or dome takes to fall into place. */
export const DROP_MS = 220;
/** How far above its place a new block or dome starts. */
export const DROP_HEIGHT = 0.7;
/** How long a removed block, dome or worker takes to fade away. */
export const FADE_MS = 260;

const progress = (elapsed: number, duration: number): number =>
  duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / duration));

/** How far above its place a dropping piece is after `elapsed` ms: it falls faster and faster. */
export function dropOffset(elapsed: number, duration: number): number {
  const t = progress(elapsed, duration);
  return DROP_HEIGHT * (1 - t * t);
}

/** A leaving piece's opacity after `elapsed` ms: from 1 down to 0. */
export function fadeOpacity(elapsed: number, duration: number): number {
  return 1 - progress(elapsed, duration);
}
