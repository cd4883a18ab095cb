import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFile, dataPaths } from './dataFile.js';
import { parseMatchups } from './matchups.js';
import { DEFAULT_DATA_OPTIONS, playTrainingGame, type DataOptions } from './selfPlayData.js';
import { fairShareScore, fieldTargets, manyPlayerPosition } from './trainingSet.js';

const options: DataOptions = { ...DEFAULT_DATA_OPTIONS, nodes: 300, seed: 4 };
const dir = mkdtempSync(join(tmpdir(), 'santorini-train-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('training data', () => {
  it('refuses a --data file that is not there, by name', () => {
    const there = join(dir, 'there.jsonl');
    writeFileSync(there, '');
    expect(dataPaths([there], dir)).toEqual([there]);
    expect(() => dataPaths([there, 'nowhere.jsonl'], dir)).toThrow('--data nowhere.jsonl: no such file');
  });

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

  it('plays 3 players, each record naming the winner and labelled for its side to move', () => {
    const plan = parseMatchups('apollo:pan:athena', 0);
    const records = playTrainingGame({ ...options, matchups: plan, players: 3, sample: 1 }, 0);
    expect(records.length).toBeGreaterThan(3);
    const winner = records[0]?.winner;
    expect(winner === null || typeof winner === 'number').toBe(true);
    for (const record of records) {
      expect(record.gods).toEqual(['apollo', 'pan', 'athena']);
      expect(record.position.players).toHaveLength(3);
      expect(record.winner).toBe(winner);
      expect(record.result).toBe(winner === null ? 0.5 : winner === record.position.toMove ? 1 : 0);
    }
    // Every seat still in gets a sample: the mover's target as given, the others' by the winner.
    const judged = records.map((record) => ({ record, pos: manyPlayerPosition(record, 3) }));
    const found = judged.find((entry) => entry.pos !== null);
    expect(found).toBeDefined();
    if (found?.pos == null) return;
    const { record, pos } = found;
    const targets = fieldTargets(pos, record, 0.42);
    expect(targets.map((t) => t.side)).toEqual([0, 1, 2].filter((seat) => !pos.isOut(seat)));
    for (const { side, target } of targets)
      expect(target).toBe(side === pos.toMove ? 0.42 : winner === null ? 0.5 : winner === side ? 1 : 0);
    expect(manyPlayerPosition(record, 2)).toBeNull();
  });

  it("centres a field-reading network on a side's fair share", () => {
    const chance = (score: number) => 1 / (1 + Math.exp(-score / 265));
    expect(chance(fairShareScore(3, 265))).toBeCloseTo(1 / 3, 10);
    expect(fairShareScore(3, 265)).toBeCloseTo(-183.7, 1);
    expect(fairShareScore(2, 265)).toBe(0);
  });

  it('plays 4 players as two teams: a seat wins with its partner', () => {
    const gods = parseMatchups('artemis:hermes:zeus:atlas', 0);
    const records = playTrainingGame({ ...options, matchups: gods, players: 4, sample: 1 }, 1);
    expect(records.length).toBeGreaterThan(3);
    const winner = records[0]?.winner ?? null;
    expect(winner).not.toBeNull();
    for (const record of records) {
      expect(record.gods).toEqual(['artemis', 'hermes', 'zeus', 'atlas']);
      expect(record.result).toBe(winner !== null && winner % 2 === record.position.toMove % 2 ? 1 : 0);
    }
    expect(() => parseMatchups('artemis:pan:zeus:atlas:hera', 0)).toThrow(/one per seat/);
    // The rules give every seat of a 4-player game a power.
    expect(() => playTrainingGame({ ...options, players: 4 }, 0)).toThrow(/none:none:none:none/);
    expect(() =>
      playTrainingGame({ ...options, players: 4, matchups: parseMatchups('artemis:pan', 0) }, 0),
    ).toThrow(/not for 4 players/);
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
