import { parseRecordJson } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { aSeats, csvField, matchCsv, matchJson, matchRecords } from './reports.js';
import { outcome, resultOf } from './testOutcomes.js';

const names = { a: 'level 2', b: 'level 1', aSpec: 'level:2', bSpec: 'level:1' };

describe('reports', () => {
  const result = resultOf([
    outcome(0, 1, ['apollo', 'athena']),
    outcome(1, 0.5, ['apollo', 'athena'], { detail: 'say "hi", then\nstop' }),
  ]);

  it('CSV: a header and a line per game, quoted where needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(matchCsv(result).split('\r\n')).toEqual([
      'game,opening,a_seats,gods,winner,score_a,termination,turns,detail',
      '1,1,0,apollo athena,A,1,win,10,',
      '2,1,1,apollo athena,draw,0.5,max-turns,11,"say ""hi"", then\nstop"',
      '',
    ]);
  });

  it('JSON: players, settings, summary with nulls for the infinite, and every game with its record', () => {
    const document = JSON.parse(matchJson(result, names, { games: 2, seed: 5 })) as Record<string, unknown>;
    expect(document).toMatchObject({
      a: { spec: 'level:2', name: 'level 2' },
      b: { spec: 'level:1', name: 'level 1' },
      settings: { games: 2, seed: 5 },
      summary: { games: 2, wins: 1, losses: 0, draws: 1, score: 0.75, eloError: null },
      sprt: null,
      stoppedBy: null,
      byGods: [{ gods: 'Apollo vs Athena', games: 2 }],
      byPower: [
        { power: 'apollo', games: 2, score: 0.75 },
        { power: 'athena', games: 2, score: 0.75 },
      ],
      games: [
        { game: 1, opening: 1, aSeats: [0], winner: 'A', scoreA: 1, termination: 'win', turns: 10 },
        { game: 2, opening: 1, aSeats: [1], winner: null, scoreA: 0.5, termination: 'max-turns' },
      ],
    });
    const games = document.games as { record: unknown }[];
    expect(games.map((game) => parseRecordJson(game.record).ok)).toEqual([true, true]);
  });

  it('records: one JSON record a line', () => {
    const lines = matchRecords(result).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => parseRecordJson(JSON.parse(line)).ok)).toEqual([true, true]);
  });

  it('A holds the even or the odd seats', () => {
    expect(aSeats(outcome(1, 1, ['apollo', 'athena', 'pan', 'atlas']))).toEqual([1, 3]);
    expect(aSeats(outcome(0, 1, ['apollo', 'athena', 'pan', 'atlas']))).toEqual([0, 2]);
  });
});
