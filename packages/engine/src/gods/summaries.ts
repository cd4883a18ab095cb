import type { GodName } from '../core/godNames.js';

/**
 * One line per God Power, for people choosing a god or reading a player's card: a reminder in plain
 * words, not the rules (rules.md §6–§9 are).
 */
export const GOD_SUMMARIES: Readonly<Record<GodName, string>> = {
  apollo: 'may move onto an opponent worker next to you; it is swapped into the square you left',
  artemis: 'the moved worker may move once more, but not back where it started',
  athena: 'if one of your workers moved up on your turn, opponents cannot move up on their next turn',
  atlas: 'may build a dome on any level, even the ground',
  demeter: 'may build a second time, but not on the same square',
  hephaestus: 'may build a second block (not a dome) on top of the first',
  hermes: 'if your workers stay on their levels, both may move any number of squares; then one builds',
  minotaur: 'may move onto an opponent worker and push it one square straight back, if that square is free',
  pan: 'also wins by moving down two or more levels',
  prometheus: 'if the worker does not move up, it may build both before and after moving',
  aphrodite: 'an opponent worker starting next to yours must end its move next to one of yours',
  ares: 'at the end of your turn may remove a free block next to your worker that did not move',
  bia: 'places first, on the edge; moving towards an opponent worker just beyond removes it',
  chaos: 'has the power of a face-up Simple God; a new one is drawn after a tower is completed',
  charon: 'before moving, may ferry an opponent worker next to you to the square opposite you',
  chronus: 'also wins when five complete towers stand on the board',
  circe: "if an opponent's workers are apart at your turn's start, you alone hold their power",
  dionysus: 'completing a tower gives an extra turn with an opponent worker; nobody wins in it',
  eros: 'places on opposite edges; wins by moving next to its other worker, both on level 1 (3p: any same level)',
  hera: 'opponents cannot win by moving onto an edge square',
  hestia: 'may build a second time, but not on an edge square',
  hypnus: "an opponent's worker higher than all their others cannot move",
  limus: 'opponents cannot build next to your workers, except a dome that completes a tower',
  medusa: 'at the end of your turn, opponent workers below and next to yours turn to stone (a block)',
  morpheus: 'gains a coin each turn; instead of one build, builds once per coin spent (even zero)',
  persephone: 'if they can, opponents must move at least one worker up',
  poseidon: 'if your unmoved worker is on the ground, it may build up to three more times',
  selene: 'has a male and a female worker; the female may build a dome on any level instead',
  triton: 'each move onto an edge square may be followed by another move',
  zeus: 'may build a block under its own worker, lifting it (no win that way)',
};
