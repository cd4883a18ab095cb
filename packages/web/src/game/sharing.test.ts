import { describe, expect, it } from 'vitest';
import { playTurn, startGame, type LocalGame } from './localGame.js';
import {
  gameFromFragment,
  importRecord,
  positionJson,
  recordJson,
  recordText,
  shareLink,
} from './sharing.js';
import { parseTurn } from '@santorini/engine';

function played(turns: readonly string[]): LocalGame {
  const started = startGame(
    { players: [{ god: 'apollo' }, { god: 'atlas' }], start: 0, rules: {}, seed: 3, turns: [] },
    [{ kind: 'person' }, { kind: 'ai', level: 2 }],
  );
  if ('error' in started) throw new Error(started.error);
  let game = started.game;
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
      const imported = importRecord(text, game.seats);
      if ('error' in imported) throw new Error(imported.error);
      expect(imported.game.record).toEqual(game.record);
      expect(imported.game.seats).toEqual(game.seats);
      expect(positionJson(imported.game)).toBe(positionJson(game));
    }
    expect(recordText(game)).toContain('4. c3-c2 +b1D');
  });

  it('gives people every seat when the record comes without seats', () => {
    const imported = importRecord(recordJson(played(TURNS)));
    expect('game' in imported && imported.game.seats).toEqual([{ kind: 'person' }, { kind: 'person' }]);
  });

  it('says what is wrong with a bad paste', () => {
    expect(importRecord('  ')).toEqual({ error: 'Paste a game record first (its text or JSON form).' });
    const garbage = importRecord('hello');
    expect('error' in garbage && garbage.error).toMatch(/^This is not a game record: /);
    const illegal = importRecord(recordJson(played(TURNS)).replace('b2-b3 +a3', 'b2-e5 +a3'));
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
  });
});
