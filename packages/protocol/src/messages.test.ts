import { describe, expect, it } from 'vitest';
import { isServerMessage } from './messageCases.js';
import { readClientMessage, readServerMessage } from './messages.js';

const position = { players: [], turn: 0 };
const game = {
  id: 'g1',
  status: 'playing',
  seats: [
    { player: { id: 'p1', name: 'Ann' }, ai: null },
    { player: null, ai: 5, connected: true },
  ],
  seq: 0,
  record: null,
  position,
  clocks: { ms: [300000, 300000], running: 0, since: 1 },
  result: null,
  clock: { initialMs: 300000, incrementMs: 5000 },
  players: 2,
  gods: ['apollo', 'athena'],
  rules: {},
  setup: null,
  rematch: null,
  resigned: [],
  chat: [{ from: { id: 'p1', name: 'Ann' }, text: 'hi', at: 3 }],
};

describe('readClientMessage', () => {
  it('reads each case of the union', () => {
    for (const message of [
      { type: 'turn', seq: 7, turn: 'b2-b3 +b4' },
      { type: 'chat', text: 'hi' },
      { type: 'ping' },
    ])
      expect(readClientMessage(message)).toEqual({ ok: true, value: message });
  });

  it('names the field that is wrong', () => {
    expect(readClientMessage({ type: 'turn', seq: '7', turn: 'b2-b3' })).toEqual({
      ok: false,
      error: 'seq: expected integer',
    });
    expect(readClientMessage({ type: 'turn', seq: -1, turn: 'b2-b3' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^seq: /) as unknown,
    });
    expect(readClientMessage({ type: 'turn', seq: 1 })).toEqual({ ok: false, error: 'turn is missing' });
    expect(readClientMessage({ type: 'chat', text: 5 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^text/) as unknown,
    });
  });

  it('refuses what is not a message, or of an unknown type', () => {
    expect(readClientMessage([1])).toMatchObject({
      ok: false,
      error: expect.stringContaining('JSON object') as unknown,
    });
    expect(readClientMessage({ type: 'dance' })).toEqual({
      ok: false,
      error: 'unknown message type "dance": turn, chat, ping',
    });
    expect(readClientMessage({})).toMatchObject({
      ok: false,
      error: expect.stringContaining('unknown message type') as unknown,
    });
  });
});

describe('readServerMessage', () => {
  it('reads every message the server sends', () => {
    const messages = [
      { type: 'state', game },
      { type: 'turn', seq: 1, seat: 0, turn: '@a1 @b2', position, clocks: null },
      { type: 'seats', seats: game.seats },
      { type: 'end', result: { winner: 0, reason: 'resign' } },
      { type: 'end', result: { winner: null, reason: 'abandon' } },
      { type: 'chat', from: { id: 'p1', name: 'Ann', bot: true }, text: 'hi', at: 5 },
      { type: 'error', code: 'stale', message: 'the game has had 2 turns, not 1', seq: 2 },
      {
        type: 'error',
        code: 'illegal',
        message: 'b2-b3: b3 is two levels above b2',
        reason: 'tooHigh',
        squares: ['b2', 'b3'],
        levels: [0, 2],
        step: 'b2-b3',
      },
      { type: 'pong' },
      { type: 'rematch', id: 'g2', from: { id: 'p1', name: 'Ann' } },
      { type: 'cancelled', id: 'g1' },
    ];
    for (const message of messages) {
      expect(readServerMessage(message)).toEqual({ ok: true, value: message });
      expect(isServerMessage(message)).toBe(true);
    }
  });

  it('refuses a malformed message, naming the field', () => {
    for (const wrong of [null, [], { type: 'dance' }, { type: 'turn', seq: 1 }, { type: 'pong', x: 1, y: 2 }])
      expect(isServerMessage(wrong)).toBe(wrong !== null && !Array.isArray(wrong) && wrong.type === 'pong');
    expect(readServerMessage({ type: 'turn', seq: 1, seat: 0, position, clocks: null })).toEqual({
      ok: false,
      error: 'turn is missing',
    });
    expect(readServerMessage({ type: 'state', game: { ...game, seq: 'x' } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^game\.seq/) as unknown,
    });
    expect(readServerMessage({ type: 'end', result: { winner: 0, reason: 'bored' } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^result\.reason/) as unknown,
    });
    expect(
      readServerMessage({ type: 'error', code: 'illegal', message: 'no', cause: { squares: [] } }),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^cause/) as unknown,
    });
  });
});
