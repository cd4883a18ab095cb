import { describe, expect, it } from 'vitest';
import { applyTurn, nextSteps, type StepOptions } from './apply.js';
import { implementedGods } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import { godsProblem } from '../setup/setupRules.js';
import { stepKey } from './written.js';
import { formatPosition, parsePosition, positionKey, positionToJson } from '../json/json.js';
import { parseTurn } from './notation.js';
import { formatTurn } from '../core/turnText.js';
import type { Position } from '../core/position.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { move, type Step, type Turn } from '../core/steps.js';
import { NEIGHBOURS, squares as squaresOf } from '../core/squareSet.js';
import { workerSquares } from '../gods/shape.js';
import { finishTurn } from '../turn/finish.js';
import { legalTurns, type LegalTurn } from '../turn/legalTurns.js';
import { turnRecords } from '../turn/generate.js';
import { board, emptyBoard, mulberry32, offered, pick, player } from '../testing/index.js';

const POWERS_WITH_SPELLINGS: readonly GodName[] = ['hermes', 'triton', 'morpheus', 'poseidon'];

/** Opponents that judge a turn as a whole, and no opponent. */
const OPPONENTS: readonly (GodName | null)[] = [
  null,
  'athena',
  'hypnus',
  'limus',
  'persephone',
  'aphrodite',
  'chronus',
];

/**
 * The opponents whose judgement can depend on a spelling's order: of several moves (Athena, Hypnus,
 * Aphrodite) or of several builds (Limus, Chronus's fifth tower); Persephone narrows every power.
 */
const RESTRICTING: Readonly<Record<string, readonly (GodName | null)[]>> = {
  hermes: [null, 'athena', 'hypnus', 'limus', 'persephone', 'aphrodite'],
  triton: [null, 'athena', 'hypnus', 'limus', 'persephone', 'aphrodite'],
  morpheus: [null, 'hypnus', 'limus', 'persephone', 'chronus'],
  poseidon: [null, 'hypnus', 'limus', 'persephone', 'chronus'],
};

/**
 * Positions from random games of `gods` (from the empty board) with `mover`'s seat to move, after
 * placement unless `placement`; at most `count`, spread over the games.
 */
function positionsOf(
  gods: readonly (GodName | null)[],
  mover: number,
  seed: number,
  count: number,
  placement = false,
): Position[] {
  const random = mulberry32(seed);
  const found: Position[] = [];
  for (let game = 0; game < 12 && found.length < count; game++) {
    let pos = emptyBoard(gods, {}, seed + game);
    for (let turn = 0; turn < 30 && found.length < count; turn++) {
      const chosen = pick(turnRecords(pos), random);
      if (chosen === undefined) break;
      const wanted = pos.turn === mover && (placement || !pos.inPlacement);
      if (wanted && random() < 0.3) found.push(pos);
      pos = finishTurn(chosen);
    }
  }
  return found;
}

