import { godTitle } from '../core/godNames.js';
import { excerpt } from '../core/quote.js';
import { describeValue } from '../core/invalidField.js';
import type {
  Disagreement,
  NameProblem,
  OfferedProblem,
  RecordPlace,
  RecordProblem,
} from '../record/recordError.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';

const ARRAY_OF: Readonly<Record<'players' | 'gods' | 'turns', string>> = {
  players: 'an array',
  gods: 'an array of gods',
  turns: 'an array of turns',
};

const MISSING_HINT: Readonly<Record<string, string>> = { challenger: " (the Challenger's seat)" };

const SEAT_WORDS = { challenger: 'the Challenger', start: 'the Start Player' } as const;

function nameText(why: NameProblem, got: string): string {
  switch (why) {
    case 'notString':
      return `a name is a string, got ${got}`;
    case 'empty':
      return 'a name must not be empty (leave it out instead)';
    case 'control':
      return `the name ${got} contains a control character`;
    case 'spaces':
      return `the name ${got} starts or ends with a space`;
  }
}

function offeredText(problem: OfferedProblem): string {
  switch (problem.kind) {
    case 'offerCount':
      return `the Challenger offers one power per player: ${problem.players}, not ${problem.count}`;
    case 'noGod':
      return `player ${problem.seat} has no god, but every player takes one of the offered powers`;
    case 'godNotOffered':
      return `player ${problem.seat}'s god ${godTitle(problem.god)} was not offered`;
    case 'offeredTwice':
      return `${godTitle(problem.god)} is offered twice: each card is offered once`;
    case 'dealtTwice':
      return `the offered ${godTitle(problem.god)} goes to exactly one player, not ${problem.holders}`;
  }
}

const onList = (rules: Partial<RuleSwitches>): string => {
  const on = RULE_SWITCH_NAMES.filter((name) => rules[name] === true);
  return on.length === 0 ? 'none' : on.join(', ');
};

/** What the position says where the record disagrees with it. */
export function disagreementText(disagreement: Disagreement): string {
  switch (disagreement.field) {
    case 'players':
      return `the position has ${disagreement.position} players, the record ${disagreement.record}`;
    case 'god':
      return `${disagreement.record ?? 'none'}, but in the position player ${disagreement.seat} has ${disagreement.position ?? 'none'}`;
    case 'start':
      return (
        `${disagreement.record}, but the position's Start Player is ${disagreement.position} ` +
        '(a position gives its start only during placement; otherwise it is 0)'
      );
    case 'rules':
      return `switches on: ${onList(disagreement.record)}, but the position's are: ${onList(disagreement.position)}`;
  }
}

/** What is wrong with a record, in words, without where: the one place these words are written. */
export function recordProblemText(problem: RecordProblem): string {
  switch (problem.kind) {
    case 'nestedTooDeep':
      return `nested too deeply (more than ${problem.limit} levels)`;
    case 'notJson':
      return `not valid JSON (${problem.detail.replace(/\s+/g, ' ')})`;
    case 'notObject':
      return `expected a JSON object, got ${problem.got.text}`;
    case 'unknownField':
      return `unknown field ${describeValue(problem.name)} (known: ${problem.known.join(', ')})`;
    case 'missing':
      return `missing${MISSING_HINT[problem.name] ?? ''}`;
    case 'notArray':
      return `expected ${ARRAY_OF[problem.of]}, got ${problem.got.text}`;
    case 'playerCount':
      return `a game has 2, 3 or 4 players, got ${problem.count}`;
    case 'unknownGod':
      return `unknown god ${problem.got.text}${problem.orNone === true ? ' (none: no god)' : ''}`;
    case 'notAGod':
      return `expected a god, got ${problem.got.text}`;
    case 'badName':
      return nameText(problem.why, problem.got.text);
    case 'nameCount':
      return problem.inText === true
        ? `one name (or ?) per player: ${problem.players} as in Gods, not ${problem.names}`
        : `one name per player: ${problem.players}, not ${problem.names}`;
    case 'seat':
      return `${SEAT_WORDS[problem.seat]} must be a seat from 0 to ${problem.players - 1}, got ${problem.got.text}`;
    case 'seed':
      return `the seed must be a whole number from 0 to ${problem.high}, got ${problem.got.text}`;
    case 'unknownRule':
      return `unknown rule switch ${describeValue(problem.name)} (known: ${problem.known.join(', ')})`;
    case 'notBoolean':
      return `expected true or false, got ${problem.got.text}`;
    case 'offered':
      return offeredText(problem.problem);
    case 'position':
    case 'notation':
    case 'setup':
      return problem.error.message;
    case 'disagrees':
      return `does not agree with the position: ${disagreementText(problem.disagreement)}`;
    case 'turnNotString':
      return `a turn is a string, got ${problem.got.text}`;
    case 'illegalTurn':
      return `turn ${problem.number} ${describeValue(problem.text)}: ${problem.error.message}`;
    case 'headerAfterTurns':
      return `a header after the turns: ${excerpt(problem.text)}`;
    case 'badHeader':
      return `expected a header like [Players "Ann, Bob"] (escape " and \\ with \\), got ${excerpt(problem.text)}`;
    case 'unknownHeader':
      return `unknown header [${excerpt(problem.key)}] (known: ${problem.known.join(', ')})`;
    case 'secondHeader':
      return `a second [${problem.key}] header (the first is on line ${problem.firstLine})`;
    case 'notTurnLine':
      return `expected a header or a numbered turn like "${problem.expected}. @b2 @d4"`;
    case 'turnNumber':
      return `expected turn ${problem.expected}, got turn ${excerpt(problem.got)}`;
    case 'missingHeader':
      return `missing header [${problem.key} "…"]`;
    case 'headerWithout':
      return `comes with ${/^[AEIOU]/u.test(problem.other) ? 'an' : 'a'} [${problem.other} "…"] header`;
    case 'notNumber':
      return `expected a whole number, got ${problem.got.text}`;
    case 'listedTwice':
      return `${excerpt(problem.name)} is listed twice`;
    case 'result':
      return `expected one of ${problem.allowed.join(', ')}, got ${problem.got.text}`;
  }
}

/** Where a record error is, as its message starts: `line 3: `, `players[1].god: `, `turns[2] (turn 3): `. */
function placeText({ field, line, turn, player }: RecordPlace): string {
  let text = line === undefined ? '' : `line ${line}: `;
  if (field !== undefined) text += turn === undefined ? `${field}: ` : `${field} (turn ${turn}): `;
  else if (turn !== undefined) text += `turn ${turn}: `;
  if (player !== undefined) text += `player ${player}: `;
  return text;
}

/** A record error's message: where, then what is wrong. */
export const recordErrorText = (error: RecordProblem & RecordPlace): string =>
  `${placeText(error)}${recordProblemText(error)}`;
