import { recordToJson } from '@santorini/engine';
import { finiteOrNull } from './format.js';
import type { GameOutcome } from './game.js';
import type { MatchResult } from './match.js';
import { tallyByGods, tallyByPower, type SideNames } from './resultsTable.js';
import { eloEstimate, gamesIn, likelihoodOfSuperiority, scoreOf, type Tally } from './statistics.js';

/** The seats A held in a game of `players` players. */
export const aSeats = (outcome: GameOutcome): number[] =>
  outcome.gods.map((_, seat) => seat).filter((seat) => seat % 2 === outcome.aSide);

function tallyJson(tally: Tally): Record<string, number | null> {
  const { elo, error } = eloEstimate(tally);
  return {
    games: gamesIn(tally),
    wins: tally.wins,
    losses: tally.losses,
    draws: tally.draws,
    score: finiteOrNull(scoreOf(tally)),
    elo: finiteOrNull(elo),
    eloError: finiteOrNull(error),
    los: finiteOrNull(likelihoodOfSuperiority(tally)),
  };
}

/**
 * The whole match as one JSON document: the players, the settings as given, the summary from A's
 * side (Elo, its 95% error and LOS are null where infinite or undefined), the SPRT, the breakdown
 * by gods and by power, and every game with its record (spec §4).
 */
export function matchJson(
  result: MatchResult,
  names: SideNames,
  settings: Readonly<Record<string, unknown>>,
): string {
  const document = {
    a: { spec: names.aSpec, name: names.a },
    b: { spec: names.bSpec, name: names.b },
    settings,
    summary: tallyJson(result.tally),
    sprt: result.sprt,
    stoppedBy: result.stoppedBy,
    byGods: [...tallyByGods(result.outcomes)].map(([gods, tally]) => ({ gods, ...tallyJson(tally) })),
    byPower: [...tallyByPower(result.outcomes)].map(([power, tally]) => ({ power, ...tallyJson(tally) })),
    games: result.outcomes.map((outcome) => ({
      game: outcome.index + 1,
      opening: outcome.openingIndex + 1,
      aSeats: aSeats(outcome),
      gods: outcome.gods,
      winner: outcome.winner,
      scoreA: outcome.score,
      termination: outcome.termination,
      ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
      turns: outcome.turns,
      record: JSON.parse(recordToJson(outcome.record)) as unknown,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const CSV_HEADER = [
  'game',
  'opening',
  'a_seats',
  'gods',
  'winner',
  'score_a',
  'termination',
  'turns',
  'detail',
];

/** A CSV field, quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One line per game (RFC 4180 quoting); seats and gods are joined with spaces. */
export function matchCsv(result: MatchResult): string {
  const rows = result.outcomes.map((outcome) => [
    String(outcome.index + 1),
    String(outcome.openingIndex + 1),
    aSeats(outcome).join(' '),
    outcome.gods.map((god) => god ?? 'none').join(' '),
    outcome.winner ?? 'draw',
    String(outcome.score),
    outcome.termination,
    String(outcome.turns),
    outcome.detail ?? '',
  ]);
  return [CSV_HEADER, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The game records as JSON Lines, one record (spec §4) a line, in game order. */
export const matchRecords = (result: MatchResult): string =>
  result.outcomes.map((outcome) => `${recordToJson(outcome.record)}\n`).join('');
