import { describe, expect, it } from 'vitest';
import type { GodName } from '../core/godNames.js';
import { mutableCopy, NONE, type Position } from '../core/position.js';
import { SQUARE_COUNT, squareName } from '../core/square.js';
import { has } from '../core/squareSet.js';
import type { Step } from '../core/steps.js';
import { formatTurn as turnText } from '../core/turnText.js';
import { formatPosition } from '../json/json.js';
import { startingPosition } from '../setup/setup.js';
import { crowdedBoard, mulberry32, pick, sweepSize } from '../testing/index.js';
import { TurnWalker } from '../turn/builder.js';
import { isExtraTurn, powerFor } from '../turn/held.js';
import { legalTurns } from '../turn/legalTurns.js';
import { startTurn } from '../turn/start.js';
import { implementedGods } from './index.js';
import { buildProblem, stepProblem } from './movement.js';
import type { Power, TurnRecord } from './power.js';
import { buildTargets, moveTargets } from './shape.js';

/**
 * The hints a power gives the pipeline to go fast — `hasTurn`, `forbidsNothingFrom`,
 * `forbidsByPrefix`, `narrowsWith`, `writtenTurns` — must say what its generator and its judge
 * say. Each is checked against them here, for every power, on positions of random games in which
 * it is held.
 */

/** Positions of random games of 2 or 3 players in which `god` plays, with random other powers. */
function positionsWith(god: GodName, count: number, seed: number): Position[] {
  const random = mulberry32(seed);
  const gods = implementedGods();
  const found: Position[] = [];
  for (let game = 0; found.length < count && game < count * 4; game++) {
    const players = random() < 0.75 ? 2 : 3;
    const lineup: (GodName | null)[] = Array.from({ length: players }, () =>
      players === 2 && random() < 0.15 ? null : (pick(gods, random) ?? null),
    );
    lineup[Math.floor(random() * players)] = god;
    const start = startingPosition(lineup, 0, {}, game);
    if (!start.ok) continue;
    let pos = start.value;
    for (let ply = 0; ply < 60 && pos.winner === null; ply++) {
      if (!pos.inPlacement && random() < 0.5) found.push(pos);
      const next = pick(legalTurns(pos), random);
      if (next === undefined) break;
      pos = next.position;
    }
  }
  return found.slice(0, count);
}

/** Every complete turn `power` generates for the seat to move in `start`, with the walker's options. */
function generated(
  start: Position,
  generate: (walker: TurnWalker) => void,
  forbidsPrefix?: (walker: TurnWalker) => boolean,
): TurnRecord[] {
  const records: TurnRecord[] = [];
  const walker = new TurnWalker(
    start,
    start.turn,
    false,
    (record) => records.push(record),
    false,
    forbidsPrefix,
  );
  generate(walker);
  return records;
}

/** A walker that takes no step past `depth` (writtenTurns may go on without bound). */
class BoundedWalker extends TurnWalker {
  constructor(
    start: Position,
    emit: (record: TurnRecord) => void,
    private readonly depth: number,
  ) {
    super(start, start.turn, false, emit);
  }

  override step(step: Step, then: () => void): void {
    if (this.steps.length < this.depth) super.step(step, then);
  }
}

/** Written turns walked at most (a chain of Triton's moves spelled every way is a long walk). */
const WRITTEN_LIMIT = 3000;

/** The turns `power` writes of at most `depth` steps; `complete` is false when the walk stopped at the limit. */
function writtenUpTo(
  start: Position,
  power: Power,
  depth: number,
): { records: TurnRecord[]; complete: boolean } {
  const records: TurnRecord[] = [];
  const walker: BoundedWalker = new BoundedWalker(
    start,
    (record) => {
      records.push(record);
      if (records.length === WRITTEN_LIMIT) walker.stop();
    },
    depth,
  );
  (power.writtenTurns ?? power.completeTurns)(walker);
  return { records, complete: records.length < WRITTEN_LIMIT };
}

const hashOf = (pos: Position): string => `${String(pos.hash[0])}:${String(pos.hash[1])}`;

