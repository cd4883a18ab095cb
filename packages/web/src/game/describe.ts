import { squareName, type Position, type Step } from '@santorini/engine';

/**
 * One step in plain English, for the game log: `before` is the board just before the step (so levels
 * can be named) and `who` the player's name.
 */
export function describeStep(before: Position, who: string, step: Step): string {
  switch (step.kind) {
    case 'place':
      return `${who} places a worker on ${squareName(step.to)}.`;
    case 'move': {
      const from = before.levelAt(step.from);
      const to = before.levelAt(step.to);
      const climb = to > from ? 'up' : to < from ? 'down' : 'across';
      const pushes = before.sideAt(step.to) >= 0 ? ', displacing the worker there' : '';
      return `${who} moves ${climb} from ${squareName(step.from)} (level ${from}) to ${squareName(step.to)} (level ${to})${pushes}.`;
    }
    case 'build': {
      const level = before.levelAt(step.at);
      const what = step.dome || level === 3 ? 'a dome' : `level ${level + 1}`;
      const by = step.builder === undefined ? '' : ` with the worker on ${squareName(step.builder)}`;
      return `${who} builds ${what} on ${squareName(step.at)}${by}.`;
    }
    case 'force':
      return `${who} forces the worker on ${squareName(step.from)} to ${squareName(step.to)}.`;
    case 'remove':
      return `${who} removes the top block of ${squareName(step.at)}.`;
    case 'pass':
      return `${who} passes.`;
  }
}

/** A short label for a choice button ("Build a dome on c4", "Move to c4"). */
export function stepChoiceLabel(before: Position, step: Step): string {
  switch (step.kind) {
    case 'place':
      return `Place on ${squareName(step.to)}`;
    case 'move':
      return `Move to ${squareName(step.to)}`;
    case 'build':
      return step.dome || before.levelAt(step.at) === 3
        ? `Build a dome on ${squareName(step.at)}`
        : `Build a block on ${squareName(step.at)}`;
    case 'force':
      return `Force to ${squareName(step.to)}`;
    case 'remove':
      return `Remove a block from ${squareName(step.at)}`;
    case 'pass':
      return 'Pass';
  }
}
