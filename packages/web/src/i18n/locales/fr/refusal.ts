/** Pourquoi une étape ou un tour est refusé, une ligne par raison du moteur (`RefusalReason`). */
export const refusal = {
  gameOver: 'la partie est terminée : {{seat}} a gagné',
  noLegalTurn: "{{seat}} n'a aucun tour possible",
  noLegalTurn_cause: "{{seat}} n'a aucun tour possible ({{cause}})",
  incomplete: "tour incomplet : le tour n'est pas fini",
  incomplete_example: "tour incomplet : le tour n'est pas fini (par exemple « {{turn}} »)",
  incompleteAfterMove: "tour incomplet : après son déplacement, l'ouvrier doit construire",
  incompleteAfterMove_example:
    "tour incomplet : après son déplacement, l'ouvrier doit construire (par exemple « {{turn}} »)",
  turnEnded: 'le tour est fini : « {{turn}} » a gagné la partie',
  turnComplete: 'le tour est déjà complet après « {{turn}} »',
  forbidden: 'un pouvoir adverse interdit ce tour',
  placeFirst: "{{seat}} doit d'abord placer ses deux ouvriers, par exemple « @b2 @d4 »",
  placementOver: 'les ouvriers se placent seulement avant le premier tour',
  notPlaceable: "ce placement n'est pas permis ici",
  oneMove: "un ouvrier ne se déplace qu'une fois par tour",
  noWorker: "il n'y a pas d'ouvrier en {{a}}",
  notYours: "l'ouvrier en {{a}} n'est pas à vous",
  notNeighbour: "{{a}} n'est pas voisine de {{b}}",
  domed: '{{a}} porte un dôme',
  occupied: '{{a}} est occupée par un ouvrier',
  tooHigh:
    "{{a}} est au niveau {{levelA}} et {{b}} au niveau {{levelB}} : un ouvrier monte d'un niveau au plus",
  notLegalMove: "ce déplacement n'est pas permis ici",
  moveFirst: 'un ouvrier doit se déplacer avant de construire',
  oneBuild: 'une seule construction par tour',
  onlyMoverBuilds: "seul l'ouvrier qui s'est déplacé (maintenant en {{a}}) peut construire",
  buildUnderSelf: 'un ouvrier ne peut pas construire sous lui-même',
  notNextToBuilder: "{{a}} n'est pas voisine de l'ouvrier qui construit, en {{b}}",
  buildOnDome: '{{a}} porte un dôme : on ne construit rien sur un dôme',
  lowDome:
    '{{a}} est au niveau {{levelA}} : seul un pouvoir divin ({{takers}}) construit un dôme sous le niveau 3',
  notLegalBuild: "cette construction n'est pas permise ici",
  noForce: 'aucun pouvoir en jeu ne permet de forcer un ouvrier ({{takers}})',
  noRemove: 'aucun pouvoir en jeu ne retire de blocs ({{takers}})',
  noPass:
    "il n'y a pas de tour facultatif à passer (seul un tour supplémentaire de {{takers}} peut être refusé)",
  mustEndNextTo:
    "{{power}} : un ouvrier qui a commencé son tour à côté de ses ouvriers doit finir son déplacement à côté de l'un d'eux, pas en {{a}}",
  swapOwn: "{{power}} n'échange sa place qu'avec un ouvrier adverse : {{a}} porte l'un des vôtres",
  swapHeight: "l'échange de {{power}} respecte la règle de hauteur : {{cause}}",
  swapNoBuild: "après l'échange en {{a}}, l'ouvrier de {{power}} n'aurait aucune case où construire (R2)",
  removeAfterBuild: "{{power}} ne retire un bloc qu'après sa construction",
  removeOnce: '{{power}} retire un bloc au plus',
  noUnmovedWorker: "{{power}} n'a qu'un ouvrier : aucun ouvrier immobile pour retirer un bloc",
  removeNotNextToUnmoved: "{{a}} n'est pas voisine de l'ouvrier immobile de {{power}}, en {{b}}",
  removeDome:
    "{{a}} porte un dôme : un dôme n'est pas un bloc, et {{power}} ne peut retirer ni un dôme ni un bloc qui en porte un",
  removeOccupied: '{{a}} est occupée par un ouvrier : {{power}} ne retire que des blocs libres',
  removeNoBlock: "{{a}} n'a aucun bloc à retirer",
  moveTwiceAtMost: '{{power}} se déplace deux fois au plus',
  secondMoveSameWorker:
    "le second déplacement de {{power}} est fait par l'ouvrier qui s'est déplacé (maintenant en {{a}})",
  secondMoveNotBack:
    "le second déplacement de {{power}} ne peut pas revenir sur la case de départ de l'ouvrier ({{a}})",
  noMoveUp: '{{power}} est monté au dernier tour : vos ouvriers ne peuvent pas monter ce tour-ci',
  forceOnce: '{{power}} force un ouvrier au plus par tour',
  forceBeforeMove: "{{power}} ne force un ouvrier qu'avant de se déplacer",
  noWorkerToForce: "il n'y a pas d'ouvrier à forcer en {{a}}",
  forceOwn: "{{power}} ne force qu'un ouvrier adverse, pas celui en {{a}}",
  forceNotOpposite:
    "{{power}} force un ouvrier adverse voisin vers la case juste en face, de l'autre côté de son ouvrier, pas de {{a}} en {{b}}",
  forceOntoDome: '{{power}} ne peut pas forcer un ouvrier en {{a}} : elle porte un dôme',
  forceOntoOccupied: '{{power}} ne peut pas forcer un ouvrier en {{a}} : elle est occupée',
  forceLeavesNoMove: "après ce forçage, l'ouvrier de {{power}} en {{a}} n'aurait aucun déplacement",
  forcerMoves: "après avoir forcé, c'est le même ouvrier de {{power}} (en {{a}}) qui se déplace",
  buildTwiceAtMost: '{{power}} construit deux fois au plus',
  secondBuildSameWorker: 'la seconde construction de {{power}} est faite par le même ouvrier (en {{a}})',
  secondBuildNotSameSpace:
    'la seconde construction de {{power}} ne peut pas être sur la même case que la première ({{a}})',
  secondBuildNotPerimeter:
    'la seconde construction de {{power}} ne peut pas être sur une case du bord ({{a}})',
  extraTurnPassAlone: "passer refuse tout le tour supplémentaire : c'est un tour à part entière",
  extraTurnPassed: 'le tour supplémentaire a été passé',
  extraTurnNoPower:
    "un tour supplémentaire de {{power}} est un déplacement et une construction normaux avec un ouvrier adverse : aucun pouvoir ne s'applique (règle R11)",
  extraTurnOpponentWorker:
    "lors d'un tour supplémentaire de {{power}}, c'est un ouvrier adverse qui se déplace, pas {{a}} (règle R11)",
  extraBlockOnce: '{{power}} construit un bloc supplémentaire au plus',
  extraBlockSameWorker: 'le bloc supplémentaire de {{power}} est construit par le même ouvrier (en {{a}})',
  extraBlockSameSpace:
    'le bloc supplémentaire de {{power}} va sur la même case que la première construction ({{a}})',
  extraBlockNotDome:
    "la pièce supplémentaire de {{power}} est un bloc, jamais un dôme (un dôme n'est pas un bloc) : seulement après une première construction de niveau 1 ou 2",
  levelMoveBuildsNow:
    'le déplacement de {{power}} depuis {{a}} a changé de niveau, son tour est donc normal : cet ouvrier construit maintenant',
  levelMovesOnly:
    "lors d'un tour de {{power}} à plusieurs déplacements, chaque déplacement reste sur son niveau : {{a}} est au niveau {{levelA}}, {{b}} au niveau {{levelB}}",
  buildWithoutMoving:
    "{{power}} peut construire sans se déplacer, en nommant l'ouvrier qui construit, par exemple « b1+b2 »",
  levelMoverBuilds:
    "le déplacement de {{power}} a changé de niveau : seul l'ouvrier qui s'est déplacé (maintenant en {{a}}) peut construire",
  noOwnWorker: "il n'y a pas d'ouvrier de {{power}} en {{a}}",
  frozenOnly:
    '{{power}} : votre seul ouvrier (en {{a}}) compte comme plus haut que tous les autres, il ne peut donc pas se déplacer (R8)',
  frozenHigher:
    "{{power}} : l'ouvrier en {{a}} est plus haut que votre autre ouvrier, il ne peut donc pas se déplacer ce tour-ci",
  nextToLimus:
    '{{power}} : vous ne pouvez pas construire en {{a}}, à côté de ses ouvriers, sauf un dôme qui complète une tour (R6)',
  nextToLimus_anyDome:
    '{{power}} : vous ne pouvez pas construire en {{a}}, à côté de ses ouvriers, sauf un dôme',
  pushOwn: "{{power}} ne pousse qu'un ouvrier adverse : {{a}} porte l'un des vôtres",
  pushHeight: 'la poussée de {{power}} respecte la règle de hauteur : {{cause}}',
  pushOffBoard: "{{power}} ne peut pas pousser l'ouvrier en {{a}} : la case derrière est hors du plateau",
  pushIntoDome: "{{power}} ne peut pas pousser l'ouvrier en {{a}} : {{b}}, derrière, porte un dôme",
  pushIntoOccupied: "{{power}} ne peut pas pousser l'ouvrier en {{a}} : {{b}}, derrière, est occupée",
  buildsOnlyWithCoins:
    "{{power}} ne construit qu'en dépensant des pièces, une par construction : il en avait {{number}} ce tour-ci et en a dépensé {{spent}}",
  mustMoveUp: "{{power}} : un ouvrier doit monter ce tour-ci, puisque l'un d'eux le peut (R10)",
  unmovedBuildsAfter: "l'ouvrier immobile de {{power}} ne construit qu'après la construction normale",
  unmovedNotGround:
    "l'ouvrier immobile de {{power}} en {{a}} est au niveau {{levelA}} : il ne construit que depuis le sol",
  unmovedBuildsAtMost: "l'ouvrier immobile de {{power}} construit {{number}} fois au plus",
  moveFirstOrBuilder:
    "un ouvrier doit se déplacer avant de construire, ou {{power}} nomme l'ouvrier qui construit d'abord, par exemple « c3+c4 »",
  builderMoves: "après avoir construit d'abord, {{power}} déplace l'ouvrier qui a construit (en {{a}})",
  builtNoMoveUp:
    '{{power}} a construit avant de se déplacer, son ouvrier ne peut donc pas monter ({{a}} est au niveau {{levelA}}, {{b}} au niveau {{levelB}})',
  buildFirstOnce:
    "{{power}} ne construit qu'une fois avant de se déplacer : l'ouvrier qui a construit (en {{a}}) se déplace ensuite",
  buildBeforeAndAfter: '{{power}} construit une fois avant et une fois après son déplacement',
  femaleDomeInstead:
    "{{power}} construit une fois : le dôme de son ouvrière remplace la construction normale, il ne s'y ajoute pas",
  femaleOnlyDome: "l'ouvrière de {{power}} (en {{a}}) ne construit qu'un dôme quand l'ouvrier s'est déplacé",
  moverOrFemaleBuilds:
    "seul l'ouvrier qui s'est déplacé (maintenant en {{a}}) ou l'ouvrière de {{power}} peut construire",
  moveAgainSameWorker:
    "{{power}} ne se déplace de nouveau qu'avec l'ouvrier qui s'est déplacé (maintenant en {{a}})",
  moveAgainFromPerimeter:
    "{{power}} ne se déplace de nouveau qu'après être arrivé sur une case du bord : {{a}} n'est pas au bord",
  underSelfNoDome:
    "{{power}} ne construit un bloc sous lui-même que depuis le niveau 0, 1 ou 2 : jamais un dôme (un dôme n'est pas un bloc)",
  underSelfBlockOnly: '{{power}} construit sous lui-même un bloc, jamais un dôme',
  buildFirstLeavesNoMove:
    "après une construction préalable en {{a}}, l'ouvrier en {{b}} n'aurait aucun déplacement qui ne monte pas",
  femaleRemoved: "l'ouvrière de {{power}} a été retirée : pas de dôme sous le niveau 3",
  onlyFemaleDomes: "seule l'ouvrière de {{power}} (en {{a}}) construit un dôme sous le niveau 3",
  movedBuildsOnce:
    "l'ouvrier qui s'est déplacé construit une fois : les constructions supplémentaires de {{power}} sont faites par son ouvrier immobile (en {{a}})",
  moverBuildsForPower: "seul l'ouvrier qui s'est déplacé (maintenant en {{a}}) construit pour {{power}}",
  thePower: 'le pouvoir',
  notAllowed: "ce n'est pas permis",
  notAllowedPrefix: 'Interdit : {{reason}}.',
};
