import type { GameMessage } from '../events/eventBus.js';

/** A `turn` message for bus tests: turn `seq` (1 on), by seat 0. */
export const turnMessage = (seq = 1): GameMessage => ({
  type: 'turn',
  seq,
  seat: 0,
  turn: '@a1 @b2',
  position: null,
  clocks: null,
});

/** A `chat` message for bus tests. */
export const chatMessage = (text = 'hi'): GameMessage => ({
  type: 'chat',
  from: { id: 'p1', name: 'Ann' },
  text,
});

/** What a test reads of a message: its chat text, or its seq, or its type. */
export const messageLabel = (message: GameMessage): string =>
  message.type === 'chat' ? message.text : message.type === 'turn' ? String(message.seq) : message.type;
