/** The app's other pages: analysis and replay, puzzles, how to play, the 3D view; and the power cards. */
export const pages = {
  powers: {
    fullText: 'Full text and rulings',
    when: 'When:',
  },
  learn: {
    title: 'How to play',
    intro: 'Build up, climb up: be the first to move a worker up onto the third level of a building.',
    contents: 'Lessons',
    cards: 'The 30 God Power cards',
    simple: 'Simple Gods',
    advanced: 'Advanced Gods',
    when: 'When:',
    rulings: 'Good to know',
  },
};