/** What the hints of the seat to move and of its opponents claim at `pos`, and whether it holds. */
function hintProblems(pos: Position): string[] {
  const start = mutableCopy(pos);
  startTurn(start);
  const seat = start.turn;
  if (isExtraTurn(start, seat)) return [];
  const mover = powerFor(start, seat);
  const where = (): string => `${String(mover.god)} to move at ${formatPosition(pos)}`;
  const problems: string[] = [];
  const records = generated(start, (walker) => {
    mover.completeTurns(walker);
  });

  const has = records.length > 0;
  if (mover.hasTurn(start, seat) !== has)
    problems.push(`hasTurn says ${String(!has)}, the turns ${String(has)}, for ${where()}`);

  if (mover.writtenTurns !== undefined && records.length > 0 && records.length < 400) {
    const depth = Math.max(...records.map((record) => record.turn.length));
    const { records: written, complete } = writtenUpTo(start, mover, depth);
    const results = new Set(records.map((record) => hashOf(record.after)));
    const spellings = new Set(written.map((record) => turnText(record.turn)));
    for (const record of written)
      if (!results.has(hashOf(record.after)))
        problems.push(`writtenTurns spells ${turnText(record.turn)}, not a listed result, for ${where()}`);
    for (const record of complete ? records : [])
      if (!spellings.has(turnText(record.turn)))
        problems.push(`writtenTurns misses the listed ${turnText(record.turn)} for ${where()}`);
  }

  for (const holder of start.opponentsOf(seat)) {
    const judge = powerFor(start, holder);
    const forbids = judge.forbidsOpponentTurn;
    const by = `${String(judge.god)} (seat ${String(holder)})`;
    if (forbids !== undefined && judge.forbidsNothingFrom?.(start, holder, seat) === true) {
      const forbidden = records.find((record) => forbids(record, holder) !== null);
      if (forbidden !== undefined)
        problems.push(`${by} forbidsNothingFrom, yet forbids ${turnText(forbidden.turn)} of ${where()}`);
    }
    if (forbids !== undefined && judge.forbidsByPrefix === true) {
      const cut = new Set<string>();
      const walked = generated(
        start,
        (walker) => {
          mover.completeTurns(walker);
        },
        (walker) => {
          const partial = {
            turn: walker.steps,
            before: start,
            after: walker.pos,
            events: walker.events,
            seat,
          };
          if (forbids(partial, holder) !== null) cut.add(turnText(walker.steps));
          return false;
        },
      );
      for (const record of walked) {
        const prefixes = record.turn.map((_, end) => turnText(record.turn.slice(0, end + 1)));
        if (prefixes.some((prefix) => cut.has(prefix)) && forbids(record, holder) === null)
          problems.push(
            `${by} forbids a prefix of ${turnText(record.turn)} but not the turn, for ${where()}`,
          );
      }
    }
    const narrow = judge.narrowOpponentTurns;
    if (narrow !== undefined && judge.narrowsWith !== undefined) {
      const kept = new Set(narrow(records, holder));
      const biting = records.find((record) => judge.narrowsWith?.(record, holder) === true);
      for (const record of records) {
        const alone = biting === undefined || narrow([biting, record], holder).includes(record);
        if (kept.has(record) !== alone)
          problems.push(`${by} narrowsWith disagrees on ${turnText(record.turn)} of ${where()}`);
      }
    }
  }
  return problems;
}

describe('power hints agree with the generator and the judges', () => {
  const perPower = sweepSize(40, 300);
  for (const [index, god] of implementedGods().entries()) {
    it(`${god}: hasTurn, writtenTurns, forbidsNothingFrom, forbidsByPrefix, narrowsWith`, () => {
      const positions = positionsWith(god, perPower, 7001 + index);
      expect(positions.length).toBeGreaterThan(perPower / 2);
      expect(positions.flatMap(hintProblems).slice(0, 5)).toEqual([]);
    });
  }

  it('on crowded boards (often no turn at all), for random powers in 2 and 3 players', () => {
    const random = mulberry32(7101);
    const boards: Position[] = [];
    while (boards.length < sweepSize(1500, 10000)) {
      const pos = crowdedBoard(random);
      if (pos !== undefined) boards.push(pos);
    }
    expect(boards.flatMap(hintProblems).slice(0, 5)).toEqual([]);
  });
});

describe("the base rules' explanations agree with the generator's targets (one rule, two forms)", () => {
  it('stepProblem and buildProblem refuse exactly the squares moveTargets and buildTargets leave out', () => {
    const random = mulberry32(7201);
    const boards: Position[] = [];
    while (boards.length < 400) {
      const pos = crowdedBoard(random);
      if (pos !== undefined) boards.push(pos);
    }
    const problems: string[] = [];
    for (const pos of boards) {
      for (const from of pos.workerSquares) {
        if (from === NONE) continue;
        for (let to = 0; to < SQUARE_COUNT; to++) {
          if ((stepProblem(pos, from, to) === null) !== has(moveTargets(pos, from), to))
            problems.push(`move ${squareName(from)}-${squareName(to)} at ${formatPosition(pos)}`);
          if ((buildProblem(pos, from, to, false) === null) !== has(buildTargets(pos, from), to))
            problems.push(`build ${squareName(from)} +${squareName(to)} at ${formatPosition(pos)}`);
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
