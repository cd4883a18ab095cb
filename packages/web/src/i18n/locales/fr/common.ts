/** L'en-tête, le choix de la langue et les noms des joueurs. */
export const common = {
  nav: {
    label: 'Jouer',
    local: 'Sur place',
    online: 'En ligne',
    puzzles: 'Problèmes',
    learn: 'Comment jouer',
    language: 'Langue',
    loadingOnline: 'Chargement du jeu en ligne…',
    loadingLearn: 'Chargement de « Comment jouer »…',
    loadingPuzzles: 'Chargement des problèmes…',
  },
  seat: {
    blue: 'Bleu',
    white: 'Blanc',
    orange: 'Orange',
    /** La lettre sur les ouvriers d'un camp : l'initiale de sa couleur ; Bleu et Blanc commencent par B, Blanc prend donc L (bLanc). */
    letter: { blue: 'B', white: 'L', orange: 'O' },
    other: 'Camp {{number}}',
    ofTeam: '{{side}} {{number}}',
    team: "L'équipe de {{side}}",
  },
};
