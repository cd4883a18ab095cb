import { formatPosition } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { parsePositionsInput } from './positionInput.js';

const EMPTY_BOARD =
  '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';
const PLACED =
  '{"players":[{"workers":["b2","d4"]},{"workers":["c3","c4"]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';

const canonical = (json: string): string => {
  const parsed = parsePositionsInput(json);
  if (!parsed.ok || parsed.value[0] === undefined) throw new Error(`not a position: ${json}`);
  return formatPosition(parsed.value[0]);
};
const formatted = (text: string): string[] => {
  const parsed = parsePositionsInput(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value.map(formatPosition);
};
const errorOf = (text: string): string => {
  const parsed = parsePositionsInput(text);
  if (parsed.ok) throw new Error('expected an error');
  return parsed.error;
};

describe('parsePositionsInput', () => {
  it('reads nothing from empty or blank input', () => {
    expect(formatted('')).toEqual([]);
    expect(formatted(' \n\r\n\t\n')).toEqual([]);
  });

  it('reads one value, also spread over lines', () => {
    expect(formatted(EMPTY_BOARD)).toEqual([canonical(EMPTY_BOARD)]);
    expect(formatted(JSON.stringify(JSON.parse(PLACED), null, 2))).toEqual([canonical(PLACED)]);
  });

  it('reads JSON Lines, ignoring blank lines and carriage returns', () => {
    expect(formatted(`\n${EMPTY_BOARD}\r\n\r\n${PLACED}\n   \n${EMPTY_BOARD}`)).toEqual([
      canonical(EMPTY_BOARD),
      canonical(PLACED),
      canonical(EMPTY_BOARD),
    ]);
  });

  it('names the JSON Lines line that is not JSON, quoting it', () => {
    expect(errorOf(`${EMPTY_BOARD}\n\n{"players":\n`)).toMatch(
      /^line 3: invalid JSON: .* \(input: \{"players":\)$/,
    );
  });

  it('names the line of a position that is not valid', () => {
    expect(errorOf(`${EMPTY_BOARD}\n{"players":[],"levels":[],"domes":[],"toMove":0}`)).toMatch(/^line 2: /);
  });

  it('names the line and column where a value spread over lines breaks', () => {
    const broken = JSON.stringify(JSON.parse(PLACED), null, 2).replace('"levels"', 'levels');
    const lines = broken.split('\n');
    const brokenLine = lines.findIndex((line) => line.includes('levels')) + 1;
    expect(errorOf(broken)).toBe(
      `line ${brokenLine}: invalid JSON: Expected double-quoted property name in JSON at column 3 (input: levels: [)`,
    );
  });

  it('names the lines of a spread value when JSON cannot say where it breaks, on one line', () => {
    const broken = JSON.stringify(JSON.parse(PLACED), null, 2).replace('"c4"', '"c4",,');
    const message = errorOf(`\n${broken}\n\n`);
    expect(message).toMatch(new RegExp(`^lines 2-${broken.split('\n').length + 1}: invalid JSON: .*,,`));
    expect(message).not.toContain('\n');
  });

  it('names the lines of a spread value that is not a valid position', () => {
    const bad = JSON.stringify({ ...(JSON.parse(PLACED) as object), toMove: 7 }, null, 2);
    expect(errorOf(bad)).toMatch(new RegExp(`^lines 1-${bad.split('\n').length}: .*toMove`));
  });

  it('shortens a long input line in the message', () => {
    const long = `{"players": "${'x'.repeat(200)}"}`;
    const message = errorOf(long);
    expect(message).toMatch(/\(input: \{"players": "x+…\)$/);
    expect(message.length).toBeLessThan(250);
  });
});
