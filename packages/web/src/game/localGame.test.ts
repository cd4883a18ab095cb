import { describe, expect, it } from 'vitest';
import { BLUE_WINS, clicks, gameFrom, square } from '../testing/games.js';
import { boardView, changedSquares } from './boardView.js';
import { gameLog } from './gameLog.js';
import {
  awaitingConfirmation,
  canUndoTurn,
  confirmTurn,
  currentPosition,
  endTurn,
  restartGame,
  startFromPosition,
  startGame,
  startedFromPosition,
  stepOptions,
  takeStep,
  undoStep,
  undoTurn,
  type LocalGame,
  noticeText,
} from './localGame.js';
import { statusLine } from './status.js';
import { parsePositionText, positionKey, positionToJson, type Position } from '@santorini/engine';

const PLACED = ['@b2 @d4', '@c2 @c4'];

const workerAt = (game: LocalGame, name: string) => boardView(game).squares[square(name)]?.worker ?? null;
const targets = (game: LocalGame) =>
  [...boardView(game).targets]
    .map(([at, kind]) => `${kind} ${'abcde'[at % 5] ?? ''}${Math.floor(at / 5) + 1}`)
    .sort();

describe('a local game played by clicks', () => {
  it('places both workers with two clicks, then hands the turn over', () => {
    const game = clicks(gameFrom([null, null], []), 'b2');
    expect(game.record.turns).toEqual([]);
    expect(workerAt(game, 'b2')?.side).toBe(0);
    const placed = clicks(game, 'd4');
    expect(placed.record.turns).toEqual(['@b2 @d4']);
    expect(currentPosition(placed).toMove).toBe(1);
  });

  it('selects a worker, lights up its moves, then its builds, and plays the turn', () => {
    let game = clicks(gameFrom([null, null], PLACED), 'b2');
    expect(game.selected).toBe(square('b2'));
    expect(targets(game)).toEqual(['a1', 'a2', 'a3', 'b1', 'b3', 'c1', 'c3'].map((at) => `move ${at}`));
    game = clicks(game, 'b3');
    expect(workerAt(game, 'b3')?.side).toBe(0);
    expect(workerAt(game, 'b2')).toBeNull();
    expect(targets(game)).toContain('build b2');
    expect(statusLine(game, stepOptions(game), false)).toBe('Blue to move: build.');
    game = clicks(game, 'a4');
    expect(game.record.turns).toEqual([...PLACED, 'b2-b3 +a4']);
    expect(
      changedSquares(
        gameFrom([null, null], PLACED).positions[2] ?? currentPosition(game),
        currentPosition(game),
      ).sort((a, b) => a - b),
    ).toEqual([square('b2'), square('b3'), square('a4')].sort((a, b) => a - b));
    expect(gameLog(game.positions, game.record.turns)[2]).toEqual({
      number: 3,
      player: 'Blue',
      notation: 'b2-b3 +a4',
      lines: ['Blue moves across from b2 (level 0) to b3 (level 0).', 'Blue builds level 1 on a4.'],
    });
  });

  it('explains refused clicks: what to select, whose worker, and the rule a step breaks', () => {
    const game = gameFrom([null, null], PLACED);
    expect(noticeText(clicks(game, 'e1'))).toBe(
      'Select one of your workers first (the ones that can act are highlighted).',
    );
    expect(noticeText(clicks(game, 'c2'))).toBe(
      'The worker on c2 is White, not yours: select a Blue worker.',
    );
    expect(noticeText(clicks(game, 'b2', 'e5'))).toBe('Not allowed: e5 is not next to b2.');
    expect(noticeText(clicks(game, 'b2', 'c2'))).toBe('Not allowed: c2 is occupied by a worker.');
    expect(noticeText(clicks(game, 'b2', 'b3', 'e5'))).toMatch(
      /^Not allowed: e5 is not next to the builder on b3/,
    );
    expect(noticeText(clicks(gameFrom([null, null], ['@b2 @d4']), 'd4'))).toMatch(
      /^Not allowed: d4 is occupied/,
    );
  });

  it('undoes a step, the turn being built, and the last turn', () => {
    const game = gameFrom([null, null], PLACED);
    const moved = clicks(game, 'b2', 'b3');
    expect(undoStep(moved).prefix).toEqual([]);
    expect(undoTurn(moved).prefix).toEqual([]);
    const played = clicks(moved, 'a4');
    expect(canUndoTurn(played)).toBe(true);
    expect(undoTurn(played).record.turns).toEqual(PLACED);
    expect(canUndoTurn(gameFrom([null, null], []))).toBe(false);
  });

  it("undoing against the AI takes back the AI's reply too", () => {
    const game = gameFrom([null, null], PLACED, [{ kind: 'person' }, { kind: 'ai', level: 1 }]);
    expect(undoTurn(game).record.turns).toEqual([]);
    expect(clicks(game, 'b2').selected).toBe(square('b2'));
  });

  it('refuses clicks while the AI is to move', () => {
    const game = gameFrom([null, null], ['@b2 @d4'], [{ kind: 'person' }, { kind: 'ai', level: 1 }]);
    expect(noticeText(clicks(game, 'c3'))).toBe('Please wait: the AI plays White.');
    expect(boardView(game).interactive).toBe(false);
  });

  it('plays a base game to a win', () => {
    const game = BLUE_WINS.reduce((played, turn) => clicks(played, ...turn), gameFrom([null, null], []));
    expect(currentPosition(game).winner).toBe(0);
    expect(game.record.turns.at(-1)).toBe('c2-c3');
    expect(statusLine(game, stepOptions(game), false)).toBe('Blue wins!');
    expect(gameLog(game.positions, game.record.turns).at(-1)?.lines.at(-1)).toBe('Blue wins!');
    expect(noticeText(clicks(game, 'a1'))).toBe('The game is over: Blue has won.');
  });
});

