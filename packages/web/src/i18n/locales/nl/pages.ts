/** De andere pagina's: analyse en terugkijken, puzzels, hoe je speelt, de 3D-weergave; en de krachtkaarten. */
export const pages = {
  powers: {
    fullText: 'Volledige tekst en uitleg',
    when: 'Wanneer:',
  },
  learn: {
    title: 'Zo speel je',
    intro:
      'Bouw op, klim op: wees de eerste die een bouwer naar de derde verdieping van een gebouw laat stijgen.',
    contents: 'Lessen',
    cards: 'De 30 godenkrachtkaarten',
    simple: 'Eenvoudige goden',
    advanced: 'Gevorderde goden',
    when: 'Wanneer:',
    rulings: 'Goed om te weten',
  },
};
