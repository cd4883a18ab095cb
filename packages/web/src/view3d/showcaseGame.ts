/**
 * A mid-game record the 3D view's browser tests open by share link: every level, a dome on the
 * ground, on level 1 and on a tower, Selene's crowned female, and after White's turn (c4-c5 +b5)
 * Blue to move with workers on raised squares.
 */
export const SHOWCASE_GAME = {
  players: [{ god: null }, { god: 'selene' }],
  start: 0,
  rules: {},
  seed: 0,
  position: {
    players: [
      { god: null, workers: ['b3', 'd2'] },
      { god: 'selene', workers: ['c4', 'a4'] },
    ],
    levels: ['00123', '01210', '02100', '01310', '00000'],
    domes: ['e5', 'a1', 'd4'],
    toMove: 1,
  },
  turns: ['c4-c5 +b5'],
};

/** The address of the showcase game on the server at `url`. */
export const showcaseLink = (url: string): string =>
  `${url}/#game=${encodeURIComponent(JSON.stringify(SHOWCASE_GAME))}`;
