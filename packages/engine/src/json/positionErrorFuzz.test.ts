import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePosition, parsePositionText, positionToJson } from './json.js';
import type { Position } from '../core/position.js';
import type { PositionError } from '../core/positionError.js';
import { mulberry32 } from '../core/random.js';
import type { Result } from '../core/result.js';
import { initialPosition, randomGods } from '../setup/setup.js';
import { legalTurns } from '../turn/legalTurns.js';
import { positionErrorText } from '../words/positionWords.js';

type Json = unknown;

/** Valid positions of real games: 2–4 players, dealt gods, some turns played (placement included). */
function validPositions(): Json[] {
  const positions: Json[] = [];
  for (let seed = 1; positions.length < 24; seed++) {
    const setup = randomGods(2 + (seed % 3), seed);
    if (!setup.ok) continue;
    const start = initialPosition(setup.value);
    if (!start.ok) continue;
    const random = mulberry32(seed);
    let pos: Position = start.value;
    for (let turn = 0; turn < seed % 9; turn++) {
      const options = legalTurns(pos);
      const chosen = options[Math.floor(random() * options.length)];
      if (chosen === undefined || pos.winner !== null) break;
      pos = chosen.position;
    }
    positions.push(positionToJson(pos));
  }
  positions.push({
    players: [{ workers: [] }, { workers: [] }],
    levels: ['00000', '00000', '00000', '00000', '00000'],
    domes: [],
    toMove: 0,
  });
  return positions;
}

const VALID = validPositions();

/** Every path to a value inside `value` (the root is `[]`). */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => paths(item, [...at, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))
      : [];
  return [at, ...inner];
}

/** Values a bad input may hold where a field was: other JSON types, bad squares, numbers out of range. */
const badValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('z9', 'a0', 'f1', 'A1', '', 'c3 ', '00004', '0000', 'pass', 'apollo', 'zeus', 'none'),
  fc.constantFrom(-1, 0, 1, 2, 3, 4, 5, 0.5, 1e300, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
  fc.constantFrom(undefined, null, true, false, [], {}, [null], [[[[[[[[0]]]]]]]]),
  fc.string(),
);

type Mutation =
  | { kind: 'drop'; path: number }
  | { kind: 'rename'; path: number; name: string }
  | { kind: 'retype'; path: number; value: Json };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), path: fc.nat() }),
  fc.record({
    kind: fc.constant('rename' as const),
    path: fc.nat(),
    name: fc.oneof(
      fc.string(),
      fc.constantFrom('god', 'workers', 'coins', 'toMove', 'out', 'movedUp', 'card'),
    ),
  }),
  fc.record({ kind: fc.constant('retype' as const), path: fc.nat(), value: badValue }),
);

/** `value` with one mutation applied at one of its paths (a copy). */
function mutate(value: Json, change: Mutation): Json {
  const copy = structuredClone(value);
  const all = paths(copy);
  const path = all[change.path % all.length] ?? [];
  if (path.length === 0) return change.kind === 'retype' ? change.value : copy;
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (change.kind === 'retype') parent[last] = change.value;
  else if (Array.isArray(parent)) {
    if (change.kind === 'drop') parent.splice(last as number, 1);
    else parent.push(parent[last]);
  } else {
    const item = parent[last];
    Reflect.deleteProperty(parent, last);
    if (change.kind === 'rename') parent[change.name] = item;
  }
  return copy;
}

/** The properties of every refusal: written by the words module from its data, one line, starting with the field. */
function checkRefusal(result: Result<Position, PositionError>): void {
  if (result.ok) return;
  const error = result.error;
  expect(error.message).toBe(positionErrorText(error));
  expect(error.message).not.toMatch(/[\n\r]/u);
  expect(error.message.startsWith(`${error.field}: `)).toBe(true);
  expect(typeof error.kind).toBe('string');
}

describe('bad positions: every refusal is data, worded by one module, and parsing never throws', () => {
  it('accepts the valid positions the mutations start from', () => {
    for (const value of VALID) expect(parsePosition(value).ok).toBe(true);
  });

  it('refuses mutated positions (dropped, renamed, retyped fields; bad squares; numbers out of range) with words from the data', () => {
    fc.assert(
      fc.property(
        fc.nat(VALID.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (index, changes) => {
          const value = changes.reduce(mutate, VALID[index]);
          checkRefusal(parsePosition(value));
          const text = JSON.stringify(value) as string | undefined;
          if (text !== undefined) checkRefusal(parsePositionText(text));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('refuses a value nested 10,000 deep in any field without throwing', () => {
    let deep: Json = 0;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    for (const valid of VALID.slice(0, 6))
      for (let path = 0; path < paths(valid).length; path++)
        checkRefusal(parsePosition(mutate(valid, { kind: 'retype', path, value: deep })));
  });

  it('refuses any text that is not a position, on one line', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        checkRefusal(parsePositionText(text));
      }),
      { numRuns: 300 },
    );
  });
});
