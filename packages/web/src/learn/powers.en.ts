import type { PowerTexts } from './powerTexts.js';

/** The 30 God Power cards in English, as this app plays them. */
export const POWERS_EN: PowerTexts = {
  apollo: {
    title: 'Apollo',
    epithet: 'God of Music',
    timing: 'Your Move',
    text: "Your worker may move into a neighbouring space occupied by an opponent's worker (the usual height rule applies). That worker is forced into the space yours just left: the two swap places.",
    rulings: [
      "The swap is forced on the opponent's worker: it has not moved, so it cannot win by landing on level 3.",
      'Your worker did move: moving up onto level 3 by a swap wins, and it counts as moving up for Athena.',
      "You cannot swap with your own worker or a teammate's.",
    ],
  },
  artemis: {
    title: 'Artemis',
    epithet: 'Goddess of the Hunt',
    timing: 'Your Move',
    text: 'Your worker may move one more time, but not back to the space it started the turn on. Then it builds as usual.',
    rulings: [
      'Each move follows the usual height rule, so you can climb two levels in one turn (0 → 1 → 2).',
      'If the first move wins, the game ends there: no second move, no build.',
    ],
  },
  athena: {
    title: 'Athena',
    epithet: 'Goddess of Wisdom',
    timing: "Opponent's Turn",
    text: 'If one of your workers moved up on your last turn, opposing workers cannot move up this turn.',
    rulings: [
      'Only a real move of yours counts: being pushed or swapped up does not.',
      "It stops every upward move, Apollo's swaps and Minotaur's pushes included.",
      "Forced moves (a swap, a push) still happen: they are not moves. It is checked again on each of Athena's turns.",
    ],
  },
  atlas: {
    title: 'Atlas',
    epithet: 'Titan Shouldering the Heavens',
    timing: 'Your Build',
    text: 'Your worker may build a dome on any level, even on the ground.',
    rulings: [
      'A dome below level 3 blocks the space for good but is not a Complete Tower (it does not count for Chronus, Dionysus or Chaos).',
    ],
  },
  demeter: {
    title: 'Demeter',
    epithet: 'Goddess of the Harvest',
    timing: 'Your Build',
    text: 'Your worker may build one more time, but not on the same space.',
    rulings: [
      'The extra build is optional and otherwise normal: it may be a dome on level 3.',
      'The same worker makes both builds.',
    ],
  },
  hephaestus: {
    title: 'Hephaestus',
    epithet: 'God of Blacksmiths',
    timing: 'Your Build',
    text: 'Your worker may build one more block (not a dome) on top of the first one.',
    rulings: [
      'Only when the first build makes level 1 or 2: the second block then makes level 2 or 3.',
      'Never a dome: after a level-3 block or a dome there is no second build.',
    ],
  },
  hermes: {
    title: 'Hermes',
    epithet: 'God of Travel',
    timing: 'Your Turn',
    text: 'If your workers do not move up or down, each of them may move any number of times (even none). Then either one of them builds.',
    rulings: [
      'You may instead play a normal turn: one move, up or down, then that worker builds.',
      'A turn of level moves never wins: moving from level 3 to level 3 does not count.',
    ],
  },
  minotaur: {
    title: 'Minotaur',
    epithet: 'Bull-headed Monster',
    timing: 'Your Move',
    text: "Your worker may move into a space occupied by an opponent's worker (the usual height rule applies) if the next space straight on is free. That worker is forced into that space, whatever its level.",
    rulings: [
      'The space beyond must be on the board, with no worker and no dome.',
      'The pushed worker has not moved: pushed onto level 3, it does not win.',
      'Your worker did move: it wins if it moves up onto level 3.',
    ],
  },
  pan: {
    title: 'Pan',
    epithet: 'God of the Wild',
    timing: 'Win Condition',
    text: 'You also win if your worker moves down two or more levels.',
    rulings: [
      'From level 3 to 1 or to the ground, or from level 2 to the ground, in one move.',
      'Being forced down (by a swap or a push) does not count.',
      'Hera cancels it when the move ends on a perimeter space.',
    ],
  },
  prometheus: {
    title: 'Prometheus',
    epithet: 'Titan Benefactor of Mankind',
    timing: 'Your Turn',
    text: 'If your worker does not move up, it may build both before and after moving.',
    rulings: [
      'The worker that builds first is the one that must move, and it may not move up.',
      'Both builds may be on the same space.',
      'Without the first build, the turn is normal and moving up is allowed.',
    ],
  },
  aphrodite: {
    title: 'Aphrodite',
    epithet: 'Goddess of Love',
    timing: 'Any Move',
    text: "If an opponent's worker starts its turn next to one of your workers, its last move must end next to one of your workers.",
    rulings: [
      'A worker that does not move is not bound; nor is a worker that is forced.',
      'With several moves (Artemis, Hermes, Triton), only where the last one ends matters.',
      'Not used in 3-player games.',
    ],
  },
  ares: {
    title: 'Ares',
    epithet: 'God of War',
    timing: 'End of Your Turn',
    text: 'You may remove one block (not a dome) from a free space next to your worker that did not move this turn.',
    rulings: [
      'The space must have no worker and no dome, and at least one block.',
      'With only one worker left you have no unmoved worker, so no power.',
    ],
  },
  bia: {
    title: 'Bia',
    epithet: 'Goddess of Violence',
    timing: 'Setup and Your Move',
    text: "Place your workers first, on perimeter spaces. When your worker moves, an opponent's worker on the next space straight on, in the same direction, is removed from the game.",
    rulings: [
      'Any level counts for the removed worker; the removal builds nothing.',
      'Placing first does not change who takes the first turn (unless your game chose the rule switch that lets Bia start).',
      'A player who loses both workers cannot move, and loses.',
    ],
  },
  chaos: {
    title: 'Chaos',
    epithet: 'Primordial Nothingness',
    timing: 'Setup and Any Time',
    text: 'The Simple Gods nobody chose are shuffled into a deck, and you have the power of the face-up one. After any turn in which a dome completes a tower, you discard that god and turn up the next.',
    rulings: [
      'Only a dome on level 3 switches the card (unless your game chose the rule switch for any dome).',
      'When the deck runs out, the discarded gods become the deck again.',
      'A power you lose at the end of the turn stops at once: Athena held by Chaos does not carry over.',
    ],
  },
  charon: {
    title: 'Charon',
    epithet: 'Ferryman to the Underworld',
    timing: 'Your Move',
    text: "Before your worker moves, you may force a neighbouring opponent's worker to the space straight across from it on the other side of your worker, if that space is free.",
    rulings: [
      'Any level is fine for the ferried worker; it was forced, not moved, so it cannot win by it.',
      'The same worker then moves, and may move into the space just emptied.',
    ],
  },
  chronus: {
    title: 'Chronus',
    epithet: 'God of Time',
    timing: 'Win Condition',
    text: 'You also win when there are at least five Complete Towers on the board.',
    rulings: [
      'It does not matter who built them, nor whose turn it is; a win by the player whose turn it is comes first.',
      'Domes below level 3 are not Complete Towers.',
      'Two-player games only.',
    ],
  },
  circe: {
    title: 'Circe',
    epithet: 'Divine Enchantress',
    timing: 'Start of Your Turn',
    text: "If your opponent's workers are not next to each other, you alone have their power until your next turn.",
    rulings: [
      'While you hold it, your opponent has no power at all.',
      'When their workers stand together again at the start of your turn, they get it back.',
      "A power's setup part is never taken. Circe is not matched against Eros unless your game allows it.",
      'Two-player games only.',
    ],
  },
  dionysus: {
    title: 'Dionysus',
    epithet: 'God of Wine',
    timing: 'Your Build',
    text: "Each time a worker you control completes a tower, you may take an extra turn with one of your opponent's workers instead of your own. No one can win during extra turns.",
    rulings: [
      'Extra turns chain: completing a tower in one earns another.',
      'You may decline an extra turn.',
      "During it, the powers of the borrowed worker's owner do not hold it back.",
    ],
  },
  eros: {
    title: 'Eros',
    epithet: 'God of Desire',
    timing: 'Setup and Win Condition',
    text: 'Place your workers on perimeter spaces on opposite edges. You also win if one of your workers moves next to your other worker and both are on level 1 (in a 3-player game: both on the same level).',
    rulings: [
      'A corner belongs to two edges.',
      'In a 3-player game the ground counts as a level too.',
      'It has to be a move: being forced next to your other worker does not win. Hera cancels it on a perimeter space.',
    ],
  },
  hera: {
    title: 'Hera',
    epithet: 'Goddess of Marriage',
    timing: "Opponent's Turn",
    text: 'An opponent cannot win by moving into a perimeter space.',
    rulings: [
      "This stops a climb onto level 3, Pan's drop and Eros's win when the move ends on the edge; the move itself stands.",
      'Wins that are not a move, like Chronus, are not affected.',
    ],
  },
  hestia: {
    title: 'Hestia',
    epithet: 'Goddess of Hearth and Home',
    timing: 'Your Build',
    text: 'Your worker may build one more time, but not on a perimeter space.',
    rulings: ['The extra build may be on the same space as the first.'],
  },
  hypnus: {
    title: 'Hypnus',
    epithet: 'God of Sleep',
    timing: "Start of Opponent's Turn",
    text: "If one of an opponent's workers is higher than all of their others, it cannot move this turn.",
    rulings: [
      'On a tie for highest, nothing happens.',
      "An opponent's only worker counts as the highest: it cannot move.",
      'The sleeping worker can still be forced, and can still build where its power lets an unmoved worker build.',
    ],
  },
  limus: {
    title: 'Limus',
    epithet: 'Goddess of Famine',
    timing: "Opponent's Turn",
    text: 'Opposing workers cannot build on spaces next to your workers, unless they build a dome that completes a tower.',
    rulings: [
      'Every kind of build counts, extra builds and Zeus building under himself included (your game may instead allow any dome).',
      "Medusa's stone is not a build: Limus does not stop it.",
    ],
  },
  medusa: {
    title: 'Medusa',
    epithet: 'Petrifying Gorgon',
    timing: 'End of Your Turn',
    text: "Every opponent's worker on a lower space next to one of your workers is removed from the game and replaced by a block.",
    rulings: [
      'It is not optional: it happens at the end of each of your turns.',
      'The block raises that space by one level (it is never a dome).',
    ],
  },
  morpheus: {
    title: 'Morpheus',
    epithet: 'God of Dreams',
    timing: 'Start of Your Turn and Your Build',
    text: 'At the start of each of your turns, put one block on your card. You cannot build normally: instead, use any number of the blocks on your card (even none) and build that many times.',
    rulings: [
      'Each build is a normal build next to the worker that moved; several may go on the same space, up to a dome.',
      'Unused blocks stay on your card for later turns.',
      'You still have to move; you never lose for being unable to build.',
    ],
  },
  persephone: {
    title: 'Persephone',
    epithet: 'Goddess of Spring Growth',
    timing: "Opponent's Turn",
    text: 'If possible, at least one opposing worker must move up this turn.',
    rulings: [
      'It counts as possible only if a whole turn with a move up can be played (the move and a build after it).',
      'With several moves, one move up in the turn is enough.',
      'It never forces the opponent to take an extra turn offered by Dionysus.',
    ],
  },
  poseidon: {
    title: 'Poseidon',
    epithet: 'God of the Sea',
    timing: 'End of Your Turn',
    text: 'If your worker that did not move is on the ground, it may build up to three times in neighbouring spaces.',
    rulings: [
      'Each build is optional and normal; the same space may be built on more than once.',
      'With only one worker left there is no unmoved worker, so no power.',
    ],
  },
  selene: {
    title: 'Selene',
    epithet: 'Goddess of the Moon',
    timing: 'Setup and Your Build',
    text: 'One of your workers is female. Instead of your normal build, your female worker may build a dome at any level next to her, even if your male worker moved.',
    rulings: [
      'Your second placed worker is the female one (the pink dot on the board).',
      'A dome below level 3 is not a Complete Tower.',
    ],
  },
  triton: {
    title: 'Triton',
    epithet: 'God of the Waves',
    timing: 'Your Move',
    text: 'Each time your worker moves into a perimeter space, it may move again at once.',
    rulings: [
      'Each move is normal; the chain ends on an inner space or when you stop. Going back to a space is allowed.',
      'Moving up onto level 3 on the edge wins at once (unless Hera is in play).',
    ],
  },
  zeus: {
    title: 'Zeus',
    epithet: 'God of the Sky',
    timing: 'Your Build',
    text: 'Your worker may build a block under itself, which lifts it one level.',
    rulings: [
      'Only from the ground, level 1 or 2, and never a dome.',
      'Lifted onto level 3 this way, it does not win: the lift is not a move, and a later move from level 3 to level 3 does not win either.',
    ],
  },
};