describe('powers on the board', () => {
  it("Apollo's swap shows at once: the opponent's worker takes the square Apollo left", () => {
    let game = clicks(gameFrom(['apollo', null], PLACED), 'b2', 'c2');
    expect(workerAt(game, 'c2')?.side).toBe(0);
    expect(workerAt(game, 'b2')?.side).toBe(1);
    game = clicks(game, 'd2');
    expect(game.record.turns.at(-1)).toBe('b2-c2 +d2');
    expect(currentPosition(game).sideAt(square('b2'))).toBe(1);
  });

  it("Minotaur's push shows at once: the opponent's worker goes one square on", () => {
    const game = clicks(gameFrom(['minotaur', null], PLACED), 'b2', 'c2');
    expect(workerAt(game, 'c2')?.side).toBe(0);
    expect(workerAt(game, 'd2')?.side).toBe(1);
  });

  it('Demeter may build twice (not on the same square) or end the turn after one build', () => {
    const built = clicks(gameFrom(['demeter', null], PLACED), 'b2', 'b3', 'a4');
    expect(built.record.turns).toEqual(PLACED);
    expect(stepOptions(built).canEnd).toBe(true);
    expect(targets(built)).not.toContain('build a4');
    expect(noticeText(clicks(built, 'a4'))).toMatch(/^Not allowed: /);
    expect(clicks(built, 'c3').record.turns.at(-1)).toBe('b2-b3 +a4 +c3');
    expect(endTurn(built).record.turns.at(-1)).toBe('b2-b3 +a4');
  });

  it("Apollo's and Minotaur's targets on a worker say swap and push", () => {
    expect(targets(clicks(gameFrom(['apollo', null], PLACED), 'b2'))).toContain('swap c2');
    expect(targets(clicks(gameFrom(['minotaur', null], PLACED), 'b2'))).toContain('push c2');
    expect(targets(clicks(gameFrom([null, null], PLACED), 'b2'))).toContain('move b3');
  });

  it('Artemis chooses, on a square she may move to or build on, which she does', () => {
    const moved = clicks(gameFrom(['artemis', null], PLACED), 'b2', 'b3');
    expect(targets(moved)).toEqual(expect.arrayContaining(['moveOrBuild a4', 'moveOrBuild b4']));
    const asked = clicks(moved, 'a4');
    expect(asked.choice?.map((step) => step.kind).sort()).toEqual(['build', 'move']);
    const build = asked.choice?.find((step) => step.kind === 'build');
    const move = asked.choice?.find((step) => step.kind === 'move');
    if (build === undefined || move === undefined) throw new Error('no build or move offered');
    expect(takeStep(asked, build).record.turns.at(-1)).toBe('b2-b3 +a4');
    expect(takeStep(asked, move).record.turns).toEqual(PLACED);
  });

  it('Hermes on a flat board chooses between another move and the build', () => {
    // Hermes may build without moving: his first click on a neighbour asks too.
    const first = clicks(gameFrom(['hermes', null], PLACED), 'b2', 'b3');
    expect(first.choice?.map((step) => step.kind).sort()).toEqual(['build', 'move']);
    const move = first.choice?.find((step) => step.kind === 'move');
    if (move === undefined) throw new Error('no move offered');
    const asked = clicks(takeStep(first, move), 'a4');
    expect(asked.choice?.map((step) => step.kind).sort()).toEqual(['build', 'move']);
  });

  it("Prometheus's squares before his move say move or build", () => {
    const selected = clicks(gameFrom(['prometheus', null], PLACED), 'b2');
    expect(targets(selected)).toContain('moveOrBuild b3');
  });

  it('Atlas chooses between a block and a dome', () => {
    const game = clicks(gameFrom(['atlas', null], PLACED), 'b2', 'b3', 'a4');
    const choice = game.choice ?? [];
    expect(choice.map((step) => step.kind === 'build' && step.dome)).toEqual(
      expect.arrayContaining([true, false]),
    );
    const dome = choice.find((step) => step.kind === 'build' && step.dome);
    expect(dome).toBeDefined();
    if (dome === undefined) return;
    expect(takeStep(game, dome).record.turns.at(-1)).toBe('b2-b3 +a4D');
  });
});