/** The steps of a turn written in notation (tests only: throws on bad text). */
function parsed(text: string): Turn {
  const result = parseTurn(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** `pos` with `coins` more coins on the card of the player to move (for Morpheus's several builds). */
function withCoins(pos: Position, coins: number): Position {
  const json = positionToJson(pos);
  const players = json.players.map((player, index) =>
    index === pos.turn ? { ...player, coins: (player.coins ?? 0) + coins } : player,
  );
  const parsed = parsePosition({ ...json, players });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Up to `cap` distinct orders of `steps`, the written one first, then random ones. */
function reorderings(steps: Turn, cap: number, random: () => number): Turn[] {
  const seen = new Set<string>();
  const out: Turn[] = [];
  const add = (order: Turn): void => {
    const text = order.map(stepKey).join(' ');
    if (seen.has(text)) return;
    seen.add(text);
    out.push(order);
  };
  add(steps);
  for (let attempt = 0; attempt < cap * 4 && out.length < cap; attempt++) {
    const order = [...steps];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as Step, order[i] as Step];
    }
    add(order);
  }
  return out;
}

/**
 * Checks `nextSteps` against `applyTurn` on one position, collecting problems:
 * (1) every offered step leads on, through offered steps, to a turn applyTurn accepts;
 * (2) random walks through offered steps end in turns applyTurn accepts, with a listed result;
 * (3) each order of a listed turn's steps that applyTurn accepts is offered step by step;
 * (4) `canEnd` holds exactly when applyTurn accepts the steps taken as a whole turn.
 */
class StepCheck {
  readonly problems: string[] = [];
  private readonly offers = new Map<string, StepOptions>();
  private readonly verdicts = new Map<string, Position | null>();
  private readonly listed: LegalTurn[];
  private readonly listedKeys: Set<string>;

  constructor(
    readonly pos: Position,
    private readonly random: () => number,
  ) {
    this.listed = legalTurns(pos);
    this.listedKeys = new Set(this.listed.map((turn) => positionKey(turn.position)));
  }

  options(prefix: Turn): StepOptions {
    const text = prefix.map(stepKey).join(' ');
    let options = this.offers.get(text);
    if (options === undefined) {
      options = nextSteps(this.pos, prefix);
      this.offers.set(text, options);
    }
    return options;
  }

  /** The position after `turn` when applyTurn accepts it, else null. */
  accepted(turn: Turn): Position | null {
    const text = turn.map(stepKey).join(' ');
    let verdict = this.verdicts.get(text);
    if (verdict === undefined) {
      const applied = applyTurn(this.pos, turn);
      verdict = applied.ok ? applied.value : null;
      this.verdicts.set(text, verdict);
    }
    return verdict;
  }

  private fail(what: string, prefix: Turn): void {
    if (this.problems.length < 5)
      this.problems.push(`${what} after "${formatTurn(prefix)}" at ${formatPosition(this.pos)}`);
  }

  /** (4) at `prefix`. */
  checkEnd(prefix: Turn): void {
    const canEnd = this.options(prefix).canEnd;
    if (canEnd !== (this.accepted(prefix) !== null))
      this.fail(
        `canEnd is ${String(canEnd)} but applyTurn ${canEnd ? 'rejects' : 'accepts'} the turn`,
        prefix,
      );
  }

  /** (1): `prefix` + `step`, then builds where offered (else random steps), until the turn can end. */
  checkLeadsOn(prefix: Turn, step: Step): void {
    let turn = [...prefix, step];
    for (let taken = 0; taken < 80; taken++) {
      const { steps, canEnd } = this.options(turn);
      if (canEnd) {
        if (this.accepted(turn) === null) this.fail('an offered end is rejected', turn);
        return;
      }
      const next = steps.find((candidate) => candidate.kind === 'build') ?? pick(steps, this.random);
      if (next === undefined) {
        this.fail(`"${formatTurn([step])}" was offered but leads to a dead end`, turn);
        return;
      }
      turn = [...turn, next];
    }
    this.fail(`"${formatTurn([step])}" was offered but no end was reached in 80 steps`, prefix);
  }

  /** (2), with (4) and (1) on the way: a random walk through offered steps. */
  walk(leadsOn: number): void {
    const turn: Step[] = [];
    for (let taken = 0; taken < 40; taken++) {
      this.checkEnd(turn);
      const { steps, canEnd } = this.options(turn);
      for (let i = 0; i < leadsOn; i++) {
        const step = pick(steps, this.random);
        if (step !== undefined) this.checkLeadsOn(turn, step);
      }
      if (canEnd && (steps.length === 0 || this.random() < 0.4)) {
        const after = this.accepted(turn);
        if (after === null) this.fail('the walk ended in a rejected turn', turn);
        else if (!this.listedKeys.has(positionKey(after)))
          this.fail('the walk ended in a turn no listed turn matches', turn);
        return;
      }
      const next = pick(steps, this.random);
      if (next === undefined) {
        this.fail('dead end: no step offered and the turn cannot end', turn);
        return;
      }
      turn.push(next);
    }
  }

  /**
   * (3) for other spellings of listed turns: a worker's move away and straight back inserted at a
   * random place (`tries` times), where applyTurn accepts it (Hermes, Triton).
   */
  checkDetours(tries: number): void {
    for (let i = 0; i < tries && this.listed.length > 0; i++) {
      const chosen = pick(this.listed, this.random);
      if (chosen === undefined) continue;
      const at = Math.floor(this.random() * (chosen.turn.length + 1));
      const squares = workerSquares(this.pos, this.pos.turn);
      for (const step of chosen.turn.slice(0, at))
        if (step.kind === 'move') squares[squares.indexOf(step.from)] = step.to;
      const from = pick(squares, this.random);
      if (from === undefined) continue;
      const to = pick(squaresOf(NEIGHBOURS[from] ?? 0), this.random);
      if (to === undefined) continue;
      const detour = [...chosen.turn.slice(0, at), move(from, to), move(to, from), ...chosen.turn.slice(at)];
      if (this.accepted(detour) !== null) this.checkSpelling(detour);
    }
  }

  /** That each step of `turn` (which applyTurn accepts) is offered after the ones before it. */
  private checkSpelling(turn: Turn): void {
    turn.forEach((step, index) => {
      const prefix = turn.slice(0, index);
      if (!this.options(prefix).steps.map(stepKey).includes(stepKey(step)))
        this.fail(
          `"${formatTurn(turn)}" is accepted but its step ${String(index + 1)} is not offered`,
          prefix,
        );
    });
    if (!this.options(turn).canEnd) this.fail('an accepted turn cannot end', turn);
  }

  /** (3) for the listed turns (at most `turns` of them, at random) and up to `orders` orders each. */
  checkOrders(turns: number, orders: number): void {
    for (let i = 0; i < turns && this.listed.length > 0; i++) {
      const chosen = pick(this.listed, this.random);
      if (chosen === undefined) continue;
      for (const order of reorderings(chosen.turn, orders, this.random))
        if (this.accepted(order) !== null) this.checkSpelling(order);
    }
  }
}

function checkLineups(
  lineups: readonly (readonly (GodName | null)[])[],
  seed: number,
  perLineup: number,
  budget: { leadsOn: number; walks: number; turns: number; orders: number; detours: number },
  placement = false,
  prepare: (pos: Position) => Position = (pos) => pos,
): { problems: string[]; positions: number } {
  const problems: string[] = [];
  let positions = 0;
  lineups.forEach((gods, index) => {
    if (godsProblem([...gods], DEFAULT_RULES) !== null) return;
    for (const found of positionsOf(gods, 0, seed + index * 101, perLineup, placement)) {
      const pos = prepare(found);
      positions++;
      const check = new StepCheck(pos, mulberry32(seed + index));
      for (const step of check.options([]).steps.slice(0, 6)) check.checkLeadsOn([], step);
      for (let walk = 0; walk < budget.walks; walk++) check.walk(budget.leadsOn);
      check.checkOrders(budget.turns, budget.orders);
      check.checkDetours(budget.detours);
      problems.push(...check.problems.map((problem) => `${gods.join(' vs ')}: ${problem}`));
    }
  });
  return { problems, positions };
}

describe('nextSteps offers every spelling (Hermes, Triton, Morpheus, Poseidon)', () => {
  it('Hermes: either worker moves first, either builds; a frozen worker (Hypnus) is never offered', () => {
    const corridor = board({
      players: [player('hermes', ['a1', 'e1']), player(null, ['a5', 'e5'])],
      domes: ['a3', 'b3', 'c3', 'd3', 'e3', 'b4', 'c4', 'd4', 'b5', 'c5', 'd5'],
    });
    // The listed turn moves a1 first; the other order is offered too, and the build by either worker.
    expect(offered(corridor, 'e1-d1').steps).toEqual(expect.arrayContaining(['a1-a2', 'a1-b1', 'd1-e1']));
    expect(offered(corridor, 'e1-d1 a1-a2').steps).toEqual(expect.arrayContaining(['+a1', 'd1+c2', 'd1-e1']));
    expect(offered(corridor, 'e1-d1 a1-a2 d1-e1').canEnd).toBe(false);
    expect(offered(corridor, 'e1-d1 a1-a2 d1+e1').canEnd).toBe(true);
    // e1 on level 1 is higher than a1: Hypnus freezes it, even for a move away and back.
    const against = (opponent: GodName | null): Position =>
      board({
        players: [player('hermes', ['a1', 'e1']), player(opponent, ['a5', 'e5'])],
        levels: ['00000', '00000', '00000', '00011', '00011'],
        domes: ['a3', 'b3', 'c3'],
      });
    expect(offered(against(null), '').steps).toEqual(expect.arrayContaining(['e1-d1', 'e1-e2']));
    const first = offered(against('hypnus'), '');
    expect(first.steps.filter((step) => step.startsWith('e1-'))).toEqual([]);
    expect(first.steps).toEqual(expect.arrayContaining(['a1-a2', 'a1-b1', 'e1+e2', 'a1+b2']));
    expect(offered(against('hypnus'), 'a1-b1').steps).toEqual(
      expect.arrayContaining(['b1-a1', '+a1', 'e1+d2']),
    );
  });

  it('Hermes: level moves back to the start and then a move up are no turn, and are not offered', () => {
    const pos = board({
      players: [player('hermes', ['a1', 'e1']), player(null, ['a5', 'e5'])],
      levels: ['00000', '00000', '00000', '01000', '00000'],
    });
    expect(applyTurn(pos, parsed('a1-b2 +c3')).ok).toBe(true);
    const rejected = applyTurn(pos, parsed('a1-a2 a2-a1 a1-b2 b2+c3'));
    // The step at fault is the move up, after level moves.
    expect(rejected.ok ? '' : rejected.error.message).toBe(
      'a1-b2: in a Hermes turn with more than one move every move stays on its level: a1 is on level 0, b2 on level 1',
    );
    expect(offered(pos, 'a1-a2 a2-a1').steps).not.toContain('a1-b2');
    expect(offered(pos, 'a1-a2 a2-a1').steps).toContain('a1-a2');
  });

  it('Poseidon: the extra builds in any order; Morpheus: the builds in any order', () => {
    const poseidon = board({ players: [player('poseidon', ['c3', 'a1']), player(null, ['e5', 'e4'])] });
    expect(offered(poseidon, 'c3-c4 +c5 a1+b2 a1+b1').steps).toEqual(['a1+a2', 'a1+b1', 'a1+b2']);
    expect(offered(poseidon, 'c3-c4 +c5 a1+b2 a1+b1 a1+a2')).toEqual({ steps: [], canEnd: true });
    const morpheus = board({
      players: [player('morpheus', ['c3', 'a1'], { coins: 2 }), player(null, ['e5', 'e4'])],
    });
    // Three coins this turn (one gained at its start): c4 then d4 is offered as well as d4 then c4.
    expect(offered(morpheus, 'c3-d3 +d4').steps).toEqual(expect.arrayContaining(['+c4', '+d4']));
    expect(offered(morpheus, 'c3-d3 +d4 +c4').steps).toEqual(expect.arrayContaining(['+c4', '+d4']));
    expect(offered(morpheus, 'c3-d3 +d4 +c4 +c4')).toEqual({ steps: [], canEnd: true });
  });

  it('Triton: a chain that comes back is offered step by step', () => {
    const flat = board({ players: [player('triton', ['a2', 'e5']), player(null, ['c3', 'd3'])] });
    const edge = offered(flat, 'a2-a3');
    expect(edge.steps).toEqual(expect.arrayContaining(['a3-a2', 'a3-a4', '+a2']));
    expect(offered(flat, 'a2-a3 a3-a2').steps).toEqual(expect.arrayContaining(['a2-a1', '+a3', '+b2']));
    expect(offered(flat, 'a2-a3 a3-a2 +a3').canEnd).toBe(true);
  });

  for (const god of POWERS_WITH_SPELLINGS) {
    it(`${god}: (1)-(4) on random positions against restricting opponents`, () => {
      const opponents = RESTRICTING[god] ?? [];
      const lineups = opponents.map((other) => [god, other]);
      // Morpheus with coins to spare, for turns of several builds.
      const prepare = (pos: Position): Position => (god === 'morpheus' ? withCoins(pos, 2) : pos);
      const budget = { leadsOn: 1, walks: 2, turns: 3, orders: 6, detours: 8 };
      const seed = 7100 + god.length * 13;
      const { problems, positions } = checkLineups(lineups, seed, 2, budget, false, prepare);
      expect(problems).toEqual([]);
      expect(positions).toBeGreaterThanOrEqual(opponents.length);
    });
  }

  it('every other power: (1)-(4) with the listed spelling (regression net)', () => {
    const others = implementedGods().filter((god) => !POWERS_WITH_SPELLINGS.includes(god));
    const random = mulberry32(7300);
    const lineups = others.map((god) => [god, pick(OPPONENTS, random) ?? null]);
    const { problems, positions } = checkLineups(
      lineups,
      7300,
      1,
      { leadsOn: 1, walks: 2, turns: 2, orders: 6, detours: 2 },
      true,
    );
    expect(problems).toEqual([]);
    expect(positions).toBeGreaterThanOrEqual(others.length - 2);
  });
});
