/**
 * The fast engine against the independent reference generator (src/reference/), base game only.
 * Most positions are reachable: random games from the empty board, played by the reference with a
 * seeded PRNG (three playing styles, both Start Players), sampled at every ply including finished
 * games. Random valid-but-unreachable boards and a few hand-made edge cases cover the rest.
 * A failure prints the position JSON and the turns that differ, with both engines' results.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyTurnText,
  emptyPosition,
  legalTurns,
  parsePosition,
  perft,
  positionKey,
  positionToJson,
  type Position,
} from '../index.js';
import {
  type PositionJson,
  type ReferenceTurn,
  readPositionJson,
  referenceEmptyPosition,
  referenceKey,
  referenceMoves,
  referencePerft,
  firstPerKey,
  jsonKey,
  referenceAllTurns,
} from './reference.js';
import { POLICIES, mulberry32, randomGame, randomValidPosition, sampleGames } from './sampling.js';

const SEED = 20240601;
const GAMES = 160;
const PERFT_SAMPLES = 250;
const UNREACHABLE = 2000;
const MAX_REPORTED = 5;
/** applyTurnText is tried on every spelling the reference knows in one sampled position out of this many. */
const REFERENCE_TEXT_STRIDE = 8;

// ---------------------------------------------------------------------------------------------------
// Sampling

/** Distinct reachable positions from seeded random games (placement, middle game, finished games). */
function samplePositions(): PositionJson[] {
  const byKey = new Map<string, PositionJson>();
  for (const game of sampleGames(SEED, GAMES)) {
    for (const json of game) byKey.set(`${referenceKey(json)} start ${json.start ?? 0}`, json);
  }
  return [...byKey.values()];
}

let cachedSample: PositionJson[] | undefined;
function sample(): PositionJson[] {
  cachedSample ??= samplePositions();
  return cachedSample;
}

// ---------------------------------------------------------------------------------------------------
// Bridging to the fast engine

function show(json: unknown): string {
  return JSON.stringify(json);
}

function fastParse(json: unknown): Position {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(`parsePosition rejected ${show(json)}: ${show(parsed.error)}`);
  return parsed.value;
}

/** The fast engine's canonical JSON, read (and validated) by the reference. */
function fastJson(pos: Position): PositionJson {
  return readPositionJson(positionToJson(pos));
}

interface FastTurn {
  text: string;
  /** positionToJson's output (validated by the canonical-JSON test, which compares it exactly). */
  json: ReturnType<typeof positionToJson>;
  /** The reference's key of `json`. */
  key: string;
  position: Position;
  winner: number | null;
}

function fastTurns(pos: Position): FastTurn[] {
  return legalTurns(pos).map((t) => {
    const json = positionToJson(t.position);
    return { text: t.text, json, key: jsonKey(json), position: t.position, winner: t.winner };
  });
}

// ---------------------------------------------------------------------------------------------------
// Comparing one position; every check returns readable problem lines (empty = agreement)

function byKey<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return map;
}

const MAX_LINES = 12;

function listDiff(title: string, entries: readonly string[]): string[] {
  if (entries.length === 0) return [];
  const more = entries.length > MAX_LINES ? [`    … and ${entries.length - MAX_LINES} more`] : [];
  return [`  ${title} (${entries.length}):`, ...entries.slice(0, MAX_LINES).map((e) => `    ${e}`), ...more];
}

/** Same set of resulting positions (spec §2.1), each listed once, same winners. */
function compareSets(fast: readonly FastTurn[], reference: readonly ReferenceTurn[]): string[] {
  const fastByKey = byKey(fast, (t) => t.key);
  const refByKey = byKey(reference, (t) => t.key);
  const onlyFast = fast.filter((t) => !refByKey.has(t.key)).map((t) => `${t.text}  =>  ${t.key}`);
  const onlyRef = reference.filter((t) => !fastByKey.has(t.key)).map((t) => `${t.turn}  =>  ${t.key}`);
  const twice = [...fastByKey.values()]
    .filter((ts) => ts.length > 1)
    .map((ts) => ts.map((t) => t.text).join(' | '));
  const winners = fast
    .filter((t) => {
      const ref = refByKey.get(t.key)?.[0];
      return ref !== undefined && (ref.winner !== t.winner || t.winner !== (t.json.winner ?? null));
    })
    .map((t) => `${t.text}: fast winner ${t.winner}, its position's winner ${t.json.winner ?? null}`);
  return [
    ...listDiff('only in the fast engine', onlyFast),
    ...listDiff('only in the reference', onlyRef),
    ...listDiff('listed twice by the fast engine', twice),
    ...listDiff('winner differs', winners),
    ...(fast.length !== reference.length
      ? [`  counts: fast ${fast.length}, reference ${reference.length}`]
      : []),
  ];
}

