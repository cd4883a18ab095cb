/** De kop, de taalkeuze en de namen van de spelers. */
export const common = {
  nav: {
    label: 'Spelen',
    local: 'Hier spelen',
    online: 'Online',
    puzzles: 'Puzzels',
    learn: 'Zo speel je',
    language: 'Taal',
    loadingOnline: 'Online spelen wordt geladen…',
    loadingLearn: 'Spelregels worden geladen…',
    loadingPuzzles: 'Puzzels worden geladen…',
  },
  seat: {
    blue: 'Blauw',
    white: 'Wit',
    orange: 'Oranje',
    /** De letter op de bouwers van een kant: de beginletter van de kleur (Blauw, Wit, Oranje). */
    letter: { blue: 'B', white: 'W', orange: 'O' },
    other: 'Kant {{number}}',
    ofTeam: '{{side}} {{number}}',
    team: 'Team {{side}}',
  },
};
