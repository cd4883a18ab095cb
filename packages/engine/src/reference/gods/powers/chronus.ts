/** Chronus (rules §16): also wins, whoever is playing, as soon as 5 or more Complete Towers stand. */
import { ALL_SQUARES, type State, hasDome, levelOf } from '../model.js';
import type { Power } from '../power.js';

const TOWERS_TO_WIN = 5;

const completeTowers = (state: State): number =>
  ALL_SQUARES.filter((sq) => hasDome(state, sq) && levelOf(state, sq) === 3).length;

export const CHRONUS: Power = {
  name: 'chronus',
  winsAnyTime: (state) => completeTowers(state) >= TOWERS_TO_WIN,
};
