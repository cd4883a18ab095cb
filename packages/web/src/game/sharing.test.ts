import { describe, expect, it } from 'vitest';
import { currentPosition, playTurn, startGame, startedFromPosition, type LocalGame } from './localGame.js';
import {
  gameFromFragment,
  gameJson,
  importGame,
  positionJson,
  recordJson,
  recordText,
  shareLink,
} from './sharing.js';
import { parsePositionText, parseTurn, positionKey, type GameRecord } from '@santorini/engine';

/** A record with its players' names left out, to compare with one that never had them. */
const withoutNames = (record: Readonly<GameRecord>): GameRecord => ({
  ...record,
  players: record.players.map(({ god }) => ({ god })),
});

function played(turns: readonly string[], start?: LocalGame): LocalGame {
  const started = startGame(
    { players: [{ god: 'apollo' }, { god: 'atlas' }], start: 0, rules: {}, seed: 3, turns: [] },
    [{ kind: 'person' }, { kind: 'ai', level: 2 }],
  );
  if ('error' in started) throw new Error(started.error);
  let game = start ?? started.game;
  for (const text of turns) {
    const turn = parseTurn(text);
    if (!turn.ok) throw new Error(turn.error.message);
    const next = playTurn(game, turn.value);
    if ('error' in next) throw new Error(next.error);
    game = next;
  }
  return game;
}

const TURNS = ['@b2 @d4', '@c3 @c4', 'b2-b3 +a3', 'c3-c2 +b1D'];

describe('keeping and sharing a game', () => {
  it('exports the record as text and JSON, and both import back to the same game', () => {
    const game = played(TURNS);
    for (const text of [recordText(game), recordJson(game)]) {
      const imported = importGame(text, game.seats);
      if ('error' in imported) throw new Error(imported.error);
      expect(withoutNames(imported.game.record)).toEqual(game.record);
      expect(imported.game.seats).toEqual(game.seats);
      expect(positionJson(imported.game)).toBe(positionJson(game));
    }
    expect(recordText(game)).toContain('4. c3-c2 +b1D');
    // Exports name who played each seat; a share link leaves that to whoever opens it.
    expect(recordText(game)).toContain('[Players "Blue (person), White (AI level 2)"]');
    expect(gameJson(game)).not.toContain('"name"');
  });

  it('gives people every seat when the record comes without seats', () => {
    const imported = importGame(gameJson(played(TURNS)));
    expect('game' in imported && imported.game.seats).toEqual([{ kind: 'person' }, { kind: 'person' }]);
  });

  it('says what is wrong with a bad paste', () => {
    expect(importGame('  ')).toEqual({ error: 'Paste a game record or a position first (text or JSON).' });
    const garbage = importGame('hello');
    expect('error' in garbage && garbage.error).toMatch(/^This is not a game record: /);
    const illegal = importGame(gameJson(played(TURNS)).replace('b2-b3 +a3', 'b2-e5 +a3'));
    expect('error' in illegal && illegal.error).toMatch(/^The record does not replay: turn 3/);
  });

  it('carries the game in a share link', () => {
    const game = played(TURNS);
    const link = shareLink(game, 'http://localhost:3000/#old');
    expect(link.startsWith('http://localhost:3000/#game=')).toBe(true);
    const back = gameFromFragment(new URL(link).hash);
    expect(back !== null && 'game' in back && back.game.record).toEqual(game.record);
    expect(gameFromFragment('#other')).toBeNull();
    expect(gameFromFragment('#game=%E0%A4%A')).toEqual({
      error: 'The link is damaged: its game could not be read.',
    });
    const broken = gameFromFragment(`#game=${encodeURIComponent('{"players":[]}')}`);
    expect(broken !== null && 'error' in broken && broken.error).toBe(
      "The link's game does not load. This is not a game record: start: missing",
    );
  });

  it('carries the rule switches in the record text, the record JSON and the link', () => {
    const started = startGame(
      {
        players: [{ god: 'chaos' }, { god: 'limus' }],
        start: 0,
        rules: { chaosAnyDome: true, limusAnyDome: true },
        seed: 9,
        turns: ['@b2 @d4'],
      },
      [{ kind: 'person' }, { kind: 'person' }],
    );
    if ('error' in started) throw new Error(started.error);
    const game = started.game;
    expect(recordText(game)).toContain('[Rules "chaosAnyDome, limusAnyDome"]');
    const link = gameFromFragment(new URL(shareLink(game, 'http://x/')).hash);
    for (const back of [importGame(recordText(game)), importGame(recordJson(game)), link]) {
      if (back === null || 'error' in back) throw new Error('the game did not come back');
      expect(back.game.record.rules).toEqual({ chaosAnyDome: true, limusAnyDome: true });
      expect(currentPosition(back.game).rules.limusAnyDome).toBe(true);
    }
  });
});

/** Apollo (Blue, to move) on b2 (level 1) and d4, Atlas on c3 and c4, Chaos-free. */
const POSITION =
  '{"players":[{"god":"apollo","workers":["b2","d4"]},{"god":"atlas","workers":["c3","c4"]}],' +
  '"levels":["00000","00000","00000","01000","00000"],"domes":[],"toMove":0,"rules":{"limusAnyDome":true}}';

