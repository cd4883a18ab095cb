import { describe, expect, it } from 'vitest';
import { LocalBus } from './localBus.js';

describe('LocalBus', () => {
  it('delivers a game’s messages in order to its subscribers only, until they leave', () => {
    const bus = new LocalBus();
    const seen: string[] = [];
    const leave = bus.subscribe('g1', (message) => seen.push(`a:${message.type}`));
    bus.subscribe('g2', (message) => seen.push(`b:${message.type}`));
    bus.publish('g1', { type: 'turn' });
    bus.publish('g1', { type: 'chat' });
    leave();
    bus.publish('g1', { type: 'end' });
    expect(seen).toEqual(['a:turn', 'a:chat']);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = new LocalBus();
    const seen: string[] = [];
    bus.subscribe('g', () => {
      throw new Error('broken socket');
    });
    bus.subscribe('g', (message) => seen.push(message.type));
    bus.publish('g', { type: 'turn' });
    expect(seen).toEqual(['turn']);
  });
});
