/**
 * Why a pasted or linked position, or a setup step, is refused: one line per kind of the engine's
 * problems (its `PositionErrorKind`, `SetupErrorKind` and the gods' `GodsProblem`), written from
 * their data. Said as the engine says them in English.
 */
import type { GodsProblem, PositionErrorKind, SetupErrorKind, SetupSeat } from '@santorini/engine';

type Words<K extends string> = { readonly [kind in K]: string } & { readonly [key: string]: string };

/** A position's problems (`placementOrder` and `notAllowedFor` by their own parts, below). */
const position = {
  nestedTooDeep: 'nested too deeply (more than {{number}} levels)',
  notJson: 'not valid JSON ({{detail}})',
  notObject: 'expected a JSON object, got {{got}}',
  notObject_player: 'expected an object, got {{got}}',
  notObject_rules: 'expected an object of booleans, got {{got}}',
  unknownField: 'unknown field {{name}}',
  missing: 'missing',
  missing_workers: 'missing (use [] before placement)',
  notPlayers: 'expected an array of 2 to 4 players, got {{got}}',
  badLevels: 'expected 5 strings (rank 5 first), got {{got}}',
  badLevelRow: 'expected 5 digits 0–3 (files a–e), got {{got}}',
  notSquares: 'expected an array of squares, got {{got}}',
  notSquare: 'expected a square a1–e5, got {{got}}',
  duplicate: '{{square}} is listed twice',
  outOfRange: 'expected a whole number ≥ {{low}}, got {{got}}',
  outOfRange_upTo: 'expected an integer from {{low}} to {{high}}, got {{got}}',
  notBoolean: 'expected true or false, got {{got}}',
  unknownGod: 'unknown god {{got}}',
  outNotInThree: 'only a 3-player game eliminates players',
  tooManyWorkers: 'a player has at most two workers, got {{number}}',
  outWithWorkers: 'an eliminated player has no workers',
  gods: '{{problem}}',
  toMoveOut: 'player {{seat}} is out of the game',
  teammatesDiffer: 'teammates share workers: expected the same as players[{{seat}}].workers',
  nullWorker:
    "null marks a removed worker where the two are told apart ({{gods}}); this player's workers are not",
  squareTaken: '{{square}} already holds a worker ({{by}})',
  workerOnDome: '{{square}} has a dome: a worker never stands on a dome',
  workerCount:
    'a player places both workers at once: 0 workers before placement or 2 after (only {{gods}} can remove one)',
  startRule: "with rules.{{rule}} {{god}}'s player is the Start Player: start must be {{seat}}",
  placementOrder: '{{problem}}',
  notAllowedFor: '{{problem}}',
  memoryWhenOut: 'an eliminated player has no power memory, so no "{{name}}"',
  notSimpleGod: 'expected a Simple God ({{first}} … {{last}}), got {{got}}',
  notSimpleGods: 'expected an array of Simple Gods, got {{got}}',
  cardMissing: 'missing: every Simple God is in the deck or the discards',
  cardHeld: "{{card}} is held by a player, so it is not in {{god}}'s cards",
  cardTwice: "{{card}} appears twice among {{god}}'s cards",
  cardsMissing: "{{god}}'s cards miss {{cards}}",
  extraTurnNotToMove: 'an extra turn belongs to the player to move (toMove is {{seat}})',
} satisfies Words<PositionErrorKind>;

/** A setup step's refusals. */
const setup = {
  playerCount: 'a game has 2, 3 or 4 players, got {{got}}',
  seed: 'the seed must be a whole number from 0 to {{high}}, got {{got}}',
  unknownRule: 'unknown rule switch {{name}} (known: {{known}})',
  seat: '{{who}} must be a seat from 0 to {{high}}, got {{got}}',
  alreadyOffered: 'the powers were already offered (by player {{seat}})',
  notOfferedYet: 'the Challenger has not offered the powers yet',
  allChosen: 'every player already has a power',
  startTooEarly: 'the Start Player is named once every player has a power',
  startNamed: 'the Start Player is already named: player {{seat}}',
  notFinished: 'the setup is not finished',
  notFinished_offer: 'the setup is not finished: the Challenger offers the powers first',
  notFinished_choose: 'the setup is not finished: player {{seat}} chooses a power',
  notFinished_start: 'the setup is not finished: the Challenger (player {{seat}}) names the Start Player',
  notReady: 'the setup is not finished',
  offerCount: 'the Challenger offers as many powers as there are players: {{players}}, not {{number}}',
  unknownGod: 'unknown god {{got}}',
  offeredTwice: '{{god}} is offered twice: each card is offered once',
  gods: '{{problem}}',
  challengerLast: 'the Challenger (player {{seat}}) gets the last power: player {{chooser}} chooses now',
  alreadyChose: 'player {{seat}} already chose {{god}}',
  notYourChoice:
    "not player {{seat}}'s turn to choose: player {{chooser}} chooses now (clockwise from the Challenger's left)",
  notOffered: '{{god}} was not offered (offered: {{gods}})',
  alreadyChosen: '{{god}} was already chosen',
  notChallenger: 'only the Challenger (player {{seat}}) names the Start Player',
  startRule: '{{problem}}',
  noOffer: 'no set of {{players}} implemented powers can play together',
  noneLeft: 'no power is left to choose',
} satisfies Words<SetupErrorKind>;

export const problem = {
  /** A position error: its field (a JSON path, not translated), then what is wrong. */
  field: '{{field}}: {{problem}}',
  position,
  placement: {
    teammatePlaces: "player {{toMove}} does not place workers (their team's first seat does)",
    earlierNotPlaced:
      'player {{seat}} places before player {{toMove}} (start {{start}}) and has not placed yet',
    laterPlaced: 'player {{seat}} places after player {{toMove}} (start {{start}}) but has already placed',
    playBeforePlacement:
      'player {{seat}} has no workers, but player {{toMove}} is already moving (placement comes first)',
  },
  holder: {
    own: 'only a player holding {{god}} has "{{name}}"',
    held: 'only a player holding {{god}}\'s power has "{{name}}"',
    holdable: 'only a player who can hold {{god}}\'s power has "{{name}}"',
  },
  gods: {
    godsRequired: 'a {{players}}-player game needs a God Power for every player (rule R14)',
    playerCount: '{{god}} cannot be played with {{players}} players (rule R14)',
    bannedPair: '{{god}} and {{other}} are a banned pair (rule R13)',
    bannedPair_unless:
      '{{god}} and {{other}} are a banned pair (rule R13; the rule switch {{rule}} allows it)',
    facesItself: '{{god}} cannot face itself: its power is defined for one holder',
  } satisfies Words<GodsProblem['kind']>,
  requiredStart: "with the rule switch {{rule}} {{god}}'s player (player {{seat}}) is the Start Player (R26)",
  setup,
  seat: {
    challenger: 'the Challenger',
    chooser: 'the choosing player',
    start: 'the Start Player',
  } satisfies Words<SetupSeat>,
  challengerSeat: 'the Challenger must be one of the {{players}} players',
};