/** Each fast turn text, applied by the reference, gives the fast engine's resulting position. */
function compareFastTexts(fast: readonly FastTurn[], table: ReadonlyMap<string, ReferenceTurn>): string[] {
  const problems = fast.flatMap((t) => {
    const ref = table.get(t.text);
    if (ref === undefined) return [`"${t.text}" is not a legal turn (canonical spelling) for the reference`];
    return ref.key === t.key ? [] : [`"${t.text}": fast ${t.key}  /  reference ${ref.key}`];
  });
  return listDiff('fast turn texts the reference applies differently', problems);
}

/**
 * Each reference turn text, applied by the fast engine's applyTurnText, gives the same position —
 * by the reference's key and by positionKey (both placement orders give the listed turn's key);
 * and positionKey tells the listed turns apart.
 */
function compareReferenceTexts(
  pos: Position,
  fast: readonly FastTurn[],
  table: ReadonlyMap<string, ReferenceTurn>,
): string[] {
  const fastKeyOf = new Map(fast.map((t) => [t.key, positionKey(t.position)]));
  const sameFastKey = [...byKey(fast, (t) => fastKeyOf.get(t.key) ?? '').values()]
    .filter((ts) => ts.length > 1)
    .map((ts) => `one positionKey for ${ts.map((t) => t.text).join(' | ')}`);
  const problems = [...table.values()].flatMap((ref) => {
    const applied = applyTurnText(pos, ref.turn);
    if (!applied.ok) return [`"${ref.turn}" rejected: ${show(applied.error)}`];
    const key = referenceKey(fastJson(applied.value));
    if (key !== ref.key) return [`"${ref.turn}": fast ${key}  /  reference ${ref.key}`];
    const expected = fastKeyOf.get(key);
    const actual = positionKey(applied.value);
    return expected === undefined || expected === actual
      ? []
      : [`"${ref.turn}": positionKey ${actual}, but the listed turn to that position has ${expected}`];
  });
  return listDiff('positionKey or applyTurnText disagrees', [...sameFastKey, ...problems]);
}

