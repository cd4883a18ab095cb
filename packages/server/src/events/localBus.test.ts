import { describe, expect, it } from 'vitest';
import { chatMessage, turnMessage } from '../testing/messages.js';
import { LocalBus } from './localBus.js';

describe('LocalBus', () => {
  it('delivers a game’s messages in order to its subscribers only, until they leave', () => {
    const bus = new LocalBus();
    const seen: string[] = [];
    const leave = bus.subscribe('g1', (message) => seen.push(`a:${message.type}`));
    bus.subscribe('g2', (message) => seen.push(`b:${message.type}`));
    bus.publish('g1', turnMessage());
    bus.publish('g1', chatMessage());
    leave();
    bus.publish('g1', { type: 'end', result: { winner: 0, reason: 'resign' } });
    expect(seen).toEqual(['a:turn', 'a:chat']);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = new LocalBus();
    const seen: string[] = [];
    bus.subscribe('g', () => {
      throw new Error('broken socket');
    });
    bus.subscribe('g', (message) => seen.push(message.type));
    bus.publish('g', turnMessage());
    expect(seen).toEqual(['turn']);
  });
});