describe('confirm turn', () => {
  const confirming = (gods: Parameters<typeof gameFrom>[0] = [null, null]) => {
    const started = startGame(gameFrom(gods, PLACED).record, gameFrom(gods, []).seats, {
      confirmTurns: true,
    });
    if ('error' in started) throw new Error(started.error);
    return started.game;
  };

  it('holds a completed turn until it is confirmed, and undo step still takes back its last step', () => {
    const waiting = clicks(confirming(), 'b2', 'b3', 'a4');
    expect(waiting.record.turns).toEqual(PLACED);
    expect(awaitingConfirmation(waiting)).toBe(true);
    expect(workerAt(waiting, 'b3')?.side).toBe(0);
    expect(boardView(waiting).squares[square('a4')]?.level).toBe(1);
    expect(statusLine(waiting, stepOptions(waiting), false)).toBe(
      'Blue: the turn is complete. Confirm it, or undo a step.',
    );
    expect(noticeText(clicks(waiting, 'c3'))).toBe('The turn is complete: confirm it, or undo a step.');

    const undone = undoStep(waiting);
    expect(awaitingConfirmation(undone)).toBe(false);
    expect(undone.prefix).toHaveLength(1);
    const rebuilt = clicks(undone, 'c3');
    expect(awaitingConfirmation(rebuilt)).toBe(true);

    const played = confirmTurn(rebuilt);
    expect(played.record.turns).toEqual([...PLACED, 'b2-b3 +c3']);
    expect(awaitingConfirmation(played)).toBe(false);
    expect(currentPosition(played).toMove).toBe(1);
    expect(noticeText(confirmTurn(played))).toBe('There is no complete turn to confirm.');
  });

  it('holds placements and winning moves too, and plays at once when it is off', () => {
    const placing = startGame(gameFrom([null, null], []).record, gameFrom([null, null], []).seats, {
      confirmTurns: true,
    });
    if ('error' in placing) throw new Error(placing.error);
    const placed = clicks(placing.game, 'b2', 'd4');
    expect(awaitingConfirmation(placed)).toBe(true);
    expect(confirmTurn(placed).record.turns).toEqual(['@b2 @d4']);
    expect(clicks(gameFrom([null, null], []), 'b2', 'd4').record.turns).toEqual(['@b2 @d4']);

    const almost = BLUE_WINS.slice(0, -1).reduce(
      (game, turn) => clicks(game, ...turn),
      gameFrom([null, null], []),
    );
    const withConfirm = startGame(almost.record, almost.seats, { confirmTurns: true });
    if ('error' in withConfirm) throw new Error(withConfirm.error);
    const winning = clicks(withConfirm.game, 'c2', 'c3');
    expect(awaitingConfirmation(winning)).toBe(true);
    expect(currentPosition(winning).winner).toBeNull();
    expect(currentPosition(confirmTurn(winning)).winner).toBe(0);
  });

  it('leaves the End turn of an optional step as it is: ending there plays the turn', () => {
    const built = clicks(confirming(['demeter', null]), 'b2', 'b3', 'a4');
    expect(awaitingConfirmation(built)).toBe(false);
    expect(endTurn(built).record.turns.at(-1)).toBe('b2-b3 +a4');
    const second = clicks(built, 'c3');
    expect(awaitingConfirmation(second)).toBe(true);
    expect(confirmTurn(second).record.turns.at(-1)).toBe('b2-b3 +a4 +c3');
  });
});

