import type { GameBody, ServerMessage } from '@santorini/protocol';
import { describe, expect, it } from 'vitest';
import { startPosition } from '../testing/fakeGameServer.js';
import { viewAfterMessage, viewAfterRead } from './liveView.js';
import type { GameView } from './serverApi.js';

const view: GameView = {
  id: 'g1',
  status: 'playing',
  players: 2,
  gods: 'none',
  seats: [],
  seq: 3,
  position: startPosition,
  clocks: null,
  result: null,
};

describe('the followed view', () => {
  it('moves on with a later turn only, and keeps its object for what tells it nothing', () => {
    const clocks = { ms: [1000, 2000], running: 1, since: 5 };
    const turn = {
      type: 'turn',
      seq: 4,
      seat: 0,
      turn: 'b2-b3 +b4',
      position: startPosition,
      clocks,
    } as const;
    expect(viewAfterMessage(view, turn)).toEqual({ ...view, seq: 4, clocks });
    const others: ServerMessage[] = [
      { ...turn, seq: 3 },
      { type: 'seats', seats: [] },
      { type: 'chat', from: { id: 'p1', name: 'Ann' }, text: 'hi' },
      { type: 'pong' },
    ];
    for (const message of others) expect(viewAfterMessage(view, message)).toBe(view);
    expect(viewAfterMessage(null, turn)).toBeNull();
  });

  it('takes a state whole, finishes at the end and is gone once cancelled', () => {
    const game: GameBody = { ...view, rules: {}, setup: null, rematch: null, chat: [], record: null };
    expect(viewAfterMessage(null, { type: 'state', game })).toEqual(game);
    const result = { winner: 1, reason: 'time' } as const;
    expect(viewAfterMessage(view, { type: 'end', result })).toEqual({ ...view, status: 'finished', result });
    expect(viewAfterMessage(view, { type: 'cancelled', id: 'g1' })).toBe('gone');
  });

  it('takes a read unless the view has seen a later turn', () => {
    expect(viewAfterRead(view, { ...view, seq: 2 })).toBe(view);
    const read: GameView = { ...view, status: 'finished' };
    expect(viewAfterRead(view, read)).toBe(read);
    expect(viewAfterRead(null, read)).toBe(read);
  });
});
