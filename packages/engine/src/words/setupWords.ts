import { godTitle } from '../core/godNames.js';
import { describeValue } from '../core/invalidField.js';
import { RULE_SWITCH_NAMES } from '../core/rules.js';
import type { SetupProblem, SetupSeat } from '../setup/setupError.js';
import { godsProblemText, requiredStartText } from './godsWords.js';

const SEAT_WORDS: Readonly<Record<SetupSeat, string>> = {
  challenger: 'the Challenger',
  chooser: 'the choosing player',
  start: 'the Start Player',
};

/** Why a setup step was refused, in words: the one place these words are written. */
export function setupErrorText(problem: SetupProblem): string {
  switch (problem.kind) {
    case 'playerCount':
      return `a game has 2, 3 or 4 players, got ${problem.got.text}`;
    case 'seed':
      return `the seed must be a whole number from 0 to ${problem.high}, got ${problem.got.text}`;
    case 'unknownRule':
      return `unknown rule switch ${describeValue(problem.name)} (known: ${RULE_SWITCH_NAMES.join(', ')})`;
    case 'seat':
      return `${SEAT_WORDS[problem.seat]} must be a seat from 0 to ${problem.players - 1}, got ${problem.got.text}`;
    case 'alreadyOffered':
      return `the powers were already offered (by player ${String(problem.challenger)})`;
    case 'notOfferedYet':
      return 'the Challenger has not offered the powers yet';
    case 'allChosen':
      return 'every player already has a power';
    case 'startTooEarly':
      return 'the Start Player is named once every player has a power';
    case 'startNamed':
      return `the Start Player is already named: player ${String(problem.start)}`;
    case 'notFinished':
      return `the setup is not finished${notFinishedText(problem)}`;
    case 'notReady':
      return 'the setup is not finished';
    case 'offerCount':
      return `the Challenger offers as many powers as there are players: ${problem.players}, not ${problem.count}`;
    case 'unknownGod':
      return `unknown god ${problem.got.text}`;
    case 'offeredTwice':
      return `${godTitle(problem.god)} is offered twice: each card is offered once`;
    case 'gods':
      return godsProblemText(problem.problem);
    case 'challengerLast':
      return `the Challenger (player ${problem.seat}) gets the last power: player ${String(problem.chooser)} chooses now`;
    case 'alreadyChose':
      return `player ${problem.seat} already chose ${godTitle(problem.god)}`;
    case 'notYourChoice':
      return `not player ${problem.seat}'s turn to choose: player ${String(problem.chooser)} chooses now (clockwise from the Challenger's left)`;
    case 'notOffered':
      return `${godTitle(problem.god)} was not offered (offered: ${problem.offered.map(godTitle).join(', ')})`;
    case 'alreadyChosen':
      return `${godTitle(problem.god)} was already chosen`;
    case 'notChallenger':
      return `only the Challenger (player ${String(problem.challenger)}) names the Start Player`;
    case 'startRule':
      return requiredStartText(problem.required);
    case 'noOffer':
      return `no set of ${problem.players} implemented powers can play together`;
    case 'noneLeft':
      return 'no power is left to choose';
  }
}

function notFinishedText({ stage, chooser, challenger }: SetupProblem & { kind: 'notFinished' }): string {
  switch (stage) {
    case 'offer':
      return ': the Challenger offers the powers first';
    case 'choose':
      return `: player ${String(chooser)} chooses a power`;
    case 'start':
      return `: the Challenger (player ${String(challenger)}) names the Start Player`;
    case 'ready':
      return '';
  }
}
