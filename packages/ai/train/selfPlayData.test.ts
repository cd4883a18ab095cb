import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFile } from './dataFile.js';
import { parseMatchups } from './matchups.js';
import { DEFAULT_DATA_OPTIONS, playTrainingGame, type DataOptions } from './selfPlayData.js';

const options: DataOptions = { ...DEFAULT_DATA_OPTIONS, nodes: 300, seed: 4 };
const dir = mkdtempSync(join(tmpdir(), 'santorini-train-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('training data', () => {
  it('is the same for the same seed and game, and differs for another seed', () => {
    const first = playTrainingGame(options, 3);
    expect(first.length).toBeGreaterThan(3);
    expect(playTrainingGame(options, 3)).toEqual(first);
    expect(playTrainingGame({ ...options, seed: 5 }, 3)).not.toEqual(first);
  });

  it('searches with the committed network when asked (the same game again, other scores)', () => {
    const tuned = playTrainingGame({ ...options, weights: 'tuned', sample: 1 }, 2);
    const nnue = playTrainingGame({ ...options, weights: 'nnue', sample: 1 }, 2);
    expect(playTrainingGame({ ...options, weights: 'nnue', sample: 1 }, 2)).toEqual(nnue);
    expect(nnue.map((record) => record.score)).not.toEqual(tuned.map((record) => record.score));
  });

  it('labels each position with the result for its side to move', () => {
    const records = playTrainingGame({ ...options, sample: 1 }, 1);
    const last = records[records.length - 1];
    expect(last?.result).toBe(1); // the last turn searched is the winner's
    for (const record of records) {
      const sameSide = record.position.toMove === last?.position.toMove;
      expect(record.result).toBe(sameSide ? 1 : 0);
    }
  });

  it('plays the god matchups asked for', () => {
    const plan = parseMatchups('artemis:pan', 0);
    const records = playTrainingGame({ ...options, matchups: plan, sample: 1 }, 0);
    expect(records[0]?.gods).toEqual(['artemis', 'pan']);
    expect(() => parseMatchups('artemis:zeus-like', 0)).toThrow(/unknown god/);
  });

  it('resumes a file after its last whole game, dropping a torn one', () => {
    const path = join(dir, 'data.jsonl');
    const recipe = { seed: 4 };
    const file = DataFile.open(path, recipe);
    const games = [0, 1, 2].map((game) => playTrainingGame(options, game));
    for (const records of games.slice(0, 2)) file.append(records);
    expect(DataFile.open(path, recipe).gamesDone).toBe(2);
    const whole = readFileSync(path, 'utf8');
    writeFileSync(path, `${whole}${JSON.stringify(games[2]?.[0]).slice(0, 20)}`);
    const resumed = DataFile.open(path, recipe);
    expect(resumed.gamesDone).toBe(1);
    expect(resumed.positionsDone).toBe(games[0]?.length);
    expect(() => DataFile.open(path, { seed: 5 })).toThrow(/another recipe/);
  });
});
