import { godTitlesWhere } from '../gods/index.js';
import { godTitle } from '../core/godNames.js';
import type { ExtraStep } from '../gods/power.js';
import { formatStep, formatTurn } from '../core/turnText.js';
import type { IllegalTurnError, Refusal, RefusalReason } from '../core/refusal.js';
import { squareName } from '../core/square.js';

/** The one place a refused step or turn is put into English (rules return `Refusal` data). */

const square = (r: Refusal, index = 0): string => {
  const sq = r.squares?.[index];
  return sq === undefined ? '?' : squareName(sq);
};
const level = (r: Refusal, index = 0): number => r.levels?.[index] ?? 0;
const power = (r: Refusal): string => (r.power === undefined ? 'the power' : godTitle(r.power));
const takers = (kind: ExtraStep): string =>
  godTitlesWhere((p) => p.extraSteps?.includes(kind) === true).join(', ');
const heights = (r: Refusal): string =>
  `${square(r, 0)} is on level ${level(r, 0)} and ${square(r, 1)} on level ${level(r, 1)}`;

const WORDS: { readonly [reason in RefusalReason]: (r: Refusal) => string } = {
  gameOver: (r) => `the game is over: player ${String(r.seat)} has won`,
  noLegalTurn: (r) =>
    `player ${String(r.seat)} has no legal turn${r.cause === undefined ? '' : ` (${refusalText(r.cause)})`}`,
  incomplete: (r) => `incomplete turn: the turn is not finished${example(r)}`,
  incompleteAfterMove: (r) => `incomplete turn: after moving, the worker must build${example(r)}`,
  turnEnded: (r) => `the turn has ended: "${formatTurn(r.steps ?? [])}" won the game`,
  turnComplete: (r) => `the turn is already complete after "${formatTurn(r.steps ?? [])}"`,
  forbidden: () => "an opponent's power rules this turn out",
  placeFirst: (r) => `player ${String(r.seat)} must first place both workers, like "@b2 @d4"`,
  placementOver: () => 'workers are placed only before the first turn',
  notPlaceable: () => 'not a legal placement here',
  oneMove: () => 'a worker moves only once per turn',
  noWorker: (r) => `there is no worker on ${square(r)}`,
  notYours: (r) => `the worker on ${square(r)} is not yours`,
  notNeighbour: (r) => `${square(r, 0)} is not next to ${square(r, 1)}`,
  domed: (r) => `${square(r)} has a dome`,
  occupied: (r) => `${square(r)} is occupied by a worker`,
  tooHigh: (r) => `${heights(r)}: a worker moves up at most one level`,
  notLegalMove: () => 'not a legal move here',
  moveFirst: () => 'a worker must move before building',
  oneBuild: () => 'only one build per turn',
  onlyMoverBuilds: (r) => `only the worker that moved (now on ${square(r)}) may build`,
  buildUnderSelf: () => 'a worker cannot build under itself',
  notNextToBuilder: (r) => `${square(r, 0)} is not next to the builder on ${square(r, 1)}`,
  buildOnDome: (r) => `${square(r)} has a dome: nothing is built on a dome`,
  lowDome: (r) =>
    `${square(r)} is on level ${level(r)}: only a God Power (${takers('lowDome')}) builds a dome below level 3`,
  notLegalBuild: () => 'not a legal build here',
  noForce: () => `no power in play lets a worker force another (${takers('force')})`,
  noRemove: () => `no power in play removes blocks (${takers('remove')})`,
  noPass: () => `there is no optional turn to pass (only an extra turn of ${takers('pass')} can be declined)`,
  mustEndNextTo: (r) =>
    `${power(r)}: a worker that started its turn next to her workers must end its move next to one of them, not on ${square(r)}`,
  swapOwn: (r) => `${power(r)} swaps only with an opponent's worker: ${square(r)} holds one of yours`,
  swapHeight: (r) => `${power(r)}'s swap follows the height rule: ${cause(r)}`,
  swapNoBuild: (r) =>
    `after swapping onto ${square(r)} ${power(r)}'s worker would have no space to build (R2)`,
  removeAfterBuild: (r) => `${power(r)} removes a block only after his build`,
  removeOnce: (r) => `${power(r)} removes at most one block`,
  noUnmovedWorker: (r) => `${power(r)} has only one worker: there is no unmoved worker to remove a block`,
  removeNotNextToUnmoved: (r) =>
    `${square(r, 0)} is not next to ${power(r)}'s unmoved worker on ${square(r, 1)}`,
  removeDome: (r) =>
    `${square(r)} has a dome: domes are not blocks, and ${power(r)} cannot remove a dome or a block under it`,
  removeOccupied: (r) => `${square(r)} is occupied by a worker: ${power(r)} removes only unoccupied blocks`,
  removeNoBlock: (r) => `${square(r)} has no block to remove`,
  moveTwiceAtMost: (r) => `${power(r)} moves at most twice`,
  secondMoveSameWorker: (r) =>
    `${power(r)}'s second move is made by the worker that moved (now on ${square(r)})`,
  secondMoveNotBack: (r) =>
    `${power(r)}'s second move cannot go back to the space the worker started on (${square(r)})`,
  noMoveUp: (r) => `${power(r)} moved up last turn: your workers cannot move up this turn`,
  forceOnce: (r) => `${power(r)} forces at most one worker a turn`,
  forceBeforeMove: (r) => `${power(r)} forces a worker only before moving`,
  noWorkerToForce: (r) => `there is no worker on ${square(r)} to force`,
  forceOwn: (r) => `${power(r)} forces only an opponent's worker, not the one on ${square(r)}`,
  forceNotOpposite: (r) =>
    `${power(r)} forces a neighbouring opponent's worker to the space directly opposite across his worker, not ${square(r, 0)} to ${square(r, 1)}`,
  forceOntoDome: (r) => `${power(r)} cannot force a worker onto ${square(r)}: it has a dome`,
  forceOntoOccupied: (r) => `${power(r)} cannot force a worker onto ${square(r)}: it is occupied`,
  forceLeavesNoMove: (r) => `after this force ${power(r)}'s worker on ${square(r)} would have no move`,
  forcerMoves: (r) => `after forcing, the same worker of ${power(r)}'s (on ${square(r)}) moves`,
  buildTwiceAtMost: (r) => `${power(r)} builds at most twice`,
  secondBuildSameWorker: (r) => `${power(r)}'s second build is made by the same worker (on ${square(r)})`,
  secondBuildNotSameSpace: (r) =>
    `${power(r)}'s second build cannot be on the same space as the first (${square(r)})`,
  secondBuildNotPerimeter: (r) => `${power(r)}'s second build cannot be on a perimeter space (${square(r)})`,
  extraTurnPassAlone: () => 'pass declines the whole extra turn: it is a turn of its own',
  extraTurnPassed: () => 'the extra turn was passed',
  extraTurnNoPower: (r) =>
    `a ${power(r)} extra turn is a normal move and build with an opponent's worker: no power applies (rule R11)`,
  extraTurnOpponentWorker: (r) =>
    `in a ${power(r)} extra turn an opponent's worker moves, not ${square(r)} (rule R11)`,
  extraBlockOnce: (r) => `${power(r)} builds at most one extra block`,
  extraBlockSameWorker: (r) => `${power(r)}'s extra block is built by the same worker (on ${square(r)})`,
  extraBlockSameSpace: (r) =>
    `${power(r)}'s extra block goes on the same space as the first build (${square(r)})`,
  extraBlockNotDome: (r) =>
    `${power(r)}'s extra piece is a block, never a dome (domes are not blocks): only after a first build that made level 1 or 2`,
  levelMoveBuildsNow: (r) =>
    `${power(r)}'s move from ${square(r)} changed level, so his turn is a normal one: that worker builds now`,
  levelMovesOnly: (r) =>
    `in a ${power(r)} turn with more than one move every move stays on its level: ${square(r, 0)} is on level ${level(r, 0)}, ${square(r, 1)} on level ${level(r, 1)}`,
  buildWithoutMoving: (r) =>
    `${power(r)} may build without moving, naming the worker that builds, like "b1+b2"`,
  levelMoverBuilds: (r) =>
    `${power(r)}'s move changed level, so only the worker that moved (now on ${square(r)}) may build`,
  noOwnWorker: (r) => `there is no worker of ${power(r)}'s on ${square(r)}`,
  frozenOnly: (r) =>
    `${power(r)}: your only worker (on ${square(r)}) counts as higher than all others, so it cannot move (R8)`,
  frozenHigher: (r) =>
    `${power(r)}: the worker on ${square(r)} is higher than your other worker, so it cannot move this turn`,
  nextToLimus: (r) =>
    `${power(r)}: you cannot build on ${square(r)}, next to his workers, except a dome${r.anyDome === true ? '' : ' that completes a tower (R6)'}`,
  pushOwn: (r) => `${power(r)} pushes only an opponent's worker: ${square(r)} holds one of yours`,
  pushHeight: (r) => `${power(r)}'s push follows the height rule: ${cause(r)}`,
  pushOffBoard: (r) =>
    `${power(r)} cannot push the worker on ${square(r)}: the space beyond is off the board`,
  pushIntoDome: (r) =>
    `${power(r)} cannot push the worker on ${square(r, 0)}: ${square(r, 1)} beyond it has a dome`,
  pushIntoOccupied: (r) =>
    `${power(r)} cannot push the worker on ${square(r, 0)}: ${square(r, 1)} beyond it is occupied`,
  buildsOnlyWithCoins: (r) =>
    `${power(r)} builds only by spending coins, one a build: he had ${String(r.count)} this turn and has spent ${String(r.spent)}`,
  mustMoveUp: (r) => `${power(r)}: a worker must move up this turn, since one can (R10)`,
  unmovedBuildsAfter: (r) => `${power(r)}'s unmoved worker builds only after the normal build`,
  unmovedNotGround: (r) =>
    `${power(r)}'s unmoved worker on ${square(r)} is on level ${level(r)}: it builds only from the ground`,
  unmovedBuildsAtMost: (r) => `${power(r)}'s unmoved worker builds at most ${String(r.count)} times`,
  moveFirstOrBuilder: (r) =>
    `a worker must move before building, or ${power(r)} names the worker that builds first, like "c3+c4"`,
  builderMoves: (r) => `after building first, ${power(r)} moves the worker that built (on ${square(r)})`,
  builtNoMoveUp: (r) =>
    `${power(r)} built before moving, so his worker cannot move up (${square(r, 0)} is on level ${level(r, 0)}, ${square(r, 1)} on level ${level(r, 1)})`,
  buildFirstOnce: (r) =>
    `${power(r)} builds only once before moving: the worker that built (on ${square(r)}) moves next`,
  buildBeforeAndAfter: (r) => `${power(r)} builds once before and once after moving`,
  femaleDomeInstead: (r) =>
    `${power(r)} builds once: her female's dome is instead of the normal build, not as well`,
  femaleOnlyDome: (r) => `${power(r)}'s female (on ${square(r)}) builds only a dome when the male moved`,
  moverOrFemaleBuilds: (r) =>
    `only the worker that moved (now on ${square(r)}) or ${power(r)}'s female may build`,
  moveAgainSameWorker: (r) => `${power(r)} moves again only with the worker that moved (now on ${square(r)})`,
  moveAgainFromPerimeter: (r) =>
    `${power(r)} moves again only after moving onto a perimeter space: ${square(r)} is not on the perimeter`,
  underSelfNoDome: (r) =>
    `${power(r)} builds a block under himself only from level 0, 1 or 2: never a dome (domes are not blocks)`,
  underSelfBlockOnly: (r) => `${power(r)} builds a block, never a dome, under himself`,
  buildFirstLeavesNoMove: (r) =>
    `after building first on ${square(r, 0)}, the worker on ${square(r, 1)} would have no move that does not go up`,
  femaleRemoved: (r) => `${power(r)}'s female has been removed: no dome below level 3`,
  onlyFemaleDomes: (r) => `only ${power(r)}'s female (on ${square(r)}) builds a dome below level 3`,
  movedBuildsOnce: (r) =>
    `the moved worker builds once: ${power(r)}'s extra builds are made by his unmoved worker (on ${square(r)})`,
  moverBuildsForPower: (r) => `only the worker that moved (now on ${square(r)}) builds for ${power(r)}`,
};

function example(r: Refusal): string {
  return r.steps === undefined ? '' : ` (for example "${formatTurn(r.steps)}")`;
}

function cause(r: Refusal): string {
  return r.cause === undefined ? 'it is not allowed' : refusalText(r.cause);
}

/** A refusal's reason in English, without the step it is about. */
export const refusalText = (r: Refusal): string => WORDS[r.reason](r);

/** An illegal turn's message: the step or turn at fault, then the reason. */
export function illegalTurnText(error: Omit<IllegalTurnError, 'message'>): string {
  const reason = refusalText(error.refusal);
  if (error.step !== undefined) return `${formatStep(error.step, error.lastMover)}: ${reason}`;
  if (error.turn !== undefined) return `${formatTurn(error.turn)}: ${reason}`;
  return reason;
}
