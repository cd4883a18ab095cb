import { godTitle, type GodName } from '../core/godNames.js';
import { describeValue } from '../core/invalidField.js';
import type { PositionError, PositionProblem } from '../core/positionError.js';
import { squareName } from '../core/square.js';
import { godsProblemText } from './godsWords.js';

/** Hints for a missing field, by its name. */
const MISSING_HINT: Readonly<Record<string, string>> = { workers: ' (use [] before placement)' };

const titles = (gods: readonly GodName[]): string => gods.map(godTitle).join(' or ');

/** What is wrong with a position, in words, without the field: the one place these words are written. */
export function positionProblemText(problem: PositionProblem): string {
  switch (problem.kind) {
    case 'nestedTooDeep':
      return `nested too deeply (more than ${problem.limit} levels)`;
    case 'notJson':
      return `not valid JSON (${problem.detail.replace(/\s+/g, ' ')})`;
    case 'notObject': {
      const expected = { position: 'a JSON object', player: 'an object', rules: 'an object of booleans' };
      return `expected ${expected[problem.what]}, got ${problem.got.text}`;
    }
    case 'unknownField':
      return `unknown field ${describeValue(problem.name)}`;
    case 'missing':
      return `missing${MISSING_HINT[problem.name] ?? ''}`;
    case 'notPlayers':
      return `expected an array of 2 to 4 players, got ${problem.got.text}`;
    case 'badLevels':
      return `expected 5 strings (rank 5 first), got ${problem.got.text}`;
    case 'badLevelRow':
      return `expected 5 digits 0–3 (files a–e), got ${problem.got.text}`;
    case 'notSquares':
      return `expected an array of squares, got ${problem.got.text}`;
    case 'notSquare':
      return `expected a square a1–e5, got ${problem.got.text}`;
    case 'duplicate':
      return `${squareName(problem.square)} is listed twice`;
    case 'outOfRange':
      return problem.high === undefined
        ? `expected a whole number ≥ ${problem.low}, got ${problem.got.text}`
        : `expected an integer from ${problem.low} to ${problem.high}, got ${problem.got.text}`;
    case 'notBoolean':
      return `expected true or false, got ${problem.got.text}`;
    case 'unknownGod':
      return `unknown god ${problem.got.text}`;
    case 'outNotInThree':
      return 'only a 3-player game eliminates players';
    case 'tooManyWorkers':
      return `a player has at most two workers, got ${problem.count}`;
    case 'outWithWorkers':
      return 'an eliminated player has no workers';
    case 'gods':
      return godsProblemText(problem.problem);
    case 'toMoveOut':
      return `player ${problem.seat} is out of the game`;
    case 'teammatesDiffer':
      return `teammates share workers: expected the same as players[${problem.teammate}].workers`;
    case 'nullWorker':
      return `null marks a removed worker where the two are told apart (${titles(problem.keepOrder)}); this player's workers are not`;
    case 'squareTaken':
      return `${squareName(problem.square)} already holds a worker (${problem.by})`;
    case 'workerOnDome':
      return `${squareName(problem.square)} has a dome: a worker never stands on a dome`;
    case 'workerCount':
      return `a player places both workers at once: 0 workers before placement or 2 after (only ${titles(problem.removers)} can remove one)`;
    case 'startRule': {
      const { rule, god, seat } = problem.required;
      return `with rules.${rule} ${godTitle(god)}'s player is the Start Player: start must be ${seat}`;
    }
    case 'placementOrder':
      return placementText(problem);
    case 'notAllowedFor':
      return memoryHolderText(problem);
    case 'memoryWhenOut':
      return `an eliminated player has no power memory, so no "${problem.name}"`;
    case 'notSimpleGod':
      return `expected a Simple God (${problem.first} … ${problem.last}), got ${problem.got.text}`;
    case 'notSimpleGods':
      return `expected an array of Simple Gods, got ${problem.got.text}`;
    case 'cardMissing':
      return 'missing: every Simple God is in the deck or the discards';
    case 'cardHeld':
      return `${godTitle(problem.card)} is held by a player, so it is not in ${godTitle(problem.god)}'s cards`;
    case 'cardTwice':
      return `${godTitle(problem.card)} appears twice among ${godTitle(problem.god)}'s cards`;
    case 'cardsMissing':
      return `${godTitle(problem.god)}'s cards miss ${problem.cards.map(godTitle).join(', ')}`;
    case 'extraTurnNotToMove':
      return `an extra turn belongs to the player to move (toMove is ${problem.toMove})`;
  }
}

function placementText({ order, seat, toMove, start }: PositionProblem & { kind: 'placementOrder' }): string {
  switch (order) {
    case 'teammatePlaces':
      return `player ${toMove} does not place workers (their team's first seat does)`;
    case 'earlierNotPlaced':
      return `player ${seat} places before player ${toMove} (start ${start}) and has not placed yet`;
    case 'laterPlaced':
      return `player ${seat} places after player ${toMove} (start ${start}) but has already placed`;
    case 'playBeforePlacement':
      return `player ${seat} has no workers, but player ${toMove} is already moving (placement comes first)`;
  }
}

function memoryHolderText({ name, god, holder }: PositionProblem & { kind: 'notAllowedFor' }): string {
  const title = godTitle(god);
  switch (holder) {
    case 'own':
      return `only a player holding ${title} has "${name}"`;
    case 'held':
      return `only a player holding ${title}'s power has "${name}"`;
    case 'holdable':
      return `only a player who can hold ${title}'s power has "${name}"`;
  }
}

/** A position error's message: its field, then what is wrong. */
export const positionErrorText = (error: PositionProblem & Pick<PositionError, 'field'>): string =>
  `${error.field}: ${positionProblemText(error)}`;
