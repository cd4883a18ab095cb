import { afterEach, describe, expect, it } from 'vitest';
import { redisUnavailable, TEST_REDIS_URL } from '../testing/redis.js';
import { startRedisRelay } from '../testing/redisRelay.js';
import { chatMessage, messageLabel, turnMessage } from '../testing/messages.js';
import type { GameMessage } from './eventBus.js';
import { RedisBus } from './redisBus.js';
import { until } from '../testing/until.js';

const skip = await redisUnavailable();
if (skip !== null) console.warn(`RedisBus tests skipped: ${skip}`);

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
}, 30_000);

function bus(url = TEST_REDIS_URL, warnings: string[] = []): RedisBus {
  const made = new RedisBus(url, (message) => warnings.push(message));
  open.push(made);
  return made;
}

describe.skipIf(skip !== null)('RedisBus', () => {
  it('delivers a message here at once and in every other process, in order', async () => {
    const [a, b] = [bus(), bus()];
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
    const here: string[] = [];
    const there: string[] = [];
    const foreign: string[] = [];
    a.subscribe('g1', (message) => here.push(messageLabel(message)));
    b.subscribe('g1', (message) => there.push(messageLabel(message)));
    b.subscribe('g2', (message) => there.push(`g2:${messageLabel(message)}`));
    b.onForeign((gameId, message) =>
      foreign.push(`${gameId ?? '-'}:${message === null ? 'null' : messageLabel(message)}`),
    );
    a.onForeign(() => foreign.push('A heard itself'));
    for (let n = 0; n < 20; n++) a.publish('g1', turnMessage(n + 1));
    expect(here).toHaveLength(20);
    await until(() => there.length === 20);
    expect(there).toEqual(here);
    expect(foreign).toEqual(here.map((n) => `g1:${n}`));
  });

  it('tells every process of a sign-out, this one once, and counts the cuts of its link', async () => {
    const link = await startRedisRelay(TEST_REDIS_URL);
    open.push(link);
    const [a, b] = [bus(link.url), bus()];
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
    const heardA: string[] = [];
    const heardB: string[] = [];
    a.onSignOut((hash) => heardA.push(hash));
    b.onSignOut((hash) => heardB.push(hash));
    a.publishSignOut('h1');
    expect(heardA).toEqual(['h1']);
    await until(() => heardB.length === 1);
    b.publishSignOut('h2');
    await until(() => heardA.length === 2);
    expect(heardA).toEqual(['h1', 'h2']);
    expect(heardB).toEqual(['h1', 'h2']);
    expect(a.cuts()).toBe(0);
    link.cut();
    await until(() => !a.isCoherent());
    expect(a.cuts()).toBe(1);
  });

  it('keeps delivering here while Redis is away, and says it was cut off and is back', async () => {
    const link = await startRedisRelay(TEST_REDIS_URL);
    open.push(link);
    const warnings: string[] = [];
    const [a, b] = [bus(link.url, warnings), bus()];
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
    const here: GameMessage[] = [];
    const missed: (string | null)[] = [];
    a.subscribe('g', (message) => here.push(message));
    a.onForeign((gameId) => missed.push(gameId));
    link.cut();
    await until(() => !a.isCoherent());
    a.publish('g', chatMessage('alone'));
    expect(here.map(messageLabel)).toEqual(['alone']);
    link.restore();
    await until(() => a.isCoherent(), 10_000);
    expect(missed).toContain(null);
    expect(warnings.some((line) => line.startsWith('warning:'))).toBe(true);
    b.publish('g', chatMessage('back'));
    await until(() => here.length === 2);
    expect(here.map(messageLabel)[1]).toBe('back');
  });

  it('tells the others which games’ messages it could not publish once Redis answers it again', async () => {
    const link = await startRedisRelay(TEST_REDIS_URL);
    open.push(link);
    const [a, b] = [bus(link.url), bus()];
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
    const missed: string[] = [];
    b.onForeign((gameId, message) => {
      if (message === null) missed.push(gameId ?? '(all)');
    });
    link.cut();
    await until(() => !a.isCoherent());
    // Only A was cut off: B hears nothing of it, and would never know without being told.
    a.publish('lost-game', turnMessage(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    link.restore();
    await until(() => missed.includes('lost-game'), 10_000);
    expect(b.isCoherent()).toBe(true);
  });

  it('keeps a password in REDIS_URL out of what it logs', async () => {
    const warnings: string[] = [];
    bus('redis://:hunter2secret@127.0.0.1:1', warnings);
    await until(() => warnings.length > 0);
    expect(warnings.join('\n')).not.toContain('hunter2secret');
    expect(warnings.join('\n')).toContain('***');
    expect(() => new RedisBus('http://:hunter2secret@example.org', () => undefined)).toThrow(/\*\*\*/);
  });

  it('starts, and delivers here, with no Redis at all', async () => {
    const warnings: string[] = [];
    const lonely = bus('redis://127.0.0.1:1', warnings);
    const here: string[] = [];
    lonely.subscribe('g', (message) => here.push(message.type));
    lonely.publish('g', turnMessage());
    expect(here).toEqual(['turn']);
    expect(lonely.isCoherent()).toBe(false);
    await until(() => warnings.length > 0);
  });
});
