import { squareName, type Position, type Step } from '@santorini/engine';
import { t } from '../i18n/i18n.js';

const MOVE_KEYS = {
  up: ['game.step.moveUp', 'game.step.moveUpDisplacing'],
  down: ['game.step.moveDown', 'game.step.moveDownDisplacing'],
  across: ['game.step.moveAcross', 'game.step.moveAcrossDisplacing'],
} as const;

/**
 * One step in words, for the game log: `before` is the board just before the step (so levels can be
 * named) and `who` the player's name.
 */
export function describeStep(before: Position, who: string, step: Step): string {
  switch (step.kind) {
    case 'place':
      return t('game.step.place', { who, square: squareName(step.to) });
    case 'move': {
      const fromLevel = before.levelAt(step.from);
      const toLevel = before.levelAt(step.to);
      const climb = toLevel > fromLevel ? 'up' : toLevel < fromLevel ? 'down' : 'across';
      const key = MOVE_KEYS[climb][before.sideAt(step.to) >= 0 ? 1 : 0];
      return t(key, { who, from: squareName(step.from), fromLevel, to: squareName(step.to), toLevel });
    }
    case 'build': {
      const level = before.levelAt(step.at);
      const dome = step.dome || level === 3;
      const square = squareName(step.at);
      if (step.builder === undefined)
        return dome
          ? t('game.step.buildDome', { who, square })
          : t('game.step.buildBlock', { who, square, level: level + 1 });
      const builder = squareName(step.builder);
      return dome
        ? t('game.step.buildDomeWith', { who, square, builder })
        : t('game.step.buildBlockWith', { who, square, level: level + 1, builder });
    }
    case 'force':
      return t('game.step.force', { who, from: squareName(step.from), to: squareName(step.to) });
    case 'remove':
      return t('game.step.remove', { who, square: squareName(step.at) });
    case 'pass':
      return t('game.step.pass', { who });
  }
}

/** A short label for a choice button ("Build a dome on c4", "Move to c4"). */
export function stepChoiceLabel(before: Position, step: Step): string {
  switch (step.kind) {
    case 'place':
      return t('game.choice.place', { square: squareName(step.to) });
    case 'move':
      return t('game.choice.move', { square: squareName(step.to) });
    case 'build':
      return step.dome || before.levelAt(step.at) === 3
        ? t('game.choice.buildDome', { square: squareName(step.at) })
        : t('game.choice.buildBlock', { square: squareName(step.at) });
    case 'force':
      return t('game.choice.force', { square: squareName(step.to) });
    case 'remove':
      return t('game.choice.remove', { square: squareName(step.at) });
    case 'pass':
      return t('game.choice.pass');
  }
}
