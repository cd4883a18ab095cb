/** Positions the engine protocol's and analyze's tests share (JSON text, one line each). */
const EMPTY_LEVELS = '["00000","00000","00000","00000","00000"]';

export const EMPTY_BOARD = `{"players":[{"workers":[]},{"workers":[]}],"levels":${EMPTY_LEVELS},"domes":[],"toMove":0}`;

/** Two players without powers, mid-game, nothing forced soon. */
export const MIDGAME =
  '{"players":[{"workers":["b3","d4"]},{"workers":["c2","c5"]}],"levels":["00010","01000","00000","00000","00000"],"domes":[],"toMove":0}';

/** A's worker on b2 (level 2) can step up to c2 (level 3) and win at once. */
export const WIN_IN_ONE =
  '{"players":[{"workers":["b2","e5"]},{"workers":["a5","e1"]}],"levels":["00000","00000","00000","02300","00000"],"domes":[],"toMove":0}';
export const WINNING_TURN = 'b2-c2';

/** A's workers on a1 and a2 are walled in by domes: no legal turn. */
export const WALLED_IN = `{"players":[{"workers":["a1","a2"]},{"workers":["e5","e4"]}],"levels":${EMPTY_LEVELS},"domes":["a3","b3","b2","b1"],"toMove":0}`;

export const APOLLO_ATHENA = `{"players":[{"god":"apollo","workers":["b2","d4"]},{"god":"athena","workers":["c2","c4"]}],"levels":${EMPTY_LEVELS},"domes":[],"toMove":0}`;

export const THREE_PLAYERS = `{"players":[{"god":"pan","workers":["a1","e5"]},{"god":"atlas","workers":["c3","a5"]},{"god":"demeter","workers":["e1","b4"]}],"levels":${EMPTY_LEVELS},"domes":[],"toMove":1}`;

/** Four players: seats 0+2 and 1+3 are teams sharing their workers; Demeter (seat 2) to move. */
export const FOUR_PLAYERS = `{"players":[{"god":"pan","workers":["a1","e5"]},{"god":"atlas","workers":["c3","a5"]},{"god":"demeter","workers":["a1","e5"]},{"god":"apollo","workers":["c3","a5"]}],"levels":${EMPTY_LEVELS},"domes":[],"toMove":2}`;

export const THREE_PLAYERS_PLACEMENT = `{"players":[{"god":"pan","workers":[]},{"god":"atlas","workers":[]},{"god":"demeter","workers":[]}],"levels":${EMPTY_LEVELS},"domes":[],"toMove":0}`;
