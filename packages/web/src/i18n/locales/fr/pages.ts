/** Les autres pages : analyse et relecture, problèmes, comment jouer, la vue 3D ; et les cartes de pouvoir. */
export const pages = {
  powers: {
    fullText: 'Texte complet et précisions',
    when: 'Quand :',
  },
  learn: {
    title: 'Comment jouer',
    intro:
      'Construisez, grimpez : soyez le premier à faire monter un bâtisseur au troisième niveau d’un bâtiment.',
    contents: 'Leçons',
    cards: 'Les 30 cartes de pouvoir divin',
    simple: 'Dieux simples',
    advanced: 'Dieux avancés',
    when: 'Quand :',
    rulings: 'Précisions',
  },
};
