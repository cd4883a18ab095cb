/** The header, the language menu and the seats' names. */
export const common = {
  nav: {
    label: 'Play',
    local: 'Local',
    online: 'Online',
    puzzles: 'Puzzles',
    learn: 'How to play',
    language: 'Language',
    loadingOnline: 'Loading online play…',
    loadingLearn: 'Loading how to play…',
    loadingPuzzles: 'Loading the puzzles…',
  },
  seat: {
    blue: 'Blue',
    white: 'White',
    orange: 'Orange',
    /** The letter on a side's workers: its colour's initial (each side's its own). */
    letter: { blue: 'B', white: 'W', orange: 'O' },
    other: 'Side {{number}}',
    ofTeam: '{{side}} {{number}}',
    team: "{{side}}'s team",
  },
};
