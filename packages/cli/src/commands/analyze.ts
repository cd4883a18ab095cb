import { DEFAULT_TIME_MS, isForced, MAX_CHILDREN, WIN } from '@santorini/ai';
import { hasLegalTurn, type Position } from '@santorini/engine';
import { parseArgs } from 'node:util';
import type { CliIo } from '../cliIo.js';
import { analyse, type Analysis, type AnalysisLimits } from '../engine/analysis.js';
import { PV_SEPARATOR } from '../engine/reportLines.js';
import { seatLabel } from '../play/seatLabels.js';
import { UsageError } from '../usage.js';
import { wholeNumberIn } from '../wholeNumber.js';
import { EXIT_MALFORMED, EXIT_OK, fail, readOnePosition, type Command } from './command.js';

const DEFAULT_TOP = 5;
/** The largest --depth, --time (ms: 11 days) and --top. */
const MAX_OPTION_VALUE = 999_999_999;

/**
 * `santorini analyze [--depth N | --time MS] [--top N]`: the evaluation of the one position on
 * stdin and its best turns with their scores, for people to read.
 */
export const analyzeCommand: Command = async (args: readonly string[], io: CliIo) => {
  const { limits, top } = analyzeOptions(args);
  const position = await readOnePosition(io, 'analyze', undefined);
  if (!position.ok) return fail(io, 'analyze', position.error, EXIT_MALFORMED);
  io.stdout.write(`${report(position.value, limits, top).join('\n')}\n`);
  return EXIT_OK;
};

function analyzeOptions(args: readonly string[]): { limits: AnalysisLimits; top: number } {
  const { values } = parseArgs({
    args: [...args],
    options: { depth: { type: 'string' }, time: { type: 'string' }, top: { type: 'string' } },
    strict: true,
  });
  const depth = wholeNumber('--depth', values.depth, 1);
  const timeMs = wholeNumber('--time', values.time, 1);
  const top = wholeNumber('--top', values.top, 1) ?? DEFAULT_TOP;
  // Both limits may be given (the first reached stops); neither: the engine's default time.
  const limits =
    depth === undefined && timeMs === undefined ? { timeMs: DEFAULT_TIME_MS } : { depth, timeMs };
  return { limits, top };
}

function wholeNumber(flag: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const value = wholeNumberIn(text, { what: flag, min, max: MAX_OPTION_VALUE });
  if (!value.ok) throw new UsageError(value.error);
  return value.value;
}

function report(position: Position, limits: AnalysisLimits, top: number): string[] {
  const mover = seatLabel(position, [], position.toMove);
  if (position.winner !== null)
    return [`The game is over: ${seatLabel(position, [], position.winner)} has won.`];
  if (!hasLegalTurn(position)) return [`${mover} is to move and has no legal turn.`];
  return describe(analyse(position, limits), mover, top);
}

function describe(analysis: Analysis, mover: string, top: number): string[] {
  const { ranking, depth, line, timeMs } = analysis;
  const shown = ranking.slice(0, top);
  const width = Math.max(...shown.map((ranked) => ranked.turn.length));
  const evaluation = shown[0] === undefined ? '?' : humanScore(shown[0].score);
  const seconds = (timeMs / 1000).toFixed(2);
  return [
    `${mover} to move.`,
    `Evaluation: ${evaluation} (every turn searched ${plies(depth)} deep, ${seconds} s)`,
    `Best line: ${line.join(PV_SEPARATOR)}`,
    '',
    ranking.length >= MAX_CHILDREN
      ? `Best ${shown.length} of the first ${ranking.length} turns (the search ranks no more):`
      : `Best ${shown.length} of ${ranking.length} turns:`,
    ...shown.map(
      (ranked, index) =>
        `${String(index + 1).padStart(3)}. ${ranked.turn.padEnd(width)}  ${humanScore(ranked.score)}`,
    ),
    '',
    'Scores are centi-units for the player to move (above 0: better for them);',
    '"win in 3" / "loss in 3": forced within 3 turns, counting every player\'s turns.',
  ];
}

/** `+35`, `-120`, `0`, or `win in 3` / `loss in 3` for a forced result. */
export function humanScore(score: number): string {
  if (isForced(score)) return score > 0 ? `win in ${WIN - score}` : `loss in ${WIN + score}`;
  const rounded = Math.round(score);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

const plies = (depth: number): string => (depth === 1 ? '1 ply' : `${depth} plies`);
