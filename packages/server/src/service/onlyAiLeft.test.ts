import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testService, type TestService } from '../testing/index.js';

let t: TestService;
beforeEach(async () => {
  t = await testService();
});
afterEach(async () => {
  await t.games.aiIdle();
  await t.close();
});

describe('a 3-player game with no person left in play', () => {
  it('ends at once when its last person resigns, with no winner (abandon)', async () => {
    const ann = await t.guest('Ann');
    const { id } = await t.games.createGame(ann, { players: 3, gods: 'random', ai: { 1: 1, 2: 1 } });
    expect((await t.games.view(id)).status).toBe('playing');
    const messages = t.messages(id);
    expect(await t.games.resign(ann, id)).toEqual({ result: { winner: null, reason: 'abandon' } });
    await t.games.aiIdle();
    const view = await t.games.view(id);
    expect(view.status).toBe('finished');
    expect(view.result).toEqual({ winner: null, reason: 'abandon' });
    expect(messages).toContainEqual({ type: 'end', result: { winner: null, reason: 'abandon' } });
  });

  it('goes on while another person still plays', async () => {
    const [ann, bob] = [await t.guest('Ann'), await t.guest('Bob')];
    const { id } = await t.games.createGame(ann, { players: 3, gods: 'random', ai: { 2: 1 } });
    await t.games.join(bob, id, {});
    expect(await t.games.resign(ann, id)).toEqual({ result: null });
    expect((await t.games.view(id)).status).toBe('playing');
  });
});
