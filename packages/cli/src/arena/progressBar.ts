import type { TextSink } from '../cliIo.js';
import { plusMinus, percent, signed } from './format.js';
import type { MatchProgress } from './match.js';
import { eloEstimate, scoreOf } from './statistics.js';

const BAR_WIDTH = 24;

/** One status line: `[#####.....] 40/200  +22 -15 =3  56.0%  Elo +41.9 ± 110.3  LLR 0.52`. */
export function progressLine(progress: MatchProgress): string {
  const { done, total, tally, sprt } = progress;
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
  const { elo, error } = eloEstimate(tally);
  const parts = [
    `${bar} ${done}/${total}`,
    `+${tally.wins} -${tally.losses} =${tally.draws}`,
    percent(scoreOf(tally)),
    `Elo ${signed(elo)} ${plusMinus(error)}`.trimEnd(),
  ];
  if (sprt !== null)
    parts.push(`LLR ${sprt.llr.toFixed(2)} [${sprt.lower.toFixed(2)}, ${sprt.upper.toFixed(2)}]`);
  return parts.join('  ');
}

/** A log gets a progress line about every 5% of the games, and one for the last game. */
const LOG_LINES = 20;

/**
 * The progress bar on stderr: redrawn in place on a terminal; elsewhere (a log file, a pipe) a
 * line about every 5% of the games, so that a long match in a log still shows how it goes
 * without burying the results.
 */
export class ProgressBar {
  private drawn = false;

  constructor(private readonly sink: TextSink) {}

  get enabled(): boolean {
    return this.sink.isTTY === true;
  }

  update(progress: MatchProgress): void {
    if (!this.enabled) {
      const step = Math.max(1, Math.round(progress.total / LOG_LINES));
      if (progress.done % step === 0 || progress.done === progress.total)
        this.sink.write(`${progressLine(progress)}\n`);
      return;
    }
    this.sink.write(`\r${progressLine(progress)}\x1b[K`);
    this.drawn = true;
  }

  /** Ends the bar's line, so that what follows starts on a line of its own. */
  finish(): void {
    if (this.drawn) this.sink.write('\n');
    this.drawn = false;
  }
}
