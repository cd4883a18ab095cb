import type { GameOutcome } from './game.js';
import { godsLabel } from './godsOption.js';
import { alignColumns, percent, plusMinus, signed } from './format.js';
import type { MatchResult } from './match.js';
import type { SprtSettings, SprtState } from './sprt.js';
import {
  addResult,
  EMPTY_TALLY,
  eloEstimate,
  gamesIn,
  likelihoodOfSuperiority,
  scoreOf,
  type Tally,
} from './statistics.js';
import type { GodName } from '@santorini/engine';

export interface SideNames {
  /** The names the players gave (a level, an engine's `id name`). */
  readonly a: string;
  readonly b: string;
  /** The player specs as written on the command line. */
  readonly aSpec: string;
  readonly bSpec: string;
}

/** The gods of a game without regard to seat, so that both colours of an opening group together. */
export const godsKey = (gods: readonly (string | null)[]): string =>
  godsLabel([...gods].sort((x, y) => (x ?? '').localeCompare(y ?? '')) as (GodName | null)[]);

/** A's results per set of gods, in the order the sets first appear. */
export function tallyByGods(outcomes: readonly GameOutcome[]): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const outcome of outcomes) {
    const key = godsKey(outcome.gods);
    groups.set(key, addResult(groups.get(key) ?? EMPTY_TALLY, outcome.score));
  }
  return groups;
}

/**
 * A's results per power, over the games in which either side holds it (once per game when both
 * do), the powers in alphabetical order: with many pairings, the way to read what one power's
 * games say about the two players.
 */
export function tallyByPower(outcomes: readonly GameOutcome[]): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const outcome of outcomes)
    for (const god of new Set(outcome.gods))
      if (god !== null) groups.set(god, addResult(groups.get(god) ?? EMPTY_TALLY, outcome.score));
  return new Map([...groups].sort(([x], [y]) => x.localeCompare(y)));
}

const countRow = (label: string, tally: Tally): string[] => [
  label,
  String(gamesIn(tally)),
  String(tally.wins),
  String(tally.losses),
  String(tally.draws),
  percent(scoreOf(tally)),
];

export function sprtVerdictText(state: SprtState): string {
  if (state.verdict === 'H1')
    return 'H1 accepted: A is stronger (the Elo difference is nearer elo1 than elo0)';
  if (state.verdict === 'H0')
    return 'H0 accepted: A is not stronger by elo1 (the Elo difference is nearer elo0)';
  return 'no decision yet';
}

/**
 * The results for people: who played, games, wins, losses and draws for A, A's score, the Elo
 * difference with its 95% error, LOS; the breakdown per set of gods when they vary; how games
 * ended when not all by the rules; and the SPRT's state when one was run.
 */
export function resultsTable(
  result: MatchResult,
  names: SideNames,
  plan: { readonly games: number; readonly sprt?: SprtSettings },
): string {
  const { outcomes, tally } = result;
  const lines = [`A: ${names.a} (${names.aSpec})`, `B: ${names.b} (${names.bSpec})`, ''];
  const { elo, error } = eloEstimate(tally);
  lines.push(
    ...alignColumns([
      ['', 'Games', 'A wins', 'B wins', 'Draws', 'Score', 'Elo A-B', '', 'LOS'],
      [...countRow('Total', tally), signed(elo), plusMinus(error), percent(likelihoodOfSuperiority(tally))],
    ]),
  );
  const groups = tallyByGods(outcomes);
  if (groups.size > 1) {
    lines.push('', "By gods (A's results):");
    lines.push(
      ...alignColumns([
        ['', 'Games', 'A wins', 'B wins', 'Draws', 'Score'],
        ...[...groups].map(([key, t]) => countRow(key, t)),
      ]),
    );
  }
  const powers = tallyByPower(outcomes);
  if (powers.size > 2) {
    lines.push('', "By power, the games in which either side holds it (A's results):");
    lines.push(
      ...alignColumns([
        ['', 'Games', 'A wins', 'B wins', 'Draws', 'Score', 'Elo A-B', ''],
        ...[...powers].map(([god, t]) => {
          const { elo: powerElo, error: powerError } = eloEstimate(t);
          return [...countRow(godsLabel([god as GodName]), t), signed(powerElo), plusMinus(powerError)];
        }),
      ]),
    );
  }
  lines.push(...endings(outcomes));
  if (result.sprt !== null && plan.sprt !== undefined) {
    const { elo0, elo1, alpha, beta } = plan.sprt;
    const state = result.sprt;
    lines.push(
      '',
      `SPRT elo0=${elo0} elo1=${elo1} alpha=${alpha} beta=${beta}: LLR ${state.llr.toFixed(2)} ` +
        `(bounds ${state.lower.toFixed(2)}, ${state.upper.toFixed(2)}): ${sprtVerdictText(state)}`,
    );
  }
  if (result.stoppedBy !== null)
    lines.push(
      '',
      `Stopped after ${outcomes.length} of ${plan.games} games: ${result.stoppedBy === 'sprt' ? 'the SPRT decided' : 'interrupted'}.`,
    );
  return `${lines.join('\n')}\n`;
}

/** How the games ended, when some did not end by the rules; with the first few failures named. */
function endings(outcomes: readonly GameOutcome[]): string[] {
  const count = (termination: GameOutcome['termination']): number =>
    outcomes.filter((outcome) => outcome.termination === termination).length;
  const capped = count('max-turns');
  const illegal = count('illegal-turn');
  const failed = count('failure');
  if (capped + illegal + failed === 0) return [];
  const lines = [
    '',
    `Ended: ${count('win')} by the rules, ${capped} at the turn cap (draws), ${illegal} by an illegal turn, ${failed} by a failure`,
  ];
  for (const outcome of outcomes.filter((o) => o.detail !== undefined).slice(0, 3))
    lines.push(`  game ${outcome.index + 1}: ${outcome.detail ?? ''}`);
  return lines;
}
