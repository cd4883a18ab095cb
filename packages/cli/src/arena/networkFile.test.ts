import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { committedNetwork, writeWeightsFile } from '@santorini/ai';
import { describe, expect, it } from 'vitest';
import { parseArenaOptions } from './arenaOptions.js';
import { readNetworkFile } from './networkFile.js';

describe('a network file for the arena', () => {
  const dir = mkdtempSync(join(tmpdir(), 'santorini-network-'));
  const good = join(dir, 'net.json');
  writeFileSync(good, JSON.stringify(writeWeightsFile(committedNetwork(), { test: true })));
  const notJson = join(dir, 'bad.json');
  writeFileSync(notJson, '{ nope');
  const wrongShape = join(dir, 'shape.json');
  writeFileSync(wrongShape, JSON.stringify({ ...writeWeightsFile(committedNetwork(), {}), hidden: 3 }));

  it('reads the network a weight file holds', () => {
    const read = readNetworkFile(good);
    expect(read.ok && read.value).toEqual(committedNetwork());
  });

  it('says what is wrong with a file that is missing, not JSON or not a network', () => {
    const problem = (path: string) => {
      const read = readNetworkFile(path);
      return read.ok ? 'ok' : read.error;
    };
    expect(problem(join(dir, 'missing.json'))).toContain('cannot read the network file');
    expect(problem(notJson)).toContain('is not JSON');
    expect(problem(wrongShape)).toContain('featureWeights has');
  });

  it('is checked before a match begins, naming the option', () => {
    expect(() => parseArenaOptions(['--a', `level:8,network:${notJson}`, '--b', 'level:8'])).toThrow(
      /--a: the network file .* is not JSON/,
    );
    expect(parseArenaOptions(['--a', `level:8,network:${good}`, '--b', 'level:8']).a).toMatchObject({
      networkFile: good,
    });
  });
});
