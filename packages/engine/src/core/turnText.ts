import { squareName, type Square } from './square.js';
import type { Step, Turn } from './steps.js';

/* The canonical spelling of steps and turns (spec §3); written/notation.ts reads them back. */

/** One step as text; `lastMover` is the square of the turn's last mover so far (builder prefix). */
export function formatStep(step: Step, lastMover: Square | undefined): string {
  switch (step.kind) {
    case 'place':
      return `@${squareName(step.to)}`;
    case 'move':
      return `${squareName(step.from)}-${squareName(step.to)}`;
    case 'force':
      return `${squareName(step.from)}>${squareName(step.to)}`;
    case 'build': {
      const prefix = step.builder === undefined || step.builder === lastMover ? '' : squareName(step.builder);
      return `${prefix}+${squareName(step.at)}${step.dome ? 'D' : ''}`;
    }
    case 'remove':
      return `-${squareName(step.at)}`;
    case 'pass':
      return 'pass';
  }
}

/** The canonical spelling of a turn: no redundant builder prefix. */
export function formatTurn(turn: Turn): string {
  let lastMover: Square | undefined;
  return turn
    .map((step) => {
      const text = formatStep(step, lastMover);
      if (step.kind === 'move') lastMover = step.to;
      return text;
    })
    .join(' ');
}
