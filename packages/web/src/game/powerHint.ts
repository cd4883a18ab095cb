import { godTitle, heldGod, type Position, type Step, type StepOptions } from '@santorini/engine';

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
  if (kinds.has('move')) things.push(moved ? 'move again' : 'move');
  if (kinds.has('force')) things.push("move an opponent's worker");
  if (kinds.has('build'))
    things.push(
      `${built ? 'build again' : moved ? 'build' : 'build first'}${domeChoice ? ' (a block or a dome)' : ''}`,
    );
  if (kinds.has('remove')) things.push('remove a block');
  if (options.canEnd && options.steps.length > 0) things.push('end the turn');
  const powerful = things.length > 1 || domeChoice || kinds.has('force') || kinds.has('remove');
  if (!powerful) return null;
  return `${godTitle(god)}: you may ${joinOr(things)}.`;
}

function joinOr(things: readonly string[]): string {
  if (things.length <= 1) return things.join('');
  return `${things.slice(0, -1).join(', ')}, or ${things[things.length - 1] ?? ''}`;
}