describe('a game from a pasted position', () => {
  const pasted = (): LocalGame => {
    const imported = importGame(POSITION);
    if ('error' in imported) throw new Error(imported.error);
    return imported.game;
  };
  const key = (text: string) => {
    const parsed = parsePositionText(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return positionKey(parsed.value);
  };

  it('starts from the position, with people at every seat, and plays on from it', () => {
    const game = pasted();
    expect(startedFromPosition(game)).toBe(true);
    expect(game.seats).toEqual([{ kind: 'person' }, { kind: 'person' }]);
    expect(game.record.turns).toEqual([]);
    expect(key(positionJson(game))).toBe(key(POSITION));
    const next = played(['b2-b3 +a3'], game);
    expect(next.record.turns).toEqual(['b2-b3 +a3']);
    expect(currentPosition(next).toMove).toBe(1);
  });

  it('exports its record with the start position (text and JSON), which loads back to the same game', () => {
    const game = played(['b2-b3 +a3', 'c3-c2 +b1D'], pasted());
    expect(recordText(game)).toContain('[Position "{\\"players\\":[{\\"god\\":\\"apollo\\"');
    expect(recordText(game)).toContain('1. b2-b3 +a3\n2. c3-c2 +b1D\n');
    expect(JSON.parse(recordJson(game))).toMatchObject({
      players: [{ god: 'apollo' }, { god: 'atlas' }],
      rules: { limusAnyDome: true },
      position: JSON.parse(POSITION) as unknown,
      turns: ['b2-b3 +a3', 'c3-c2 +b1D'],
    });
    expect(JSON.parse(gameJson(game))).toEqual(withoutNames(JSON.parse(recordJson(game)) as GameRecord));
    for (const text of [recordText(game), recordJson(game)]) {
      const back = importGame(text, game.seats);
      if ('error' in back) throw new Error(back.error);
      expect(withoutNames(back.game.record)).toEqual(game.record);
      expect(back.game.positions.map(positionKey)).toEqual(game.positions.map(positionKey));
      expect(back.game.seats).toEqual(game.seats);
    }

    const link = gameFromFragment(new URL(shareLink(game, 'http://localhost:3000/')).hash);
    if (link === null || 'error' in link) throw new Error('the link did not load');
    expect(link.game.positions.map(positionKey)).toEqual(game.positions.map(positionKey));
    expect(key(positionJson(link.game))).toBe(key(positionJson(game)));
    expect(currentPosition(link.game).rules.limusAnyDome).toBe(true);
  });

  it('keeps the seats when the player count matches, and seats people when it does not', () => {
    const ai = [{ kind: 'person' }, { kind: 'ai', level: 4 }] as const;
    const two = importGame(POSITION, ai);
    expect('game' in two && two.game.seats).toEqual(ai);
    const three = importGame(POSITION, [...ai, { kind: 'person' }]);
    expect('game' in three && three.game.seats).toEqual([{ kind: 'person' }, { kind: 'person' }]);
  });

  it("refuses a bad position with the engine's reason, which names the field", () => {
    const bad = POSITION.replace('"c4"]', '"c9"]');
    const engine = parsePositionText(bad);
    expect(engine.ok).toBe(false);
    if (engine.ok) return;
    expect(engine.error.field).toBe('players[1].workers[1]');
    expect(importGame(bad)).toEqual({ error: `This is not a position: ${engine.error.message}` });
    expect(importGame('{"levels": 3')).toEqual({
      error: expect.stringMatching(/^This is not valid JSON: /) as string,
    });
    const onDome = importGame(POSITION.replace('"domes":[]', '"domes":["c3"]'));
    expect('error' in onDome && onDome.error).toMatch(/^This is not a position: .*c3/);
  });

  it('still loads an old share link holding {from, turns}, as a record with the position', () => {
    const old =
      'http://localhost:3000/#game=%7B%22from%22%3A%7B%22players%22%3A%5B%7B%22god%22%3A%22apollo%22%2C%22workers%22%3A%5B%22b2%22%2C%22d4%22%5D%7D%2C%7B%22god%22%3A%22atlas%22%2C%22workers%22%3A%5B%22c3%22%2C%22c4%22%5D%7D%5D%2C%22levels%22%3A%5B%2200000%22%2C%2200000%22%2C%2200000%22%2C%2201000%22%2C%2200000%22%5D%2C%22domes%22%3A%5B%5D%2C%22toMove%22%3A0%7D%2C%22turns%22%3A%5B%22b2-b3%20%2Ba3%22%5D%7D';
    const link = gameFromFragment(new URL(old).hash);
    if (link === null || 'error' in link) throw new Error('the old link did not load');
    expect(link.game.record.turns).toEqual(['b2-b3 +a3']);
    expect(link.game.record.position?.players[0]).toEqual({ god: 'apollo', workers: ['b2', 'd4'] });
    expect(currentPosition(link.game).toMove).toBe(1);
    expect(JSON.parse(gameJson(link.game))).toHaveProperty('position');
  });

  it('says what is wrong with an old game from a position', () => {
    const from = JSON.parse(POSITION) as unknown;
    const load = (value: unknown) => importGame(JSON.stringify(value));
    expect(load({ from, turns: [], seed: 1 })).toEqual({
      error: 'This is not a game from a position: unknown field "seed" (known: from, turns)',
    });
    expect(load({ from: 3, turns: [] })).toEqual({
      error: 'This is not a game from a position: from: expected a JSON object, got 3',
    });
    expect(load({ from: { ...(from as object), toMove: 5 }, turns: [] })).toEqual({
      error: 'This is not a game from a position: from.toMove: expected an integer from 0 to 1, got 5',
    });
    expect(load({ from, turns: [7] })).toEqual({
      error: 'This is not a game from a position: turns[0]: a turn is a string, got 7',
    });
    const illegal = load({ from, turns: ['b2-b3 +a3', 'c3-e5 +a1'] });
    expect('error' in illegal && illegal.error).toMatch(
      /^The game does not replay from its position: turn 2 "c3-e5 \+a1": /,
    );
  });
});
