import {
  godTitle,
  quoteValue,
  squareName,
  RULE_SWITCH_NAMES,
  type GodName,
  type GodsProblem,
  type PositionError,
  type PositionProblem,
  type RecordError,
  type RequiredStart,
  type SetupProblem,
} from '@santorini/engine';
import { currentLanguage, t } from './i18n.js';

// The engine's position, gods and setup problems in the current language, written from the
// problem's kind and data (never from the engine's English), as refusalText.ts does for refusals.

const list = (gods: readonly GodName[], type: 'unit' | 'disjunction'): string =>
  new Intl.ListFormat(currentLanguage(), { type, style: type === 'unit' ? 'short' : 'long' }).format(
    gods.map(godTitle),
  );

/** Why the gods cannot play together (R13, R14). */
export function godsProblemWords(problem: GodsProblem): string {
  switch (problem.kind) {
    case 'godsRequired':
      return t('problem.gods.godsRequired', { players: problem.players });
    case 'playerCount':
      return t('problem.gods.playerCount', { god: godTitle(problem.god), players: problem.players });
    case 'bannedPair':
      return t('problem.gods.bannedPair', {
        context: problem.unless === undefined ? undefined : 'unless',
        god: godTitle(problem.god),
        other: godTitle(problem.other),
        rule: problem.unless,
      });
    case 'facesItself':
      return t('problem.gods.facesItself', { god: godTitle(problem.god) });
  }
}

const requiredStartWords = ({ rule, god, seat }: RequiredStart): string =>
  t('problem.requiredStart', { rule, god: godTitle(god), seat });

/** The data a position problem's words may name, by the placeholder's name. */
function positionValues(problem: PositionProblem): Record<string, unknown> {
  switch (problem.kind) {
    case 'nestedTooDeep':
      return { number: problem.limit };
    case 'notJson':
      return { detail: problem.detail.replace(/\s+/g, ' ') };
    case 'unknownField':
      return { name: quoteValue(problem.name) };
    case 'memoryWhenOut':
      return { name: problem.name };
    case 'duplicate':
    case 'workerOnDome':
      return { square: squareName(problem.square) };
    case 'squareTaken':
      return { square: squareName(problem.square), by: problem.by };
    case 'outOfRange':
      return { low: problem.low, high: problem.high, got: problem.got.text };
    case 'tooManyWorkers':
      return { number: problem.count };
    case 'gods':
      return { problem: godsProblemWords(problem.problem) };
    case 'toMoveOut':
      return { seat: problem.seat };
    case 'teammatesDiffer':
      return { seat: problem.teammate };
    case 'nullWorker':
      return { gods: list(problem.keepOrder, 'disjunction') };
    case 'workerCount':
      return { gods: list(problem.removers, 'disjunction') };
    case 'startRule':
      return {
        rule: problem.required.rule,
        god: godTitle(problem.required.god),
        seat: problem.required.seat,
      };
    case 'placementOrder':
      return { problem: t(`problem.placement.${problem.order}`, { ...problem }) };
    case 'notAllowedFor':
      return {
        problem: t(`problem.holder.${problem.holder}`, { god: godTitle(problem.god), name: problem.name }),
      };
    case 'notSimpleGod':
      return { first: problem.first, last: problem.last, got: problem.got.text };
    case 'cardHeld':
    case 'cardTwice':
      return { card: godTitle(problem.card), god: godTitle(problem.god) };
    case 'cardsMissing':
      return { god: godTitle(problem.god), cards: list(problem.cards, 'unit') };
    case 'extraTurnNotToMove':
      return { seat: problem.toMove };
    default:
      return 'got' in problem ? { got: problem.got.text } : {};
  }
}

/** The i18next context of a position problem's words: the part that depends on its data. */
function positionContext(problem: PositionProblem): string | undefined {
  if (problem.kind === 'notObject' && problem.what !== 'position') return problem.what;
  if (problem.kind === 'missing' && problem.name === 'workers') return 'workers';
  if (problem.kind === 'outOfRange' && problem.high !== undefined) return 'upTo';
  return undefined;
}

/** What is wrong with a position, without the field. */
export const positionProblemWords = (problem: PositionProblem): string =>
  t(`problem.position.${problem.kind}`, { context: positionContext(problem), ...positionValues(problem) });

/** A position error: its field (the JSON path), then what is wrong. */
export const positionErrorWords = (error: PositionProblem & Pick<PositionError, 'field'>): string =>
  t('problem.field', { field: error.field, problem: positionProblemWords(error) });

/** Why a setup step was refused. */
export function setupProblemWords(problem: SetupProblem): string {
  const seat = (value: number | null) => String(value);
  switch (problem.kind) {
    case 'unknownRule':
      return t('problem.setup.unknownRule', {
        name: quoteValue(problem.name),
        known: RULE_SWITCH_NAMES.join(', '),
      });
    case 'seat':
      return t('problem.setup.seat', {
        who: t(`problem.seat.${problem.seat}`),
        high: problem.players - 1,
        got: problem.got.text,
      });
    case 'seed':
      return t('problem.setup.seed', { high: problem.high, got: problem.got.text });
    case 'alreadyOffered':
      return t('problem.setup.alreadyOffered', { seat: seat(problem.challenger) });
    case 'startNamed':
      return t('problem.setup.startNamed', { seat: seat(problem.start) });
    case 'notFinished':
      return t('problem.setup.notFinished', {
        context: problem.stage === 'ready' ? undefined : problem.stage,
        seat: seat(problem.stage === 'choose' ? problem.chooser : problem.challenger),
      });
    case 'offerCount':
      return t('problem.setup.offerCount', { players: problem.players, number: problem.count });
    case 'offeredTwice':
    case 'alreadyChosen':
      return t(`problem.setup.${problem.kind}`, { god: godTitle(problem.god) });
    case 'gods':
      return godsProblemWords(problem.problem);
    case 'challengerLast':
    case 'notYourChoice':
      return t(`problem.setup.${problem.kind}`, { seat: problem.seat, chooser: seat(problem.chooser) });
    case 'alreadyChose':
      return t('problem.setup.alreadyChose', { seat: problem.seat, god: godTitle(problem.god) });
    case 'notOffered':
      return t('problem.setup.notOffered', {
        god: godTitle(problem.god),
        gods: list(problem.offered, 'unit'),
      });
    case 'notChallenger':
      return t('problem.setup.notChallenger', { seat: seat(problem.challenger) });
    case 'startRule':
      return requiredStartWords(problem.required);
    case 'noOffer':
      return t('problem.setup.noOffer', { players: problem.players });
    default:
      return t(`problem.setup.${problem.kind}`, 'got' in problem ? { got: problem.got.text } : {});
  }
}

/**
 * A record's error: a position's or a setup's problem inside it in the current language (after its
 * field, where it has one); the record's other problems as the engine says them.
 */
export function recordErrorWords(error: RecordError): string {
  const words =
    error.kind === 'position'
      ? positionErrorWords(error.error)
      : error.kind === 'setup'
        ? setupProblemWords(error.error)
        : null;
  if (words === null) return error.message;
  return error.field === undefined ? words : t('problem.field', { field: error.field, problem: words });
}
