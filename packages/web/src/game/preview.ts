import { applyTurn, completeTurns, sameStep, type Position, type Square, type Turn } from '@santorini/engine';

/**
 * The board as it stands after the first steps of a turn, for display only: legality always comes
 * from the engine (nextSteps, applyTurn). The engine does not export its partial-turn position, so
 * the steps are replayed here with Position's own mutators; where a move lands on another worker
 * (Apollo's swap, Minotaur's push) the displaced worker goes where a legal completion of the turn
 * puts it, so no power's rule is repeated here. Consequences that the engine applies at a move or
 * at the end of the turn without a step of their own (Bia's and Medusa's removals) show once the
 * turn is played.
 */
export function previewSteps(pos: Position, prefix: Turn): Position {
  const board = pos.clone();
  prefix.forEach((step, index) => {
    switch (step.kind) {
      case 'place': {
        const side = board.sideOf(board.toMove);
        const [first] = board.slotsOf(side);
        board.putWorker(side, first < 0 ? 0 : 1, step.to);
        break;
      }
      case 'move': {
        const displaced = board.sideAt(step.to) >= 0;
        if (displaced) moveAside(pos, prefix.slice(0, index + 1), board, step.from, step.to);
        else board.relocate(step.from, step.to);
        break;
      }
      case 'force':
        board.relocate(step.from, step.to);
        break;
      case 'build':
        board.buildOn(step.at, step.dome);
        break;
      case 'remove':
        board.unbuild(step.at);
        break;
      case 'pass':
        break;
    }
  });
  return board;
}

/** Plays a move onto an occupied square: the other worker is swapped back or pushed on. */
function moveAside(pos: Position, steps: Turn, board: Position, from: Square, to: Square): void {
  const side = board.sideAt(to);
  const completion = completeTurns(pos).find((turn) =>
    steps.every((step, index) => {
      const other = turn[index];
      return other !== undefined && sameStep(step, other);
    }),
  );
  const after = completion === undefined ? undefined : applyTurn(pos, completion);
  const swapped = after?.ok === true && after.value.sideAt(from) === side;
  if (swapped) {
    board.swapWorkers(from, to);
    return;
  }
  const beyond = pushedTo(from, to);
  if (beyond !== undefined && after?.ok === true && after.value.sideAt(beyond) === side) {
    board.relocate(to, beyond);
    board.relocate(from, to);
    return;
  }
  board.swapWorkers(from, to);
}

/** The square straight on from `from` through `to`, if it is on the board. */
function pushedTo(from: Square, to: Square): Square | undefined {
  const file = (to % 5) * 2 - (from % 5);
  const rank = Math.floor(to / 5) * 2 - Math.floor(from / 5);
  return file >= 0 && file < 5 && rank >= 0 && rank < 5 ? rank * 5 + file : undefined;
}
