import { legalTurns, replayRecord } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import type { GameOutcome } from './game.js';
import { inlineRunner, type GameRunner } from './gameRunner.js';
import { gameSchedule, runMatch, type MatchPlan, type MatchProgress } from './match.js';
import { DEFAULT_SPRT } from './sprt.js';

const plan: MatchPlan = {
  games: 4,
  players: 2,
  openings: { kind: 'random-placement' },
  gods: { kind: 'random' },
  seed: 11,
};

/** A runner that does not play: A wins every game (or `score` says otherwise). */
function fakeRunner(score: (index: number) => number): GameRunner {
  return {
    run: (job) =>
      Promise.resolve({
        index: job.index,
        openingIndex: job.opening.index,
        aSide: job.aSide,
        gods: job.opening.gods,
        winner: score(job.index) === 1 ? 'A' : score(job.index) === 0 ? 'B' : null,
        score: score(job.index),
        termination: 'win',
        turns: 0,
        record: { players: [{ god: null }, { god: null }], start: 0, rules: {}, seed: 0, turns: [] },
      } satisfies GameOutcome),
    close: () => Promise.resolve(),
  };
}

/** For runners that do not play: no openings to make. */
const quick: MatchPlan = { ...plan, openings: { kind: 'none' }, gods: { kind: 'none' } };

describe('the schedule', () => {
  it('plays each opening twice with colours swapped', () => {
    const jobAt = gameSchedule(plan);
    const jobs = [0, 1, 2, 3].map(jobAt);
    expect(jobs.map((job) => [job.opening.index, job.aSide])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    expect(jobs[1]?.opening).toEqual(jobs[0]?.opening);
    expect(jobs[2]?.opening.turns).not.toEqual(jobs[0]?.opening.turns);
    expect(gameSchedule(plan)(3)).toEqual(jobs[3]);
  });
});

describe('a match', () => {
  it('level 1 against level 2, four games in this thread: records that replay legally', async () => {
    const runner = inlineRunner({
      a: { kind: 'level', level: 1, depth: 1, text: 'level:1,depth:1' },
      b: { kind: 'level', level: 2, depth: 1, text: 'level:2,depth:1' },
      timeMs: 1000,
      maxTurns: 200,
    });
    const progress: MatchProgress[] = [];
    const result = await runMatch(plan, [runner], (p) => progress.push(p));
    await runner.close();
    expect(result.outcomes.map((o) => o.index)).toEqual([0, 1, 2, 3]);
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4]);
    const { wins, losses, draws } = result.tally;
    expect(wins + losses + draws).toBe(4);
    expect(wins).toBe(result.outcomes.filter((o) => o.winner === 'A').length);
    for (const outcome of result.outcomes) {
      const replayed = replayRecord(outcome.record);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const final = replayed.value.final;
      if (outcome.termination === 'win') {
        expect(final.winner).not.toBeNull();
        expect(outcome.winner).toBe(final.winner === outcome.aSide ? 'A' : 'B');
      } else {
        expect(outcome.termination).toBe('max-turns');
        expect(legalTurns(final).length).toBeGreaterThan(0);
      }
      const names = outcome.record.players.map((p) => p.name);
      expect(names).toEqual(outcome.aSide === 0 ? ['level 1', 'level 2'] : ['level 2', 'level 1']);
    }
    expect(result.stoppedBy).toBeNull();
  });

  it('stops when the SPRT decides, on two runners at once', async () => {
    const runners = [fakeRunner(() => 1), fakeRunner(() => 1)];
    const result = await runMatch({ ...quick, games: 1000, sprt: DEFAULT_SPRT }, runners);
    expect(result.stoppedBy).toBe('sprt');
    expect(result.sprt?.verdict).toBe('H1');
    expect(result.outcomes.length).toBeLessThan(1000);
    expect(result.tally.wins).toBe(result.outcomes.length);
    const even = await runMatch({ ...quick, games: 5000, sprt: DEFAULT_SPRT }, [fakeRunner((i) => i % 2)]);
    expect(even).toMatchObject({ stoppedBy: 'sprt', sprt: { verdict: 'H0' } });
  });

  it('stops when interrupted, keeping the games finished', async () => {
    const interrupt = new AbortController();
    const result = await runMatch(
      { ...quick, games: 100, signal: interrupt.signal },
      [fakeRunner(() => 0.5)],
      (p) => {
        if (p.done === 3) interrupt.abort();
      },
    );
    expect(result.stoppedBy).toBe('interrupt');
    expect(result.outcomes).toHaveLength(3);
    expect(result.tally).toEqual({ wins: 0, losses: 0, draws: 3 });
  });
});