describe('a game from a position', () => {
  const FROM =
    '{"players":[{"god":null,"workers":["b2","d4"]},{"god":null,"workers":["c2","c4"]}],' +
    '"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":1}';
  const from = (): Position => {
    const parsed = parsePositionText(FROM);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };
  const keys = (game: LocalGame) => game.positions.map(positionKey);

  it('plays its turns from the position, and checks them', () => {
    const started = startFromPosition(from(), ['c2-c3 +c2', 'b2-b3 +a4'], PEOPLE_SEATS);
    if ('error' in started) throw new Error(started.error);
    const game = started.game;
    expect(positionKey(game.positions[0] ?? from())).toBe(positionKey(from()));
    expect(startedFromPosition(game)).toBe(true);
    expect(game.record.position).toEqual(positionToJson(from()));
    expect(game.record.turns).toEqual(['c2-c3 +c2', 'b2-b3 +a4']);
    expect(gameLog(game.positions, game.record.turns)[0]?.player).toBe('White');
    expect(startFromPosition(from(), ['b2-b3 +a4'], PEOPLE_SEATS)).toEqual({
      error: expect.stringMatching(/^turn 1 "b2-b3 \+a4": /) as string,
    });
    expect(startFromPosition(from(), [], [{ kind: 'person' }])).toEqual({
      error: '2 players need 2 seats, got 1',
    });
  });

  it('undoes back to the position, never past it, and restarts there', () => {
    const started = startFromPosition(from(), [], PEOPLE_SEATS);
    if ('error' in started) throw new Error(started.error);
    const played = clicks(started.game, 'c2', 'c3', 'c2');
    expect(played.record.turns).toEqual(['c2-c3 +c2']);
    const undone = undoTurn(played);
    expect(undone.record.turns).toEqual([]);
    expect(keys(undone)).toEqual([positionKey(from())]);
    expect(canUndoTurn(undone)).toBe(false);
    const restarted = restartGame(clicks(played, 'b2', 'b3', 'a4'));
    expect(keys(restarted)).toEqual([positionKey(from())]);
    expect(restarted.record).toEqual(started.game.record);
    expect(startedFromPosition(restarted)).toBe(true);
  });
});

const PEOPLE_SEATS = [{ kind: 'person' }, { kind: 'person' }] as const;