/** The paths where two JSON values differ, e.g. `players[0].god: null / (absent)`. */
function jsonDiff(fast: unknown, reference: unknown, path = ''): string[] {
  if (show(fast) === show(reference)) return [];
  const bothArrays = Array.isArray(fast) && Array.isArray(reference);
  const bothObjects = isPlainObject(fast) && isPlainObject(reference);
  if (bothArrays && fast.length === reference.length) {
    return fast.flatMap((item: unknown, i) => jsonDiff(item, reference[i], `${path}[${i}]`));
  }
  if (bothObjects) {
    const keys = [...new Set([...Object.keys(fast), ...Object.keys(reference)])];
    const diffs = keys.flatMap((k) => jsonDiff(fast[k], reference[k], path === '' ? k : `${path}.${k}`));
    return diffs.length > 0
      ? diffs
      : [`${path || '(root)'}: field order ${show(Object.keys(fast))} / ${show(Object.keys(reference))}`];
  }
  const shown = (v: unknown): string => (v === undefined ? '(absent)' : show(v));
  return [`${path || '(root)'}: fast ${shown(fast)} / reference ${shown(reference)}`];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exact canonical JSON (spec §2.1 output form: slot order, dome order, omitted defaults, field order). */
function compareCanonical(
  json: PositionJson,
  pos: Position,
  fast: readonly FastTurn[],
  table: ReadonlyMap<string, ReferenceTurn>,
): string[] {
  const own = jsonDiff(positionToJson(pos), json).map((d) => `position itself: ${d}`);
  const children = fast.flatMap((t) => {
    const ref = table.get(t.text);
    return ref === undefined ? [] : jsonDiff(t.json, ref.position).map((d) => `"${t.text}": ${d}`);
  });
  return listDiff('canonical JSON differs', [...own, ...children]);
}

interface Report {
  checked: number;
  failures: string[];
}

/** Runs `check` on every position; a check returns problem lines per category (empty = agreement). */
function runChecks<C extends string>(
  positions: readonly PositionJson[],
  categories: readonly C[],
  check: (json: PositionJson, index: number) => Record<C, string[]>,
): Map<C, Report> {
  const reports = new Map(categories.map((c) => [c, { checked: 0, failures: [] as string[] }]));
  for (const [index, json] of positions.entries()) {
    let problemsOf: (category: C) => string[];
    try {
      const found = check(json, index);
      problemsOf = (category) => found[category];
    } catch (error) {
      const message = `  threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      problemsOf = () => [message];
    }
    for (const [category, report] of reports) {
      report.checked++;
      const problems = problemsOf(category);
      if (problems.length > 0) report.failures.push([`position ${show(json)}`, ...problems].join('\n'));
    }
  }
  return reports;
}

function runCheck(
  positions: readonly PositionJson[],
  check: (json: PositionJson) => string[],
): Report | undefined {
  return runChecks(positions, ['all'], (json) => ({ all: check(json) })).get('all');
}

function summary(report: Report | undefined): string {
  if (report === undefined) return 'no report';
  const shown = report.failures.slice(0, MAX_REPORTED).join('\n\n');
  return report.failures.length === 0
    ? ''
    : `${report.failures.length} of ${report.checked} positions disagree; the first ${Math.min(MAX_REPORTED, report.failures.length)}:\n\n${shown}`;
}

const TURN_CHECKS = ['sets', 'fastTexts', 'referenceTexts', 'canonical'] as const;
type TurnCheck = (typeof TURN_CHECKS)[number];

/** All turn comparisons in one pass over the sample (each test below reads one category). */
function checkTurns(json: PositionJson, index: number): Record<TurnCheck, string[]> {
  const pos = fastParse(json);
  const fast = fastTurns(pos);
  const all = referenceAllTurns(json);
  const table = new Map(all.map((t) => [t.turn, t]));
  return {
    sets: compareSets(fast, firstPerKey(all)),
    fastTexts: compareFastTexts(fast, table),
    referenceTexts: index % REFERENCE_TEXT_STRIDE === 0 ? compareReferenceTexts(pos, fast, table) : [],
    canonical: compareCanonical(json, pos, fast, table),
  };
}

function allSummaries(reports: ReadonlyMap<TurnCheck, Report>): string {
  return TURN_CHECKS.map((c) => [c, summary(reports.get(c))] as const)
    .filter(([, text]) => text !== '')
    .map(([c, text]) => `[${c}] ${text}`)
    .join('\n\n');
}

let cachedTurnReports: Map<TurnCheck, Report> | undefined;
function turnReport(check: TurnCheck): string {
  cachedTurnReports ??= runChecks(sample(), TURN_CHECKS, checkTurns);
  return summary(cachedTurnReports.get(check));
}

function levelOf(json: PositionJson, square: string): number {
  const file = 'abcde'.indexOf(square.charAt(0));
  const rank = Number(square.charAt(1));
  return Number(json.levels[5 - rank]?.charAt(file));
}

// ---------------------------------------------------------------------------------------------------
// The tests

describe('fast engine vs reference: legal turns on random reachable positions', () => {
  test('the sample is large and varied', () => {
    const positions = sample();
    const placing = positions.filter((p) => p.players.some((pl) => pl.workers.length === 0));
    const finished = positions.filter((p) => p.winner !== undefined);
    const towers = positions.filter((p) => p.domes.length >= 3);
    expect(positions.length).toBeGreaterThanOrEqual(10_000);
    expect(placing.length).toBeGreaterThan(100);
    expect(finished.length).toBeGreaterThan(100);
    expect(towers.length).toBeGreaterThan(1000);
  });

  test('empty board: same JSON, perft 1 and 2', () => {
    expect(positionToJson(emptyPosition())).toStrictEqual(referenceEmptyPosition());
    expect(positionToJson(emptyPosition(2))).toStrictEqual(referenceEmptyPosition());
    expect(perft(emptyPosition(), 1)).toBe(300);
    expect(perft(emptyPosition(), 2)).toBe(75_900);
  });

  test('parsePosition reads every sampled position as the same position, and its JSON round-trips', () => {
    const report = runCheck(sample(), (json) => {
      const pos = fastParse(json);
      const key = referenceKey(fastJson(pos));
      const first = positionToJson(pos);
      const again = positionToJson(fastParse(first));
      return [
        ...(key === referenceKey(json) ? [] : [`  read back as ${key}`]),
        ...jsonDiff(again, first).map((d) => `  round trip: ${d}`),
      ];
    });
    expect(summary(report)).toBe('');
  });

  test('same set of resulting positions, each listed once, same count and winners', () => {
    expect(turnReport('sets')).toBe('');
  });

  test("each fast turn text, applied by the reference, gives the fast engine's position", () => {
    expect(turnReport('fastTexts')).toBe('');
  });

  test(`applyTurnText of each reference turn text (both placement orders) and positionKey agree (1 position in ${REFERENCE_TEXT_STRIDE})`, () => {
    expect(turnReport('referenceTexts')).toBe('');
  });

  test('canonical JSON (slot order, dome order, omitted defaults) matches the reference exactly', () => {
    expect(turnReport('canonical')).toBe('');
  });
});

describe('fast engine vs reference: valid but unreachable positions', () => {
  // Reachable base-game positions never have a worker on level 3 (getting there wins) nor a dome
  // below level 3, so 3 -> 3 moves and low domes are only exercised here.
  test(`same turns on ${UNREACHABLE} random boards (workers on any level, domes at any level)`, () => {
    const random = mulberry32(SEED + 1);
    const positions = Array.from({ length: UNREACHABLE }, () => randomValidPosition(random));
    const onLevel3 = positions.filter((p) =>
      p.players.some((pl) => pl.workers.some((w) => levelOf(p, w) === 3)),
    );
    expect(onLevel3.length).toBeGreaterThan(UNREACHABLE / 4);
    const reports = runChecks(positions, TURN_CHECKS, checkTurns);
    expect(allSummaries(reports)).toBe('');
  });
});

describe('fast engine vs reference: hand-made edge positions', () => {
  const flat = ['00000', '00000', '00000', '00000', '00000'];
  const edges: Record<string, PositionJson> = {
    'placement on blocks and next to domes': {
      players: [{ workers: [] }, { workers: [] }],
      levels: ['12300', '00000', '00000', '00000', '00000'],
      domes: ['a5', 'e1'],
      toMove: 0,
    },
    'second placement, start = 1': {
      players: [{ workers: [] }, { workers: ['c3', 'd3'] }],
      levels: flat,
      domes: [],
      toMove: 0,
      start: 1,
    },
    'the last placement leaves the Start Player no turn (R2)': {
      players: [{ workers: ['a1', 'b1'] }, { workers: [] }],
      levels: flat,
      domes: ['a2', 'b2', 'c1', 'c2'],
      toMove: 1,
    },
    'no room to place': {
      players: [{ workers: ['a1', 'b1'] }, { workers: [] }],
      levels: flat,
      domes: ['a', 'b', 'c', 'd', 'e']
        .flatMap((file) => ['1', '2', '3', '4', '5'].map((rank) => file + rank))
        .filter((sq) => !['a1', 'b1', 'e5'].includes(sq)),
      toMove: 1,
    },
    'worker on level 3 next to level 3 (3 -> 3 does not win)': {
      players: [{ workers: ['c3', 'a1'] }, { workers: ['e5', 'e1'] }],
      levels: ['00000', '00300', '00330', '00000', '00000'],
      domes: [],
      toMove: 0,
    },
  };
  // Input in canonical form (domes sorted a1, a2, … e5), since canonical output is compared too.
  test.each(Object.entries(edges))('%s', (_, json) => {
    expect(allSummaries(runChecks([json], TURN_CHECKS, checkTurns))).toBe('');
  });
});

describe('fast engine vs reference: perft', () => {
  /** On disagreement, a per-child breakdown ("divide") shows which child differs. */
  function divide(json: PositionJson, pos: Position, depth: number): string[] {
    const refByKey = new Map(referenceMoves(json).map((t) => [t.key, t] as const));
    return legalTurns(pos).flatMap((t) => {
      const childJson = fastJson(t.position);
      const ref = refByKey.get(referenceKey(childJson));
      const refCount =
        ref === undefined ? 'missing' : ref.winner !== null ? 1 : referencePerft(ref.position, depth - 1);
      const fastCount = t.winner !== null ? 1 : perft(t.position, depth - 1);
      return refCount === fastCount ? [] : [`    ${t.text}: fast ${fastCount}, reference ${refCount}`];
    });
  }

  test(`depth 2 agrees on ${PERFT_SAMPLES} sampled positions`, () => {
    const positions = sample();
    const step = Math.max(1, Math.floor(positions.length / PERFT_SAMPLES));
    const chosen = positions.filter((_, i) => i % step === 0).slice(0, PERFT_SAMPLES);
    const report = runCheck(chosen, (json) => {
      const pos = fastParse(json);
      const fastCount = perft(pos, 2);
      const refCount = referencePerft(json, 2);
      if (fastCount === refCount) return [];
      return [`  perft 2: fast ${fastCount}, reference ${refCount}`, ...divide(json, pos, 2)];
    });
    expect(summary(report)).toBe('');
  });
});

describe('fast engine: JSON round trip (fast-check)', () => {
  const reachable = fc
    .record({
      seed: fc.integer(),
      plies: fc.nat({ max: 140 }),
      policy: fc.constantFrom(...POLICIES),
      start: fc.constantFrom(0, 1),
    })
    .map(({ seed, plies, policy, start }) => {
      const game = randomGame(mulberry32(seed), policy, start, plies);
      return game[game.length - 1] ?? referenceEmptyPosition(start);
    });

  test('positionToJson -> parsePosition -> positionToJson is exact, and keeps the position', () => {
    fc.assert(
      fc.property(reachable, (json) => {
        const pos = fastParse(json);
        const first = positionToJson(pos);
        const again = fastParse(first);
        expect(show(positionToJson(again))).toBe(show(first));
        expect(positionKey(again)).toBe(positionKey(pos));
        expect(referenceKey(readPositionJson(first))).toBe(referenceKey(json));
      }),
      { numRuns: 100, seed: SEED },
    );
  });
});
