import { godTitle, heldGod, type Position, type Step, type StepOptions } from '@santorini/engine';
import { t } from '../i18n/i18n.js';

/**
 * What the power of the player to move allows now, in one line ("Artemis: you may move again, or
 * build."), when it offers more than the base game's one next step; null otherwise.
 */
export function powerHint(pos: Position, prefix: readonly Step[], options: StepOptions): string | null {
  if (pos.winner !== null) return null;
  const god = heldGod(pos, pos.toMove);
  if (god === null) return null;
  const kinds = new Set(options.steps.map((step) => step.kind));
  if (kinds.has('place')) return null;
  const moved = prefix.some((step) => step.kind === 'move');
  const built = prefix.some((step) => step.kind === 'build');
  const builds = options.steps.filter((step) => step.kind === 'build');
  const domeChoice = builds.some((step) => step.dome) && builds.some((step) => !step.dome);
  const things: string[] = [];
  if (kinds.has('move')) things.push(t(moved ? 'local.hint.moveAgain' : 'local.hint.move'));
  if (kinds.has('force')) things.push(t('local.hint.force'));
  if (kinds.has('build')) {
    const build = t(built ? 'local.hint.buildAgain' : moved ? 'local.hint.build' : 'local.hint.buildFirst');
    things.push(domeChoice ? t('local.hint.blockOrDome', { build }) : build);
  }
  if (kinds.has('remove')) things.push(t('local.hint.remove'));
  if (options.canEnd && options.steps.length > 0) things.push(t('local.hint.end'));
  const powerful = things.length > 1 || domeChoice || kinds.has('force') || kinds.has('remove');
  if (!powerful) return null;
  return t('local.hint.line', { god: godTitle(god), things: joinOr(things) });
}

function joinOr(things: readonly string[]): string {
  if (things.length <= 1) return things.join('');
  return t('local.hint.or', { rest: things.slice(0, -1).join(', '), last: things[things.length - 1] ?? '' });
}
