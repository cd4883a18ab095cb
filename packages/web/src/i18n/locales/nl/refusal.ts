/** Waarom een stap of beurt geweigerd wordt, één regel per reden van de engine (`RefusalReason`). */
export const refusal = {
  gameOver: 'het spel is voorbij: {{seat}} heeft gewonnen',
  noLegalTurn: '{{seat}} heeft geen geldige beurt',
  noLegalTurn_cause: '{{seat}} heeft geen geldige beurt ({{cause}})',
  incomplete: 'onvolledige beurt: de beurt is nog niet af',
  incomplete_example: 'onvolledige beurt: de beurt is nog niet af (bijvoorbeeld "{{turn}}")',
  incompleteAfterMove: 'onvolledige beurt: na het verplaatsen moet de bouwer bouwen',
  incompleteAfterMove_example:
    'onvolledige beurt: na het verplaatsen moet de bouwer bouwen (bijvoorbeeld "{{turn}}")',
  turnEnded: 'de beurt is voorbij: "{{turn}}" heeft het spel gewonnen',
  turnComplete: 'de beurt is al compleet na "{{turn}}"',
  forbidden: 'een kracht van een tegenstander verbiedt deze beurt',
  placeFirst: '{{seat}} moet eerst beide bouwers neerzetten, bijvoorbeeld "@b2 @d4"',
  placementOver: 'bouwers worden alleen vóór de eerste beurt neergezet',
  notPlaceable: 'hier mag je geen bouwer neerzetten',
  oneMove: 'een bouwer verplaatst maar één keer per beurt',
  noWorker: 'er staat geen bouwer op {{a}}',
  notYours: 'de bouwer op {{a}} is niet van jou',
  notNeighbour: '{{a}} grenst niet aan {{b}}',
  domed: 'op {{a}} staat een koepel',
  occupied: 'op {{a}} staat al een bouwer',
  tooHigh:
    '{{a}} is niveau {{levelA}} en {{b}} niveau {{levelB}}: een bouwer gaat hoogstens één niveau omhoog',
  notLegalMove: 'deze verplaatsing mag hier niet',
  moveFirst: 'een bouwer moet eerst verplaatsen en dan bouwen',
  oneBuild: 'maar één keer bouwen per beurt',
  onlyMoverBuilds: 'alleen de bouwer die verplaatst is (nu op {{a}}) mag bouwen',
  buildUnderSelf: 'een bouwer kan niet onder zichzelf bouwen',
  notNextToBuilder: '{{a}} grenst niet aan de bouwer op {{b}}',
  buildOnDome: 'op {{a}} staat een koepel: op een koepel wordt niets gebouwd',
  lowDome: '{{a}} is niveau {{levelA}}: alleen een godenkracht ({{takers}}) bouwt een koepel onder niveau 3',
  notLegalBuild: 'hier mag je niet bouwen',
  noForce: 'geen kracht in het spel laat een bouwer een andere dwingen ({{takers}})',
  noRemove: 'geen kracht in het spel haalt blokken weg ({{takers}})',
  noPass: 'er is geen beurt om over te slaan (alleen een extra beurt van {{takers}} mag je laten schieten)',
  mustEndNextTo:
    '{{power}}: een bouwer die zijn beurt naast haar bouwers begon, moet zijn verplaatsing naast een van hen eindigen, niet op {{a}}',
  swapOwn: '{{power}} wisselt alleen met een bouwer van de tegenstander: op {{a}} staat een van jou',
  swapHeight: 'de wissel van {{power}} volgt de hoogteregel: {{cause}}',
  swapNoBuild: 'na de wissel naar {{a}} zou de bouwer van {{power}} nergens kunnen bouwen (R2)',
  removeAfterBuild: '{{power}} haalt pas na zijn bouw een blok weg',
  removeOnce: '{{power}} haalt hoogstens één blok weg',
  noUnmovedWorker: '{{power}} heeft maar één bouwer: er is geen stilstaande bouwer om een blok weg te halen',
  removeNotNextToUnmoved: '{{a}} grenst niet aan de stilstaande bouwer van {{power}} op {{b}}',
  removeDome:
    'op {{a}} staat een koepel: koepels zijn geen blokken, en {{power}} kan geen koepel of blok onder een koepel weghalen',
  removeOccupied: 'op {{a}} staat een bouwer: {{power}} haalt alleen vrije blokken weg',
  removeNoBlock: 'op {{a}} ligt geen blok om weg te halen',
  moveTwiceAtMost: '{{power}} verplaatst hoogstens twee keer',
  secondMoveSameWorker:
    'de tweede verplaatsing van {{power}} doet de bouwer die al verplaatst is (nu op {{a}})',
  secondMoveNotBack:
    'de tweede verplaatsing van {{power}} mag niet terug naar het veld waar de bouwer begon ({{a}})',
  noMoveUp: '{{power}} ging vorige beurt omhoog: jouw bouwers mogen deze beurt niet omhoog',
  forceOnce: '{{power}} dwingt hoogstens één bouwer per beurt',
  forceBeforeMove: '{{power}} dwingt een bouwer alleen vóór het verplaatsen',
  noWorkerToForce: 'er staat geen bouwer op {{a}} om te dwingen',
  forceOwn: '{{power}} dwingt alleen een bouwer van de tegenstander, niet die op {{a}}',
  forceNotOpposite:
    '{{power}} dwingt een aangrenzende bouwer van de tegenstander naar het veld recht tegenover, aan de andere kant van zijn bouwer, niet van {{a}} naar {{b}}',
  forceOntoDome: '{{power}} kan geen bouwer naar {{a}} dwingen: daar staat een koepel',
  forceOntoOccupied: '{{power}} kan geen bouwer naar {{a}} dwingen: daar staat al een bouwer',
  forceLeavesNoMove: 'na dit dwingen zou de bouwer van {{power}} op {{a}} niet meer kunnen verplaatsen',
  forcerMoves: 'na het dwingen verplaatst dezelfde bouwer van {{power}} (op {{a}})',
  buildTwiceAtMost: '{{power}} bouwt hoogstens twee keer',
  secondBuildSameWorker: 'de tweede bouw van {{power}} doet dezelfde bouwer (op {{a}})',
  secondBuildNotSameSpace: 'de tweede bouw van {{power}} mag niet op hetzelfde veld als de eerste ({{a}})',
  secondBuildNotPerimeter: 'de tweede bouw van {{power}} mag niet op een randveld ({{a}})',
  extraTurnPassAlone: 'passen slaat de hele extra beurt over: dat is een beurt op zich',
  extraTurnPassed: 'de extra beurt is overgeslagen',
  extraTurnNoPower:
    'een extra beurt van {{power}} is een gewone verplaatsing en bouw met een bouwer van de tegenstander: er geldt geen kracht (regel R11)',
  extraTurnOpponentWorker:
    'in een extra beurt van {{power}} verplaatst een bouwer van de tegenstander, niet {{a}} (regel R11)',
  extraBlockOnce: '{{power}} bouwt hoogstens één extra blok',
  extraBlockSameWorker: 'het extra blok van {{power}} bouwt dezelfde bouwer (op {{a}})',
  extraBlockSameSpace: 'het extra blok van {{power}} komt op hetzelfde veld als de eerste bouw ({{a}})',
  extraBlockNotDome:
    'het extra stuk van {{power}} is een blok, nooit een koepel (koepels zijn geen blokken): alleen na een eerste bouw die niveau 1 of 2 maakte',
  levelMoveBuildsNow:
    'de verplaatsing van {{power}} vanaf {{a}} veranderde van niveau, dus is zijn beurt een gewone: die bouwer bouwt nu',
  levelMovesOnly:
    'in een beurt van {{power}} met meer dan één verplaatsing blijft elke verplaatsing op haar niveau: {{a}} is niveau {{levelA}}, {{b}} niveau {{levelB}}',
  buildWithoutMoving:
    '{{power}} mag bouwen zonder te verplaatsen, met de bouwer die bouwt erbij genoemd, bijvoorbeeld "b1+b2"',
  levelMoverBuilds:
    'de verplaatsing van {{power}} veranderde van niveau, dus alleen de bouwer die verplaatst is (nu op {{a}}) mag bouwen',
  noOwnWorker: 'er staat geen bouwer van {{power}} op {{a}}',
  frozenOnly:
    '{{power}}: je enige bouwer (op {{a}}) telt als hoger dan alle andere, dus kan hij niet verplaatsen (R8)',
  frozenHigher:
    '{{power}}: de bouwer op {{a}} staat hoger dan je andere bouwer, dus kan hij deze beurt niet verplaatsen',
  nextToLimus:
    '{{power}}: je mag niet bouwen op {{a}}, naast zijn bouwers, behalve een koepel die een toren voltooit (R6)',
  nextToLimus_anyDome: '{{power}}: je mag niet bouwen op {{a}}, naast zijn bouwers, behalve een koepel',
  pushOwn: '{{power}} duwt alleen een bouwer van de tegenstander: op {{a}} staat een van jou',
  pushHeight: 'het duwen van {{power}} volgt de hoogteregel: {{cause}}',
  pushOffBoard: '{{power}} kan de bouwer op {{a}} niet duwen: het veld erachter ligt buiten het bord',
  pushIntoDome: '{{power}} kan de bouwer op {{a}} niet duwen: op {{b}} erachter staat een koepel',
  pushIntoOccupied: '{{power}} kan de bouwer op {{a}} niet duwen: op {{b}} erachter staat al een bouwer',
  buildsOnlyWithCoins:
    '{{power}} bouwt alleen door munten uit te geven, één per bouw: hij had er deze beurt {{number}} en heeft er {{spent}} uitgegeven',
  mustMoveUp: '{{power}}: een bouwer moet deze beurt omhoog, want dat kan (R10)',
  unmovedBuildsAfter: 'de stilstaande bouwer van {{power}} bouwt pas na de gewone bouw',
  unmovedNotGround:
    'de stilstaande bouwer van {{power}} op {{a}} staat op niveau {{levelA}}: hij bouwt alleen vanaf de grond',
  unmovedBuildsAtMost: 'de stilstaande bouwer van {{power}} bouwt hoogstens {{number}} keer',
  moveFirstOrBuilder:
    'een bouwer moet eerst verplaatsen en dan bouwen, of {{power}} noemt de bouwer die eerst bouwt, bijvoorbeeld "c3+c4"',
  builderMoves: 'na eerst te bouwen verplaatst {{power}} de bouwer die bouwde (op {{a}})',
  builtNoMoveUp:
    '{{power}} bouwde vóór het verplaatsen, dus mag zijn bouwer niet omhoog ({{a}} is niveau {{levelA}}, {{b}} niveau {{levelB}})',
  buildFirstOnce:
    '{{power}} bouwt maar één keer vóór het verplaatsen: de bouwer die bouwde (op {{a}}) verplaatst daarna',
  buildBeforeAndAfter: '{{power}} bouwt één keer vóór en één keer na het verplaatsen',
  femaleDomeInstead:
    '{{power}} bouwt één keer: de koepel van haar vrouwelijke bouwer komt in plaats van de gewone bouw, niet erbij',
  femaleOnlyDome:
    'de vrouwelijke bouwer van {{power}} (op {{a}}) bouwt alleen een koepel als de mannelijke verplaatst heeft',
  moverOrFemaleBuilds:
    'alleen de bouwer die verplaatst is (nu op {{a}}) of de vrouwelijke bouwer van {{power}} mag bouwen',
  moveAgainSameWorker: '{{power}} verplaatst opnieuw alleen met de bouwer die al verplaatst is (nu op {{a}})',
  moveAgainFromPerimeter:
    '{{power}} verplaatst alleen opnieuw na een verplaatsing naar een randveld: {{a}} ligt niet aan de rand',
  underSelfNoDome:
    '{{power}} bouwt alleen vanaf niveau 0, 1 of 2 een blok onder zichzelf: nooit een koepel (koepels zijn geen blokken)',
  underSelfBlockOnly: '{{power}} bouwt onder zichzelf een blok, nooit een koepel',
  buildFirstLeavesNoMove:
    'na eerst te bouwen op {{a}} zou de bouwer op {{b}} geen verplaatsing hebben die niet omhoog gaat',
  femaleRemoved: 'de vrouwelijke bouwer van {{power}} is weggehaald: geen koepel onder niveau 3',
  onlyFemaleDomes: 'alleen de vrouwelijke bouwer van {{power}} (op {{a}}) bouwt een koepel onder niveau 3',
  movedBuildsOnce:
    'de verplaatste bouwer bouwt één keer: de extra bouw van {{power}} doet zijn stilstaande bouwer (op {{a}})',
  moverBuildsForPower: 'alleen de bouwer die verplaatst is (nu op {{a}}) bouwt voor {{power}}',
  thePower: 'de kracht',
  notAllowed: 'dat mag niet',
  notAllowedPrefix: 'Niet toegestaan: {{reason}}.',
};
