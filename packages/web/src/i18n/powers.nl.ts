import type { PowerTexts } from './powerTexts.js';

/** De 30 godenkaarten in het Nederlands, zoals de app ze speelt. */
export const POWERS_NL: PowerTexts = {
  apollo: {
    title: 'Apollo',
    epithet: 'God van de muziek',
    timing: 'Jouw verplaatsing',
    summary:
      'Je bouwer mag naar het veld van een naburige bouwer van de tegenstander; die wordt verplaatst naar het veld dat je verliet.',
    text: 'Je bouwer mag naar een aangrenzend veld met een bouwer van de tegenstander (de gewone hoogteregel geldt). Die bouwer wordt gedwongen naar het veld dat jouw bouwer net verliet: ze ruilen van plaats.',
    rulings: [
      'De ruil is gedwongen voor de bouwer van de tegenstander: die heeft zich niet verplaatst en wint dus niet door op niveau 3 te belanden.',
      'Jouw bouwer heeft zich wel verplaatst: met een ruil omhoog naar niveau 3 win je, en het telt als omhoog gaan voor Athena.',
      'Ruilen met je eigen bouwer of die van een teamgenoot mag niet.',
    ],
  },
  artemis: {
    title: 'Artemis',
    epithet: 'Godin van de jacht',
    timing: 'Jouw verplaatsing',
    summary: 'Je bouwer mag nog een keer verplaatsen, maar niet terug naar waar hij begon.',
    text: 'Je bouwer mag zich nog één keer verplaatsen, maar niet terug naar het veld waar hij de beurt begon. Daarna bouwt hij zoals gewoonlijk.',
    rulings: [
      'Elke verplaatsing volgt de hoogteregel, dus je kunt in één beurt twee niveaus stijgen (0 → 1 → 2).',
      'Wint de eerste verplaatsing al, dan is het spel meteen voorbij: geen tweede verplaatsing, geen bouwactie.',
    ],
  },
  athena: {
    title: 'Athena',
    epithet: 'Godin van de wijsheid',
    timing: 'Beurt van de tegenstander',
    summary:
      'Als een van je bouwers in jouw beurt omhoog ging, mogen tegenstanders in hun volgende beurt niet omhoog.',
    text: 'Is een van jouw bouwers in je vorige beurt omhoog gegaan, dan mogen de bouwers van de tegenstander deze beurt niet omhoog.',
    rulings: [
      'Alleen een echte verplaatsing van jou telt: omhoog geduwd of geruild worden niet.',
      'Elke verplaatsing omhoog is verboden, ook de ruil van Apollo en het duwen van de Minotaurus.',
      'Gedwongen verplaatsingen kunnen nog wel: dat zijn geen verplaatsingen. Het wordt elke beurt van Athena opnieuw bekeken.',
    ],
  },
  atlas: {
    title: 'Atlas',
    epithet: 'Titaan die de hemel draagt',
    timing: 'Jouw bouwactie',
    summary: 'Je bouwer mag op elk niveau een koepel bouwen, zelfs op de grond.',
    text: 'Je bouwer mag op elk niveau een koepel bouwen, zelfs op de grond.',
    rulings: [
      'Een koepel onder niveau 3 blokkeert het veld voorgoed, maar is geen complete toren (hij telt niet voor Chronos, Dionysus of Chaos).',
    ],
  },
  demeter: {
    title: 'Demeter',
    epithet: 'Godin van de oogst',
    timing: 'Jouw bouwactie',
    summary: 'Je bouwer mag een tweede keer bouwen, maar niet op hetzelfde veld.',
    text: 'Je bouwer mag nog een keer bouwen, maar niet op hetzelfde veld.',
    rulings: [
      'De extra bouwactie is vrijwillig en verder gewoon: het mag een koepel op niveau 3 zijn.',
      'Dezelfde bouwer bouwt beide keren.',
    ],
  },
  hephaestus: {
    title: 'Hephaistos',
    epithet: 'God van de smeden',
    timing: 'Jouw bouwactie',
    summary: 'Je bouwer mag een tweede blok (geen koepel) boven op het eerste bouwen.',
    text: 'Je bouwer mag nog een blok (geen koepel) boven op het eerste bouwen.',
    rulings: [
      'Alleen als de eerste bouwactie niveau 1 of 2 oplevert: het tweede blok maakt er dan niveau 2 of 3 van.',
      'Nooit een koepel: na een blok van niveau 3 of een koepel volgt geen tweede bouwactie.',
    ],
  },
  hermes: {
    title: 'Hermes',
    epithet: 'God van de reizigers',
    timing: 'Jouw beurt',
    summary:
      'Als je bouwers op hun niveau blijven, mogen ze allebei zoveel velden verplaatsen als je wilt; daarna bouwt er één.',
    text: 'Als je bouwers niet omhoog of omlaag gaan, mag elk van hen zich zo vaak verplaatsen als je wilt (ook nul keer). Daarna bouwt een van beide.',
    rulings: [
      'Je mag ook een gewone beurt spelen: één verplaatsing, omhoog of omlaag, waarna die bouwer bouwt.',
      'Een beurt met alleen gelijkvloerse verplaatsingen wint nooit: van niveau 3 naar niveau 3 telt niet.',
    ],
  },
  minotaur: {
    title: 'Minotaurus',
    epithet: 'Monster met een stierenkop',
    timing: 'Jouw verplaatsing',
    summary:
      'Je bouwer mag naar een bouwer van de tegenstander en die één veld recht achteruit duwen, als dat veld vrij is.',
    text: 'Je bouwer mag naar een veld met een bouwer van de tegenstander (de hoogteregel geldt) als het veld rechtdoor daarachter vrij is. Die bouwer wordt naar dat veld gedwongen, op welk niveau ook.',
    rulings: [
      'Het veld erachter moet op het bord liggen, zonder bouwer en zonder koepel.',
      'De geduwde bouwer heeft zich niet verplaatst: naar niveau 3 geduwd wint hij niet.',
      'Jouw bouwer heeft zich wel verplaatst: hij wint als hij omhoog naar niveau 3 gaat.',
    ],
  },
  pan: {
    title: 'Pan',
    epithet: 'God van de wildernis',
    timing: 'Winvoorwaarde',
    summary: 'Je wint ook door twee of meer niveaus omlaag te gaan.',
    text: 'Je wint ook als je bouwer twee of meer niveaus omlaag gaat.',
    rulings: [
      'Van niveau 3 naar 1 of naar de grond, of van niveau 2 naar de grond, in één verplaatsing.',
      'Omlaag gedwongen worden (door een ruil of een duw) telt niet.',
      'Hera maakt het ongedaan als de verplaatsing op een randveld eindigt.',
    ],
  },
  prometheus: {
    title: 'Prometheus',
    epithet: 'Titaan, weldoener van de mensheid',
    timing: 'Jouw beurt',
    summary: 'Als je bouwer niet omhoog gaat, mag hij zowel voor als na het verplaatsen bouwen.',
    text: 'Als je bouwer niet omhoog gaat, mag hij zowel vóór als na zijn verplaatsing bouwen.',
    rulings: [
      'De bouwer die eerst bouwt, is degene die zich moet verplaatsen, en hij mag niet omhoog.',
      'Beide bouwacties mogen op hetzelfde veld.',
      'Zonder die eerste bouwactie is het een gewone beurt en mag je wel omhoog.',
    ],
  },
  aphrodite: {
    title: 'Aphrodite',
    epithet: 'Godin van de liefde',
    timing: 'Elke verplaatsing',
    summary:
      'Een bouwer van de tegenstander die naast de jouwe begint, moet zijn verplaatsing naast een van de jouwe eindigen.',
    text: 'Begint een bouwer van de tegenstander zijn beurt naast een van jouw bouwers, dan moet zijn laatste verplaatsing eindigen naast een van jouw bouwers.',
    rulings: [
      'Een bouwer die zich niet verplaatst, is vrij; een gedwongen bouwer ook.',
      'Bij meerdere verplaatsingen (Artemis, Hermes, Triton) telt alleen waar de laatste eindigt.',
      'Niet in spellen met 3 spelers.',
    ],
  },
  ares: {
    title: 'Ares',
    epithet: 'God van de oorlog',
    timing: 'Einde van jouw beurt',
    summary: 'Aan het eind van je beurt mag je een vrij blok naast je bouwer die niet verplaatste weghalen.',
    text: 'Je mag één blok (geen koepel) weghalen van een vrij veld naast je bouwer die zich deze beurt niet heeft verplaatst.',
    rulings: [
      'Het veld moet zonder bouwer en zonder koepel zijn, met minstens één blok.',
      'Met nog maar één bouwer heb je geen stilstaande bouwer, dus geen kracht.',
    ],
  },
  bia: {
    title: 'Bia',
    epithet: 'Godin van het geweld',
    timing: 'Voorbereiding en jouw verplaatsing',
    summary:
      'Jij plaatst eerst, op de rand; verplaatsen in de richting van een bouwer van de tegenstander vlak daarachter haalt die weg.',
    text: 'Plaats je bouwers als eerste, op randvelden. Als je bouwer zich verplaatst, wordt een bouwer van de tegenstander op het volgende veld rechtdoor, in dezelfde richting, uit het spel genomen.',
    rulings: [
      'Het niveau van de weggenomen bouwer maakt niet uit; het wegnemen bouwt niets.',
      'Als eerste plaatsen verandert niet wie de eerste beurt speelt (tenzij je spel de optie koos waarmee Bia begint).',
      'Wie beide bouwers kwijt is, kan zich niet meer verplaatsen en verliest.',
    ],
  },
  chaos: {
    title: 'Chaos',
    epithet: 'De oerleegte',
    timing: 'Voorbereiding en altijd',
    summary:
      'Je hebt de kracht van een open eenvoudige god; na elke voltooide toren wordt een nieuwe getrokken.',
    text: 'De eenvoudige goden die niemand koos, vormen een geschudde stapel, en jij hebt de kracht van de open kaart. Na elke beurt waarin een koepel een toren voltooit, leg je die god af en draai je de volgende om.',
    rulings: [
      'Alleen een koepel op niveau 3 doet de kaart wisselen (tenzij je spel de optie voor elke koepel koos).',
      'Is de stapel op, dan worden de afgelegde goden de nieuwe stapel.',
      'Een kracht die je aan het eind van de beurt kwijtraakt, stopt meteen: Athena in handen van Chaos werkt niet door.',
    ],
  },
  charon: {
    title: 'Charon',
    epithet: 'Veerman van de onderwereld',
    timing: 'Jouw verplaatsing',
    summary:
      'Voor het verplaatsen mag je bouwer een naburige bouwer van de tegenstander naar het veld aan de overkant overzetten.',
    text: 'Voordat je bouwer zich verplaatst, mag je een aangrenzende bouwer van de tegenstander dwingen naar het veld recht tegenover hem, aan de andere kant van jouw bouwer, als dat veld vrij is.',
    rulings: [
      'Het niveau van dat veld maakt niet uit; de overgezette bouwer is gedwongen, niet verplaatst, en wint er dus niet mee.',
      'Daarna verplaatst dezelfde bouwer zich; hij mag ook naar het veld dat net vrijkwam.',
    ],
  },
  chronus: {
    title: 'Chronos',
    epithet: 'God van de tijd',
    timing: 'Winvoorwaarde',
    summary: 'Je wint ook als er vijf voltooide torens op het bord staan.',
    text: 'Je wint ook zodra er minstens vijf complete torens op het bord staan.',
    rulings: [
      'Het maakt niet uit wie ze bouwde of wie aan de beurt is; een overwinning van de speler die aan de beurt is, gaat voor.',
      'Een koepel onder niveau 3 is geen complete toren.',
      'Alleen in spellen met 2 spelers.',
    ],
  },
  circe: {
    title: 'Circe',
    epithet: 'Goddelijke tovenares',
    timing: 'Begin van jouw beurt',
    summary:
      'Als de bouwers van een tegenstander aan het begin van je beurt uit elkaar staan, heb alleen jij zijn kracht.',
    text: 'Staan de bouwers van je tegenstander niet naast elkaar, dan heb alleen jij hun kracht tot je volgende beurt.',
    rulings: [
      'Zolang jij de kracht hebt, heeft je tegenstander helemaal geen kracht.',
      'Staan hun bouwers aan het begin van jouw beurt weer naast elkaar, dan krijgen ze hem terug.',
      'Het voorbereidingsdeel van een kracht neem je nooit over. Circe speelt niet tegen Eros, tenzij je spel dat toestaat.',
      'Alleen in spellen met 2 spelers.',
    ],
  },
  dionysus: {
    title: 'Dionysus',
    epithet: 'God van de wijn',
    timing: 'Jouw bouwactie',
    summary:
      'Een toren voltooien geeft je een extra beurt met een bouwer van de tegenstander; daarin wint niemand.',
    text: 'Telkens als een bouwer die jij bestuurt een toren voltooit, mag je een extra beurt spelen met een bouwer van de tegenstander in plaats van je eigen. Tijdens extra beurten kan niemand winnen.',
    rulings: [
      'Extra beurten volgen elkaar op: wie in een extra beurt een toren voltooit, krijgt er nog een.',
      'Je mag een extra beurt laten schieten.',
      'Tijdens die beurt houden de krachten van de eigenaar van de geleende bouwer hem niet tegen.',
    ],
  },
  eros: {
    title: 'Eros',
    epithet: 'God van het verlangen',
    timing: 'Voorbereiding en winvoorwaarde',
    summary:
      'Je bouwers beginnen op tegenover elkaar liggende randen; je wint door naast je andere bouwer te gaan staan, allebei op niveau 1.',
    text: 'Plaats je bouwers op randvelden aan tegenoverliggende zijden. Je wint ook als een van je bouwers naast je andere bouwer gaat staan en beide op niveau 1 staan (met 3 spelers: beide op hetzelfde niveau).',
    rulings: [
      'Een hoekveld hoort bij twee zijden.',
      'Met 3 spelers telt ook de grond als niveau.',
      'Het moet een verplaatsing zijn: naast je andere bouwer gedwongen worden wint niet. Hera maakt het ongedaan op een randveld.',
    ],
  },
  hera: {
    title: 'Hera',
    epithet: 'Godin van het huwelijk',
    timing: 'Beurt van de tegenstander',
    summary: 'Tegenstanders kunnen niet winnen door naar een randveld te gaan.',
    text: 'Een tegenstander kan niet winnen door zich naar een randveld te verplaatsen.',
    rulings: [
      'Dat geldt voor het klimmen naar niveau 3, de val van Pan en de overwinning van Eros als de verplaatsing op de rand eindigt; de verplaatsing zelf blijft staan.',
      'Overwinningen zonder verplaatsing, zoals die van Chronos, blijven gelden.',
    ],
  },
  hestia: {
    title: 'Hestia',
    epithet: 'Godin van haard en huis',
    timing: 'Jouw bouwactie',
    summary: 'Je bouwer mag een tweede keer bouwen, maar niet op een randveld.',
    text: 'Je bouwer mag nog een keer bouwen, maar niet op een randveld.',
    rulings: ['De extra bouwactie mag op hetzelfde veld als de eerste.'],
  },
  hypnus: {
    title: 'Hypnos',
    epithet: 'God van de slaap',
    timing: 'Begin van de beurt van de tegenstander',
    summary: 'Een bouwer van een tegenstander die hoger staat dan al zijn andere, mag niet verplaatsen.',
    text: 'Staat een bouwer van een tegenstander hoger dan al diens andere bouwers, dan mag die zich deze beurt niet verplaatsen.',
    rulings: [
      'Staan er meerdere even hoog bovenaan, dan gebeurt er niets.',
      'De enige overgebleven bouwer van een tegenstander telt als de hoogste: hij kan zich niet verplaatsen.',
      'De slapende bouwer kan nog wel gedwongen worden, en mag nog bouwen waar zijn kracht een stilstaande bouwer laat bouwen.',
    ],
  },
  limus: {
    title: 'Limos',
    epithet: 'Godin van de hongersnood',
    timing: 'Beurt van de tegenstander',
    summary: 'Tegenstanders mogen niet naast je bouwers bouwen, behalve een koepel die een toren voltooit.',
    text: 'Bouwers van de tegenstander mogen niet bouwen op velden naast jouw bouwers, behalve een koepel die een toren voltooit.',
    rulings: [
      'Elke bouwactie telt, ook extra bouwacties en Zeus die onder zichzelf bouwt (je spel kan in plaats daarvan elke koepel toestaan).',
      'Het verstenen door Medusa is geen bouwactie: Limos houdt het niet tegen.',
    ],
  },
  medusa: {
    title: 'Medusa',
    epithet: 'Verstenende gorgo',
    timing: 'Einde van jouw beurt',
    summary:
      'Aan het eind van je beurt veranderen bouwers van tegenstanders naast en lager dan de jouwe in steen (een blok).',
    text: 'Elke bouwer van de tegenstander die lager staat dan een van jouw bouwers, op een aangrenzend veld, wordt uit het spel genomen en vervangen door een blok.',
    rulings: [
      'Het is niet vrijwillig: het gebeurt aan het einde van elke beurt van jou.',
      'Het blok maakt dat veld één niveau hoger (het is nooit een koepel).',
    ],
  },
  morpheus: {
    title: 'Morpheus',
    epithet: 'God van de dromen',
    timing: 'Begin van jouw beurt en jouw bouwactie',
    summary:
      'Je krijgt elke beurt een munt; in plaats van één keer bouw je één keer per uitgegeven munt (ook nul).',
    text: 'Leg aan het begin van elke beurt een blok op je kaart. Je kunt niet gewoon bouwen: gebruik in plaats daarvan zoveel blokken van je kaart als je wilt (ook geen) en bouw zo vaak.',
    rulings: [
      'Elke bouwactie is gewoon, naast de bouwer die zich verplaatste; er mogen er meerdere op hetzelfde veld, tot en met een koepel.',
      'Ongebruikte blokken blijven op je kaart voor latere beurten.',
      'Je moet je nog steeds verplaatsen; je verliest nooit omdat je niet kunt bouwen.',
    ],
  },
  persephone: {
    title: 'Persephone',
    epithet: 'Godin van de lentegroei',
    timing: 'Beurt van de tegenstander',
    summary: 'Als het kan, moeten tegenstanders minstens één bouwer omhoog verplaatsen.',
    text: 'Als het kan, moet minstens één bouwer van de tegenstander deze beurt omhoog gaan.',
    rulings: [
      'Het kan alleen als er een hele beurt met een verplaatsing omhoog te spelen is (de verplaatsing en daarna een bouwactie).',
      'Bij meerdere verplaatsingen is één keer omhoog in de beurt genoeg.',
      'Ze dwingt de tegenstander nooit een extra beurt van Dionysus te spelen.',
    ],
  },
  poseidon: {
    title: 'Poseidon',
    epithet: 'God van de zee',
    timing: 'Einde van jouw beurt',
    summary: 'Als je bouwer die niet verplaatste op de grond staat, mag hij tot drie keer extra bouwen.',
    text: 'Staat je bouwer die zich niet verplaatste op de grond, dan mag hij tot drie keer bouwen op aangrenzende velden.',
    rulings: [
      'Elke bouwactie is vrijwillig en gewoon; op hetzelfde veld mag meer dan eens gebouwd worden.',
      'Met nog maar één bouwer is er geen stilstaande bouwer, dus geen kracht.',
    ],
  },
  selene: {
    title: 'Selene',
    epithet: 'Godin van de maan',
    timing: 'Voorbereiding en jouw bouwactie',
    summary:
      'Je hebt een mannelijke en een vrouwelijke bouwer; de vrouwelijke mag in plaats daarvan op elk niveau een koepel bouwen.',
    text: 'Een van je bouwers is een vrouw. In plaats van je gewone bouwactie mag zij naast zich een koepel bouwen op elk niveau, ook als je mannelijke bouwer zich verplaatste.',
    rulings: [
      'Je tweede geplaatste bouwer is de vrouw (de roze stip op het bord).',
      'Een koepel onder niveau 3 is geen complete toren.',
    ],
  },
  triton: {
    title: 'Triton',
    epithet: 'God van de golven',
    timing: 'Jouw verplaatsing',
    summary: 'Elke verplaatsing naar een randveld mag door nog een verplaatsing gevolgd worden.',
    text: 'Telkens als je bouwer naar een randveld gaat, mag hij zich meteen opnieuw verplaatsen.',
    rulings: [
      'Elke verplaatsing is gewoon; de reeks stopt op een binnenveld of wanneer jij stopt. Terug naar een veld mag.',
      'Omhoog naar niveau 3 op de rand wint meteen (tenzij Hera meespeelt).',
    ],
  },
  zeus: {
    title: 'Zeus',
    epithet: 'God van de hemel',
    timing: 'Jouw bouwactie',
    summary: 'Je bouwer mag een blok onder zichzelf bouwen en gaat zo omhoog (winnen kan zo niet).',
    text: 'Je bouwer mag een blok onder zichzelf bouwen, waardoor hij één niveau stijgt.',
    rulings: [
      'Alleen vanaf de grond, niveau 1 of 2, en nooit een koepel.',
      'Zo op niveau 3 getild wint hij niet: het optillen is geen verplaatsing, en later van niveau 3 naar niveau 3 gaan wint ook niet.',
    ],
  },
};
