import { describe, expect, it } from 'vitest';
import type { GameRecord } from './record.js';
import { recordToJson } from './recordJson.js';
import { parseRecord } from './recordParse.js';
import { formatRecordText } from './recordText.js';

const record: GameRecord = {
  players: [{ god: 'pan', name: 'Ann' }, { god: null }],
  start: 1,
  rules: { limusAnyDome: true },
  seed: 5,
  turns: ['@c3 @c4', '@b2 @d4'],
};

describe('parseRecord', () => {
  it('reads either form', () => {
    expect(parseRecord(recordToJson(record))).toEqual({ ok: true, value: record });
    expect(parseRecord(`  \n${JSON.stringify(JSON.parse(recordToJson(record)), null, 2)}`)).toEqual({
      ok: true,
      value: record,
    });
    expect(parseRecord(formatRecordText(record))).toEqual({ ok: true, value: record });
  });

  it('names the form it failed to read', () => {
    const bad = parseRecord('{"players": [');
    expect(bad.ok ? '' : bad.error.message).toMatch(/^record: not valid JSON \(.+\)$/);
    const json = parseRecord('{"players": [], "start": 0, "seed": 0, "turns": []}');
    expect(json.ok ? '' : json.error.message).toBe('players: a game has 2, 3 or 4 players, got 0');
    const text = parseRecord('1. @b2 @d4');
    expect(text.ok ? '' : text.error.message).toBe('missing header [Gods "…"]');
  });
});
