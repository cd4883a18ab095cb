/** Where the 3D view's camera starts: above rank 1's side, looking down at the board's centre. */
export const CAMERA = {
  position: [0, 6.8, 6.3] as const,
  target: [0, 0, 0] as const,
  fov: 45,
  near: 0.1,
  far: 100,
};
