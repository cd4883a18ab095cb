import type { PowerTexts } from './powerTexts.js';

/** Les 30 cartes Pouvoir divin en français, telles que l’application les joue. */
export const POWERS_FR: PowerTexts = {
  apollo: {
    title: 'Apollon',
    epithet: 'Dieu de la musique',
    timing: 'Votre déplacement',
    summary:
      'Votre ouvrier peut aller sur la case d’un ouvrier adverse voisin, qui prend la case que vous avez quittée.',
    text: 'Votre ouvrier peut se déplacer sur une case voisine occupée par un ouvrier adverse (la règle de hauteur habituelle s’applique). Cet ouvrier est forcé sur la case que le vôtre vient de quitter : ils échangent leurs places.',
    rulings: [
      'L’échange est forcé pour l’ouvrier adverse : il ne s’est pas déplacé et ne peut donc pas gagner en arrivant au niveau 3.',
      'Le vôtre s’est bien déplacé : monter au niveau 3 par un échange fait gagner, et compte comme une montée pour Athéna.',
      'Pas d’échange avec votre propre ouvrier ni avec celui d’un coéquipier.',
    ],
  },
  artemis: {
    title: 'Artémis',
    epithet: 'Déesse de la chasse',
    timing: 'Votre déplacement',
    summary: 'Votre ouvrier peut se déplacer une fois de plus, mais pas revenir à sa case de départ.',
    text: 'Votre ouvrier peut se déplacer une fois de plus, mais pas revenir sur sa case de départ. Il construit ensuite normalement.',
    rulings: [
      'Chaque déplacement suit la règle de hauteur : on peut donc monter de deux niveaux dans le tour (0 → 1 → 2).',
      'Si le premier déplacement fait gagner, la partie s’arrête là : ni second déplacement ni construction.',
    ],
  },
  athena: {
    title: 'Athéna',
    epithet: 'Déesse de la sagesse',
    timing: 'Tour adverse',
    summary:
      'Si l’un de vos ouvriers est monté à votre tour, les adversaires ne peuvent pas monter à leur tour suivant.',
    text: 'Si l’un de vos ouvriers est monté lors de votre dernier tour, les ouvriers adverses ne peuvent pas monter ce tour-ci.',
    rulings: [
      'Seul un vrai déplacement compte : être poussé ou échangé vers le haut ne déclenche rien.',
      'Toute montée est interdite, y compris les échanges d’Apollon et les poussées du Minotaure.',
      'Les déplacements forcés restent possibles : ce ne sont pas des déplacements. La condition est revue à chaque tour d’Athéna.',
    ],
  },
  atlas: {
    title: 'Atlas',
    epithet: 'Titan portant le ciel',
    timing: 'Votre construction',
    summary: 'Votre ouvrier peut construire un dôme à n’importe quel niveau, même au sol.',
    text: 'Votre ouvrier peut construire un dôme à n’importe quel niveau, même au sol.',
    rulings: [
      'Un dôme sous le niveau 3 bloque la case pour de bon, mais ne forme pas une Tour complète (il ne compte ni pour Chronos, ni pour Dionysos, ni pour Chaos).',
    ],
  },
  demeter: {
    title: 'Déméter',
    epithet: 'Déesse des moissons',
    timing: 'Votre construction',
    summary: 'Votre ouvrier peut construire une seconde fois, mais pas sur la même case.',
    text: 'Votre ouvrier peut construire une fois de plus, mais pas sur la même case.',
    rulings: [
      'La construction supplémentaire est facultative et normale par ailleurs : ce peut être un dôme sur un niveau 3.',
      'C’est le même ouvrier qui construit les deux fois.',
    ],
  },
  hephaestus: {
    title: 'Héphaïstos',
    epithet: 'Dieu des forgerons',
    timing: 'Votre construction',
    summary: 'Votre ouvrier peut construire un second bloc (pas un dôme) par-dessus le premier.',
    text: 'Votre ouvrier peut poser un bloc supplémentaire (pas un dôme) par-dessus le premier.',
    rulings: [
      'Seulement si la première construction donne un niveau 1 ou 2 : le second bloc fait alors un niveau 2 ou 3.',
      'Jamais de dôme : après un bloc de niveau 3 ou un dôme, pas de seconde construction.',
    ],
  },
  hermes: {
    title: 'Hermès',
    epithet: 'Dieu des voyageurs',
    timing: 'Votre tour',
    summary:
      'Si vos ouvriers restent à leur niveau, tous deux peuvent se déplacer d’autant de cases que voulu ; puis l’un construit.',
    text: 'Si vos ouvriers ne montent ni ne descendent, chacun peut se déplacer autant de fois que vous voulez (même aucune). Ensuite, l’un ou l’autre construit.',
    rulings: [
      'Vous pouvez aussi jouer un tour normal : un déplacement, vers le haut ou le bas, puis cet ouvrier construit.',
      'Un tour de déplacements de plain-pied ne fait jamais gagner : passer d’un niveau 3 à un autre ne compte pas.',
    ],
  },
  minotaur: {
    title: 'Minotaure',
    epithet: 'Monstre à tête de taureau',
    timing: 'Votre déplacement',
    summary:
      'Votre ouvrier peut aller sur un ouvrier adverse et le pousser d’une case tout droit en arrière, si cette case est libre.',
    text: 'Votre ouvrier peut se déplacer sur une case occupée par un ouvrier adverse (la règle de hauteur s’applique) si la case suivante, tout droit, est libre. Cet ouvrier est forcé sur cette case, quel que soit son niveau.',
    rulings: [
      'La case suivante doit être sur le plateau, sans ouvrier ni dôme.',
      'L’ouvrier poussé ne s’est pas déplacé : poussé au niveau 3, il ne gagne pas.',
      'Le vôtre s’est déplacé : il gagne s’il monte au niveau 3.',
    ],
  },
  pan: {
    title: 'Pan',
    epithet: 'Dieu de la nature sauvage',
    timing: 'Condition de victoire',
    summary: 'Vous gagnez aussi en descendant de deux niveaux ou plus.',
    text: 'Vous gagnez aussi si votre ouvrier descend de deux niveaux ou plus.',
    rulings: [
      'Du niveau 3 au niveau 1 ou au sol, ou du niveau 2 au sol, en un seul déplacement.',
      'Être forcé vers le bas (par un échange ou une poussée) ne compte pas.',
      'Héra l’annule quand le déplacement finit sur une case du pourtour.',
    ],
  },
  prometheus: {
    title: 'Prométhée',
    epithet: 'Titan bienfaiteur de l’humanité',
    timing: 'Votre tour',
    summary: 'Si votre ouvrier ne monte pas, il peut construire avant et après son déplacement.',
    text: 'Si votre ouvrier ne monte pas, il peut construire avant et après son déplacement.',
    rulings: [
      'L’ouvrier qui construit d’abord est celui qui doit se déplacer, et il ne peut pas monter.',
      'Les deux constructions peuvent se faire sur la même case.',
      'Sans construction préalable, le tour est normal et la montée est permise.',
    ],
  },
  aphrodite: {
    title: 'Aphrodite',
    epithet: 'Déesse de l’amour',
    timing: 'Tout déplacement',
    summary:
      'Un ouvrier adverse qui commence à côté des vôtres doit finir son déplacement à côté de l’un d’eux.',
    text: 'Si un ouvrier adverse commence son tour à côté de l’un de vos ouvriers, son dernier déplacement doit finir à côté de l’un de vos ouvriers.',
    rulings: [
      'Un ouvrier qui ne se déplace pas n’est pas concerné, ni un ouvrier forcé.',
      'Avec plusieurs déplacements (Artémis, Hermès, Triton), seule compte la case d’arrivée du dernier.',
      'Ne se joue pas à 3 joueurs.',
    ],
  },
  ares: {
    title: 'Arès',
    epithet: 'Dieu de la guerre',
    timing: 'Fin de votre tour',
    summary:
      'À la fin de votre tour, vous pouvez retirer un bloc libre voisin de votre ouvrier qui n’a pas bougé.',
    text: 'Vous pouvez retirer un bloc (pas un dôme) d’une case libre voisine de votre ouvrier qui ne s’est pas déplacé ce tour-ci.',
    rulings: [
      'La case doit être sans ouvrier ni dôme, avec au moins un bloc.',
      'S’il ne vous reste qu’un ouvrier, vous n’avez pas d’ouvrier immobile : pas de pouvoir.',
    ],
  },
  bia: {
    title: 'Bia',
    epithet: 'Déesse de la violence',
    timing: 'Mise en place et votre déplacement',
    summary:
      'Vous placez en premier, sur le bord ; avancer vers un ouvrier adverse juste derrière le retire du jeu.',
    text: 'Placez vos ouvriers en premier, sur des cases du pourtour. Quand votre ouvrier se déplace, un ouvrier adverse sur la case suivante, tout droit dans la même direction, est retiré du jeu.',
    rulings: [
      'Le niveau de l’ouvrier retiré n’a pas d’importance ; le retrait ne construit rien.',
      'Placer en premier ne change pas qui joue le premier tour (sauf si votre partie a choisi l’option qui fait commencer Bia).',
      'Un joueur qui perd ses deux ouvriers ne peut plus se déplacer : il perd.',
    ],
  },
  chaos: {
    title: 'Chaos',
    epithet: 'Le vide primordial',
    timing: 'Mise en place et à tout moment',
    summary:
      'Vous avez le pouvoir d’un dieu simple face visible ; un nouveau est tiré quand une tour est achevée.',
    text: 'Les Dieux simples que personne n’a choisis forment une pioche mélangée, et vous avez le pouvoir de celui qui est visible. Après tout tour où un dôme complète une tour, défaussez ce dieu et retournez le suivant.',
    rulings: [
      'Seul un dôme posé sur un niveau 3 fait changer de carte (sauf si votre partie a choisi l’option « tout dôme »).',
      'Quand la pioche est vide, les dieux défaussés forment la nouvelle pioche.',
      'Un pouvoir perdu en fin de tour cesse aussitôt : l’effet d’Athéna tenue par Chaos ne se prolonge pas.',
    ],
  },
  charon: {
    title: 'Charon',
    epithet: 'Passeur des Enfers',
    timing: 'Votre déplacement',
    summary:
      'Avant de se déplacer, votre ouvrier peut faire passer un ouvrier adverse voisin sur la case opposée.',
    text: 'Avant que votre ouvrier se déplace, vous pouvez forcer un ouvrier adverse voisin sur la case qui lui fait face, de l’autre côté de votre ouvrier, si cette case est libre.',
    rulings: [
      'Le niveau de cette case n’a pas d’importance ; l’ouvrier transporté est forcé, pas déplacé : il ne gagne pas ainsi.',
      'Le même ouvrier se déplace ensuite, et peut aller sur la case qui vient de se libérer.',
    ],
  },
  chronus: {
    title: 'Chronos',
    epithet: 'Dieu du temps',
    timing: 'Condition de victoire',
    summary: 'Vous gagnez aussi quand cinq tours complètes se dressent sur le plateau.',
    text: 'Vous gagnez aussi dès qu’il y a au moins cinq Tours complètes sur le plateau.',
    rulings: [
      'Peu importe qui les a construites ou à qui c’est le tour ; la victoire du joueur dont c’est le tour passe d’abord.',
      'Un dôme sous le niveau 3 ne forme pas une Tour complète.',
      'Parties à 2 joueurs seulement.',
    ],
  },
  circe: {
    title: 'Circé',
    epithet: 'Enchanteresse divine',
    timing: 'Début de votre tour',
    summary:
      'Si les ouvriers d’un adversaire sont séparés au début de votre tour, vous seul avez son pouvoir.',
    text: 'Si les ouvriers de votre adversaire ne sont pas voisins, vous seule avez son pouvoir jusqu’à votre prochain tour.',
    rulings: [
      'Pendant ce temps, votre adversaire n’a plus aucun pouvoir.',
      'Si ses ouvriers sont de nouveau voisins au début de votre tour, il le récupère.',
      'La partie mise en place d’un pouvoir ne se prend jamais. Circé n’affronte pas Éros, sauf si votre partie l’autorise.',
      'Parties à 2 joueurs seulement.',
    ],
  },
  dionysus: {
    title: 'Dionysos',
    epithet: 'Dieu du vin',
    timing: 'Votre construction',
    summary: 'Achever une tour vous donne un tour de plus avec un ouvrier adverse ; personne n’y gagne.',
    text: 'Chaque fois qu’un ouvrier que vous contrôlez complète une tour, vous pouvez jouer un tour supplémentaire avec un ouvrier adverse au lieu des vôtres. Personne ne peut gagner pendant un tour supplémentaire.',
    rulings: [
      'Les tours supplémentaires s’enchaînent : compléter une tour pendant l’un d’eux en donne un autre.',
      'Vous pouvez refuser un tour supplémentaire.',
      'Pendant ce tour, les pouvoirs du propriétaire de l’ouvrier emprunté ne le restreignent pas.',
    ],
  },
  eros: {
    title: 'Éros',
    epithet: 'Dieu du désir',
    timing: 'Mise en place et condition de victoire',
    summary:
      'Vos ouvriers commencent sur des bords opposés ; vous gagnez en venant à côté de votre autre ouvrier, tous deux au niveau 1.',
    text: 'Placez vos ouvriers sur des cases du pourtour, sur des bords opposés. Vous gagnez aussi si l’un de vos ouvriers se déplace à côté de l’autre et que tous deux sont au niveau 1 (à 3 joueurs : tous deux au même niveau).',
    rulings: [
      'Une case d’angle appartient à deux bords.',
      'À 3 joueurs, le sol compte aussi comme un niveau.',
      'Il faut un vrai déplacement : être forcé à côté de l’autre ouvrier ne fait pas gagner. Héra l’annule sur une case du pourtour.',
    ],
  },
  hera: {
    title: 'Héra',
    epithet: 'Déesse du mariage',
    timing: 'Tour adverse',
    summary: 'Les adversaires ne peuvent pas gagner en allant sur une case du bord.',
    text: 'Un adversaire ne peut pas gagner en se déplaçant sur une case du pourtour.',
    rulings: [
      'Cela bloque la montée au niveau 3, la descente de Pan et la victoire d’Éros quand le déplacement finit en bordure ; le déplacement lui-même a bien lieu.',
      'Les victoires qui ne viennent pas d’un déplacement, comme celle de Chronos, ne sont pas concernées.',
    ],
  },
  hestia: {
    title: 'Hestia',
    epithet: 'Déesse du foyer',
    timing: 'Votre construction',
    summary: 'Votre ouvrier peut construire une seconde fois, mais pas sur une case du bord.',
    text: 'Votre ouvrier peut construire une fois de plus, mais pas sur une case du pourtour.',
    rulings: ['La construction supplémentaire peut se faire sur la même case que la première.'],
  },
  hypnus: {
    title: 'Hypnos',
    epithet: 'Dieu du sommeil',
    timing: 'Début du tour adverse',
    summary: 'L’ouvrier d’un adversaire plus haut que tous ses autres ne peut pas se déplacer.',
    text: 'Si l’un des ouvriers d’un adversaire est plus haut que tous ses autres, il ne peut pas se déplacer ce tour-ci.',
    rulings: [
      'En cas d’égalité pour le plus haut, rien ne se passe.',
      'Le seul ouvrier restant d’un adversaire compte comme le plus haut : il ne peut pas se déplacer.',
      'L’ouvrier endormi peut encore être forcé, et construire là où son pouvoir permet à un ouvrier immobile de construire.',
    ],
  },
  limus: {
    title: 'Limos',
    epithet: 'Déesse de la famine',
    timing: 'Tour adverse',
    summary:
      'Les adversaires ne peuvent pas construire à côté de vos ouvriers, sauf un dôme qui achève une tour.',
    text: 'Les ouvriers adverses ne peuvent pas construire sur les cases voisines de vos ouvriers, sauf un dôme qui complète une tour.',
    rulings: [
      'Toute construction est concernée, y compris les constructions supplémentaires et Zeus construisant sous lui-même (votre partie peut autoriser tout dôme à la place).',
      'La pétrification de Méduse n’est pas une construction : Limos ne l’empêche pas.',
    ],
  },
  medusa: {
    title: 'Méduse',
    epithet: 'Gorgone pétrifiante',
    timing: 'Fin de votre tour',
    summary:
      'À la fin de votre tour, les ouvriers adverses voisins et plus bas que les vôtres sont changés en pierre (un bloc).',
    text: 'Chaque ouvrier adverse situé plus bas que l’un de vos ouvriers, sur une case voisine, est retiré du jeu et remplacé par un bloc.',
    rulings: [
      'Ce n’est pas facultatif : cela se produit à la fin de chacun de vos tours.',
      'Le bloc élève cette case d’un niveau (ce n’est jamais un dôme).',
    ],
  },
  morpheus: {
    title: 'Morphée',
    epithet: 'Dieu des rêves',
    timing: 'Début de votre tour et votre construction',
    summary:
      'Vous gagnez une pièce à chaque tour ; au lieu d’une construction, vous construisez une fois par pièce dépensée (même aucune).',
    text: 'Au début de chacun de vos tours, posez un bloc sur votre carte. Vous ne pouvez pas construire normalement : utilisez à la place autant de blocs de votre carte que vous voulez (même aucun) et construisez autant de fois.',
    rulings: [
      'Chaque construction est normale, à côté de l’ouvrier qui s’est déplacé ; plusieurs peuvent aller sur la même case, jusqu’au dôme.',
      'Les blocs non utilisés restent sur votre carte pour les tours suivants.',
      'Vous devez quand même vous déplacer ; vous ne perdez jamais faute de pouvoir construire.',
    ],
  },
  persephone: {
    title: 'Perséphone',
    epithet: 'Déesse du renouveau printanier',
    timing: 'Tour adverse',
    summary: 'S’ils le peuvent, les adversaires doivent faire monter au moins un ouvrier.',
    text: 'Si c’est possible, au moins un ouvrier adverse doit monter ce tour-ci.',
    rulings: [
      'C’est possible seulement si un tour complet avec une montée peut être joué (le déplacement et une construction ensuite).',
      'Avec plusieurs déplacements, une seule montée dans le tour suffit.',
      'Elle n’oblige jamais l’adversaire à jouer un tour supplémentaire offert par Dionysos.',
    ],
  },
  poseidon: {
    title: 'Poséidon',
    epithet: 'Dieu de la mer',
    timing: 'Fin de votre tour',
    summary: 'Si votre ouvrier qui n’a pas bougé est au sol, il peut construire jusqu’à trois fois de plus.',
    text: 'Si votre ouvrier qui ne s’est pas déplacé est au sol, il peut construire jusqu’à trois fois sur des cases voisines.',
    rulings: [
      'Chaque construction est facultative et normale ; la même case peut recevoir plusieurs constructions.',
      'S’il ne vous reste qu’un ouvrier, il n’y a pas d’ouvrier immobile : pas de pouvoir.',
    ],
  },
  selene: {
    title: 'Séléné',
    epithet: 'Déesse de la lune',
    timing: 'Mise en place et votre construction',
    summary:
      'Vous avez un ouvrier et une ouvrière ; l’ouvrière peut plutôt construire un dôme à n’importe quel niveau.',
    text: 'L’un de vos ouvriers est une femme. À la place de votre construction normale, votre ouvrière peut construire un dôme à n’importe quel niveau à côté d’elle, même si c’est votre ouvrier homme qui s’est déplacé.',
    rulings: [
      'Votre deuxième ouvrier placé est la femme (le point rose sur le plateau).',
      'Un dôme sous le niveau 3 ne forme pas une Tour complète.',
    ],
  },
  triton: {
    title: 'Triton',
    epithet: 'Dieu des vagues',
    timing: 'Votre déplacement',
    summary: 'Chaque déplacement sur une case du bord peut être suivi d’un autre déplacement.',
    text: 'Chaque fois que votre ouvrier arrive sur une case du pourtour, il peut aussitôt se déplacer de nouveau.',
    rulings: [
      'Chaque déplacement est normal ; l’enchaînement s’arrête sur une case intérieure ou quand vous le décidez. Revenir sur une case est permis.',
      'Monter au niveau 3 en bordure fait gagner aussitôt (sauf si Héra est en jeu).',
    ],
  },
  zeus: {
    title: 'Zeus',
    epithet: 'Dieu du ciel',
    timing: 'Votre construction',
    summary:
      'Votre ouvrier peut construire un bloc sous lui-même, et s’élève ainsi (sans gagner de cette façon).',
    text: 'Votre ouvrier peut construire un bloc sous lui-même, ce qui l’élève d’un niveau.',
    rulings: [
      'Seulement depuis le sol, le niveau 1 ou le niveau 2, et jamais un dôme.',
      'Élevé ainsi au niveau 3, il ne gagne pas : ce n’est pas un déplacement, et passer ensuite d’un niveau 3 à un autre ne fait pas gagner non plus.',
    ],
  },
};
