/**
 * A pawn's outline, turned about its axis (three's LatheGeometry): [radius, height] from the foot
 * up — a wide base, a waisted body and a collar; the head (a ball, or a crown for Selene's female)
 * sits on top. One unit is one square, so the pawn stands about half a square tall.
 */
export const PAWN_PROFILE: readonly (readonly [radius: number, height: number])[] = [
  [0, 0],
  [0.2, 0],
  [0.205, 0.035],
  [0.18, 0.065],
  [0.13, 0.09],
  [0.105, 0.16],
  [0.085, 0.27],
  [0.08, 0.31],
  [0.125, 0.33],
  [0.125, 0.355],
  [0.07, 0.375],
  [0, 0.38],
];

/** Where the pawn's head (a ball of HEAD_RADIUS) is centred. */
export const HEAD_Y = 0.45;
export const HEAD_RADIUS = 0.095;
/** Where the seat letter's badge floats, above the head or the crown. */
export const BADGE_Y = { pawn: 0.7, 'crowned-pawn': 0.78 } as const;
