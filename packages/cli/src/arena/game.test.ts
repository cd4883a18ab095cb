import { err, legalTurns, ok, replayRecord, type Position, type Result } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import type { ArenaPlayer } from './arenaPlayer.js';
import { playGame, type GameJob } from './game.js';
import { makeOpening } from './openings.js';

/** A player that plays the first legal turn, or a scripted misbehaviour. */
function scripted(name: string, behaviour: 'first' | 'illegal' | 'fails' | 'none' = 'first'): ArenaPlayer {
  return {
    name,
    newGame: () => Promise.resolve(ok(undefined)),
    chooseTurn(pos: Position): Promise<Result<string | null, string>> {
      if (behaviour === 'fails') return Promise.resolve(err('exited (status 1)'));
      if (behaviour === 'none') return Promise.resolve(ok(null));
      if (behaviour === 'illegal' && !pos.inPlacement) return Promise.resolve(ok('a1-a3 +a4'));
      return Promise.resolve(ok(legalTurns(pos)[0]?.text ?? null));
    },
    close: () => Promise.resolve(),
  };
}

function job(aSide: 0 | 1): GameJob {
  const opening = makeOpening(0, [null, null], 9, { kind: 'random-placement' });
  if (!opening.ok) throw new Error(opening.error);
  return { index: aSide, opening: opening.value, aSide };
}

describe('one game', () => {
  it('swapping colours gives A the other seat: the same seat wins, the other side is named', async () => {
    const players = { A: scripted('Ann'), B: scripted('Bob') };
    const first = await playGame(job(0), players, { maxTurns: 500 });
    const swapped = await playGame(job(1), players, { maxTurns: 500 });
    expect(first.record.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(swapped.record.players.map((p) => p.name)).toEqual(['Bob', 'Ann']);
    expect(first.termination).toBe('win');
    // Both sides play the same policy, so the game is the same; only who holds the winning seat changes.
    expect(swapped.record.turns).toEqual(first.record.turns);
    expect(swapped.winner).toBe(first.winner === 'A' ? 'B' : 'A');
    expect(swapped.score).toBe(1 - first.score);
    const replayed = replayRecord(first.record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const winningSeat = replayed.value.final.winner;
    expect(first.winner).toBe(winningSeat === 0 ? 'A' : 'B');
    expect(first.turns).toBe(first.record.turns.length);
    expect(first.record.turns.slice(0, 2)).toEqual(job(0).opening.turns);
  });

  it('is a draw at the turn cap, counting the opening', async () => {
    const outcome = await playGame(job(0), { A: scripted('Ann'), B: scripted('Bob') }, { maxTurns: 5 });
    expect(outcome).toMatchObject({ winner: null, score: 0.5, termination: 'max-turns', turns: 5 });
  });

  it('an illegal turn loses, and says who played what', async () => {
    const outcome = await playGame(
      job(1),
      { A: scripted('Ann', 'illegal'), B: scripted('Bob') },
      { maxTurns: 500 },
    );
    expect(outcome).toMatchObject({ winner: 'B', score: 0, termination: 'illegal-turn' });
    expect(outcome.detail).toMatch(/^A \(Ann\) played "a1-a3 \+a4": /);
    expect(replayRecord(outcome.record).ok).toBe(true);
  });

  it('a player that fails or sees no turn loses', async () => {
    const failed = await playGame(
      job(0),
      { A: scripted('Ann'), B: scripted('Bob', 'fails') },
      { maxTurns: 500 },
    );
    expect(failed).toMatchObject({
      winner: 'A',
      termination: 'failure',
      detail: 'B (Bob): exited (status 1)',
    });
    const blank = await playGame(
      job(0),
      { A: scripted('Ann', 'none'), B: scripted('Bob') },
      { maxTurns: 500 },
    );
    expect(blank).toMatchObject({
      winner: 'B',
      termination: 'failure',
      detail: 'A (Ann) found no turn to play',
    });
  });
});
