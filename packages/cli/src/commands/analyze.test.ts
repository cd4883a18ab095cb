import { WIN } from '@santorini/ai';
import { applyTurnText, formatPosition, parsePositionText } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { APOLLO_ATHENA, MIDGAME, WALLED_IN, WIN_IN_ONE, WINNING_TURN } from '../engine/testPositions.js';
import { runCaptured } from '../memoryIo.js';
import { humanScore } from './analyze.js';

/** The numbered lines `  1. <turn>  <score>` of the report. */
function rankedTurns(stdout: string): { turn: string; score: string }[] {
  return [...stdout.matchAll(/^ *\d+\. (.+?) {2,}(\S.*)$/gm)].map((match) => ({
    turn: match[1] ?? '',
    score: match[2] ?? '',
  }));
}

/** A score as shown, back to a number that orders like the search's (wins above everything). */
function order(score: string): number {
  const forced = /^(win|loss) in (\d+)$/.exec(score);
  if (forced === null) return Number(score);
  const turns = Number(forced[2]);
  return forced[1] === 'win' ? WIN - turns : -(WIN - turns);
}

function legalIn(json: string, turn: string): boolean {
  const start = parsePositionText(json);
  return start.ok && applyTurnText(start.value, turn).ok;
}

describe('santorini analyze', () => {
  it('lists the best N turns, legal, distinct, best first, after the evaluation', async () => {
    const run = await runCaptured(['analyze', '--depth', '3', '--top', '4'], MIDGAME);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const head =
      /^Player A to move\.\nEvaluation: (\S+) \(every turn searched 3 plies deep, [\d.]+ s\)\n/.exec(
        run.stdout,
      );
    expect(head).not.toBeNull();
    expect(run.stdout).toMatch(/\nBest 4 of \d+ turns:\n/);
    const ranked = rankedTurns(run.stdout);
    expect(ranked).toHaveLength(4);
    expect(new Set(ranked.map((r) => r.turn)).size).toBe(4);
    for (const { turn } of ranked) expect(legalIn(MIDGAME, turn), turn).toBe(true);
    const scores = ranked.map((r) => order(r.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(head?.[1]).toBe(ranked[0]?.score);
  });

  it('prints a best line that starts with the best turn and is legal turn after turn', async () => {
    const run = await runCaptured(['analyze', '--depth', '4', '--top', '1'], MIDGAME);
    const line = /^Best line: (.+)$/m.exec(run.stdout)?.[1]?.split('; ') ?? [];
    // The line comes from the search's table: as deep as the ranking, unless the table lost a turn.
    expect(line.length).toBeGreaterThanOrEqual(2);
    expect(line.length).toBeLessThanOrEqual(4);
    expect(line[0]).toBe(rankedTurns(run.stdout)[0]?.turn);
    const start = parsePositionText(MIDGAME);
    if (!start.ok) throw new Error(start.error.message);
    let current = start.value;
    for (const turn of line) {
      const next = applyTurnText(current, turn);
      expect(next.ok, turn).toBe(true);
      if (!next.ok) break;
      current = next.value;
    }
  });

  it('puts the winning turn first, as a win in 1', async () => {
    const run = await runCaptured(['analyze', '--depth', '2', '--top', '3'], WIN_IN_ONE);
    expect(run.status).toBe(0);
    const [best] = rankedTurns(run.stdout);
    expect(best).toEqual({ turn: WINNING_TURN, score: 'win in 1' });
    expect(run.stdout).toMatch(/^Evaluation: win in 1 \(/m);
  });

  it('ranks turns with God Powers within a time limit', async () => {
    const run = await runCaptured(['analyze', '--time', '200', '--top', '2'], APOLLO_ATHENA);
    expect(run.status).toBe(0);
    const ranked = rankedTurns(run.stdout);
    expect(ranked).toHaveLength(2);
    for (const { turn } of ranked) expect(legalIn(APOLLO_ATHENA, turn), turn).toBe(true);
  });

  it('says so when the game is over', async () => {
    const start = parsePositionText(WIN_IN_ONE);
    const won = start.ok ? applyTurnText(start.value, WINNING_TURN) : start;
    if (!won.ok) throw new Error(won.error.message);
    const run = await runCaptured(['analyze'], formatPosition(won.value));
    expect(run).toEqual({ status: 0, stdout: 'The game is over: Player A has won.\n', stderr: '' });
  });

  it('says so when the player to move has no legal turn', async () => {
    const run = await runCaptured(['analyze'], WALLED_IN);
    expect(run).toEqual({ status: 0, stdout: 'Player A is to move and has no legal turn.\n', stderr: '' });
  });

  it('exits 2 for malformed input, missing input and bad options', async () => {
    const malformed = await runCaptured(['analyze'], '{"players": [}');
    expect(malformed.status).toBe(2);
    expect(malformed.stdout).toBe('');
    expect(malformed.stderr).toMatch(/^santorini analyze: line 1: invalid JSON/);
    expect((await runCaptured(['analyze'], '')).stderr).toBe(
      'santorini analyze: expected one position on stdin, got none\n',
    );
    for (const args of [
      ['--top', '0'],
      ['--depth', 'x'],
      ['--speed', '3'],
    ]) {
      const run = await runCaptured(['analyze', ...args], MIDGAME);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
    }
  });
});

describe('humanScore', () => {
  it('signs centi-units and spells out forced results', () => {
    expect([humanScore(35), humanScore(-120), humanScore(0), humanScore(0.4)]).toEqual([
      '+35',
      '-120',
      '0',
      '0',
    ]);
    expect([humanScore(WIN - 3), humanScore(-(WIN - 2))]).toEqual(['win in 3', 'loss in 2']);
  });
});
