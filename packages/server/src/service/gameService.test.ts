import { readServerMessage } from '@santorini/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PositionJson } from '@santorini/engine';
import { codeOf, playUntilOver, testService, turnIn, type TestService } from '../testing/index.js';
import type { PlayerRecord } from '../store/store.js';
import type { TurnChooser } from '../ai/turnChooser.js';
import { GameService } from './gameService.js';
import { Refusal } from './refusal.js';

let t: TestService;
let ann: PlayerRecord;
let bob: PlayerRecord;
beforeEach(async () => {
  t = await testService();
  ann = await t.guest('Ann');
  bob = await t.guest('Bob');
});
afterEach(async () => {
  await t.close();
});

const positionOf = (view: { readonly position: PositionJson | null }): PositionJson => {
  if (view.position === null) throw new Error('the game has no position yet');
  return view.position;
};

const seatHolder = (players: readonly PlayerRecord[], seat: number): PlayerRecord => {
  const player = players[seat];
  if (player === undefined) throw new Error(`nobody holds seat ${seat}`);
  return player;
};

/** Every message the service published is one of the protocol's, as its validator reads it. */
function expectProtocolMessages(messages: readonly unknown[]): void {
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(readServerMessage(message)).toEqual({ ok: true, value: message });
}

async function twoPlayerGame(): Promise<string> {
  const { id } = await t.games.createGame(ann, { players: 2, gods: 'none' });
  await t.games.join(bob, id, {});
  return id;
}

describe('a 2-player game', () => {
  it('is played to its end by its two players, each turn checked and recorded', async () => {
    const id = await twoPlayerGame();
    const messages = t.messages(id);
    const start = await t.games.view(id);
    expect(start.status).toBe('playing');
    expect(start.seats.map((seat) => seat.player?.name)).toEqual(['Ann', 'Bob']);
    const turns = await playUntilOver(positionOf(start), async (seq, turn, seat) => {
      const answer = await t.games.playTurn(seat === 0 ? ann : bob, id, { seq, turn });
      expect(answer.seq).toBe(seq + 1);
      return answer.position;
    });
    const end = await t.games.view(id);
    expect(end.status).toBe('finished');
    expect(end.seq).toBe(turns);
    expect(end.record?.turns).toHaveLength(turns);
    expect(end.result?.reason).toMatch(/^(win|stuck)$/);
    expect(messages.filter((message) => message.type === 'turn')).toHaveLength(turns);
    expect(messages[messages.length - 1]).toEqual({ type: 'end', result: end.result });
    expect(await codeOf(t.games.playTurn(ann, id, { seq: turns, turn: 'pass' }))).toBe('finished');
    expectProtocolMessages(messages);
  });

  it('answers a repeated request as the first, and records the turn once', async () => {
    const id = await twoPlayerGame();
    const first = await t.games.playTurn(ann, id, { seq: 0, turn: '@A1 @B2' });
    const again = await t.games.playTurn(ann, id, { seq: 0, turn: '@a1 @b2' });
    expect(again).toEqual(first);
    expect((await t.games.view(id)).record?.turns).toEqual(['@a1 @b2']);
    expect(await codeOf(t.games.playTurn(bob, id, { seq: 0, turn: '@a1 @b2' }))).toBe('stale');
    await t.games.playTurn(bob, id, { seq: 1, turn: '@c3 @d4' });
    // A later turn is recorded: the repeat is stale now (and Ann is to move, so not refused as hers).
    expect(await codeOf(t.games.playTurn(ann, id, { seq: 0, turn: '@a1 @b2' }))).toBe('stale');
  });

  it('refuses in spec order: malformed, unauthorized, not-found, finished, not-your-turn, stale, illegal', async () => {
    const id = await twoPlayerGame();
    expect(await codeOf(t.games.playTurn(null, 'nope', { seq: 0, turn: 'x9' }))).toBe('malformed');
    expect(await codeOf(t.games.playTurn(null, 'nope', { seq: 0, turn: '@a1 @b2' }))).toBe('unauthorized');
    expect(await codeOf(t.games.playTurn(ann, 'nope', { seq: 5, turn: '@a1 @b2' }))).toBe('not-found');
    expect(await codeOf(t.games.playTurn(bob, id, { seq: 5, turn: '@a1 @a1' }))).toBe('not-your-turn');
    expect(await codeOf(t.games.playTurn(ann, id, { seq: 5, turn: '@a1 @a1' }))).toBe('stale');
    const illegal = t.games.playTurn(ann, id, { seq: 0, turn: '@a1 @a1' });
    await expect(illegal).rejects.toMatchObject({ code: 'illegal' });
    await t.games.resign(bob, id);
    expect(await codeOf(t.games.playTurn(bob, id, { seq: 5, turn: '@a1 @a1' }))).toBe('finished');
    expect((await t.games.view(id)).result).toEqual({ winner: 0, reason: 'resign' });
  });

  it('says which seq the game is at when stale, and gives the engine’s reason when illegal', async () => {
    const id = await twoPlayerGame();
    await expect(t.games.playTurn(ann, id, { seq: 3, turn: '@a1 @b2' })).rejects.toMatchObject({
      code: 'stale',
      seq: 0,
    });
    const refusal = await t.games
      .playTurn(ann, id, { seq: 0, turn: 'a1-a2 +a3' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).message.length).toBeGreaterThan(5);
    // The engine's refusal as data beside its words: placement comes first.
    expect((refusal as Refusal).toJSON()).toMatchObject({ error: 'illegal', reason: 'placeFirst' });
  });

  it('refuses a spectator’s turn as not-your-turn', async () => {
    const id = await twoPlayerGame();
    const eve = await t.guest('Eve');
    expect(await codeOf(t.games.playTurn(eve, id, { seq: 0, turn: '@a1 @b2' }))).toBe('not-your-turn');
  });
});

describe('seats', () => {
  it('fill in order, refuse a taken seat and a full game, and free a seat left before play', async () => {
    const { id, seat } = await t.games.createGame(ann, { players: 3, gods: 'random' });
    expect(seat).toBe(0);
    const cid = await t.guest('Cid');
    expect(await codeOf(t.games.join(bob, id, { seat: 0 }))).toBe('taken');
    expect(await t.games.join(bob, id, {})).toEqual({ seat: 1 });
    expect(await t.games.join(bob, id, { seat: 1 })).toEqual({ seat: 1 });
    await t.games.leave(bob, id);
    expect((await t.games.view(id)).seats[1]?.player).toBeNull();
    expect((await t.games.list('open')).map((game) => game.id)).toContain(id);
    await t.games.join(bob, id, { seat: 2 });
    await t.games.join(cid, id, {});
    expect((await t.games.view(id)).status).toBe('playing');
    expect(await codeOf(t.games.join(await t.guest('Dan'), id, {}))).toBe('full');
    expect(await codeOf(t.games.leave(bob, id))).toBe('started');
    expect((await t.games.list('playing')).map((game) => game.id)).toContain(id);
  });

  it('cancels a game when its last player leaves before play', async () => {
    const { id } = await t.games.createGame(ann, { players: 2 });
    const messages = t.messages(id);
    await t.games.leave(ann, id);
    expect(await codeOf(t.games.view(id))).toBe('not-found');
    expect(messages).toContainEqual({ type: 'cancelled', id });
    expectProtocolMessages(messages);
    expect((await t.games.list('open')).map((game) => game.id)).not.toContain(id);
  });

  it('refuses options the engine refuses, such as 3 players without gods', async () => {
    expect(await codeOf(t.games.createGame(ann, { players: 3, gods: 'none' }))).toBe('malformed');
    expect(await codeOf(t.games.createGame(ann, { players: 5 }))).toBe('malformed');
    expect(await codeOf(t.games.createGame(ann, { players: 2, ai: { 0: 3 } }))).toBe('malformed');
    expect(await codeOf(t.games.createGame(null, { players: 2 }))).toBe('unauthorized');
  });
});

describe('3 and 4 players', () => {
  it('3 players: a resigning player is out and play goes on; the last one standing wins', async () => {
    const cid = await t.guest('Cid');
    const { id } = await t.games.createGame(ann, { players: 3, gods: ['apollo', 'artemis', 'athena'] });
    await t.games.join(bob, id, {});
    await t.games.join(cid, id, {});
    const byseat = [ann, bob, cid];
    let view = await t.games.view(id);
    for (let seq = 0; seq < 3; seq++) {
      const turn = turnIn(view.position);
      await t.games.playTurn(seatHolder(byseat, positionOf(view).toMove), id, { seq, turn });
      view = await t.games.view(id);
    }
    expect(view.position?.toMove).toBe(0);
    expect(await t.games.resign(ann, id)).toEqual({ result: null });
    view = await t.games.view(id);
    expect(view.position?.players[0]).toMatchObject({ out: true, workers: [] });
    expect(view.position?.toMove).toBe(1);
    expect(view.status).toBe('playing');
    expect(await codeOf(t.games.resign(ann, id))).toBe('out');
    await t.games.playTurn(bob, id, { seq: 3, turn: turnIn(view.position) });

    // The game read back from the store replays the resignation at the same point.
    const again = new GameService({ store: t.store, bus: t.bus, turnChooser: t.chooser });
    expect((await again.view(id)).position).toEqual((await t.games.view(id)).position);

    expect(await t.games.resign(cid, id)).toEqual({ result: { winner: 1, reason: 'resign' } });
    expect((await t.games.view(id)).status).toBe('finished');
  });

  it('4 players: each seat’s turn is its own player’s, not the teammate’s; resigning loses for the team', async () => {
    const [cid, dan] = [await t.guest('Cid'), await t.guest('Dan')];
    const { id } = await t.games.createGame(ann, {
      players: 4,
      gods: ['apollo', 'artemis', 'athena', 'atlas'],
    });
    for (const player of [bob, cid, dan]) await t.games.join(player, id, {});
    const view = await t.games.view(id);
    const toMove = positionOf(view).toMove;
    const byseat = [ann, bob, cid, dan];
    const teammate = seatHolder(byseat, (toMove + 2) % 4);
    const turn = turnIn(view.position);
    expect(await codeOf(t.games.playTurn(teammate, id, { seq: 0, turn }))).toBe('not-your-turn');
    await t.games.playTurn(seatHolder(byseat, toMove), id, { seq: 0, turn });
    expect(await t.games.resign(bob, id)).toEqual({ result: { winner: 2, reason: 'resign' } });
  });
});

describe('the challenger flow', () => {
  it('offers, chooses and names the Start Player, each step by its seat, then play begins', async () => {
    const { id } = await t.games.createGame(ann, { players: 2, gods: 'challenger' });
    await t.games.join(bob, id, {});
    let view = await t.games.view(id);
    expect(view.status).toBe('setup');
    expect(view.setup).toEqual({ stage: 'offer', chooser: 0, offered: [], chosen: [null, null] });
    expect(await codeOf(t.games.setupStep(bob, id, { offer: ['apollo', 'pan'] }))).toBe('not-your-turn');
    // A name that is no god's is the engine's to refuse (the schema takes any text as a god's name).
    const nobody = 'nobody' as 'pan';
    expect(await codeOf(t.games.setupStep(ann, id, { offer: ['apollo', nobody] }))).toBe('illegal');
    view = await t.games.setupStep(ann, id, { offer: ['apollo', 'pan'] });
    expect(view.setup).toMatchObject({ stage: 'choose', chooser: 1 });
    expect(await codeOf(t.games.setupStep(ann, id, { choose: 'pan' }))).toBe('not-your-turn');
    view = await t.games.setupStep(bob, id, { choose: 'pan' });
    expect(view.setup).toMatchObject({ stage: 'start', chooser: 0, chosen: ['apollo', 'pan'] });
    view = await t.games.setupStep(ann, id, { start: 1 });
    expect(view.status).toBe('playing');
    expect(view.record).toMatchObject({ start: 1, setup: { challenger: 0, offered: ['apollo', 'pan'] } });
    expect(view.position?.players.map((player) => player.god)).toEqual(['apollo', 'pan']);
    expect(view.position?.toMove).toBe(1);
  });

  it('lets an AI seat choose its god', async () => {
    const { id } = await t.games.createGame(ann, { players: 2, gods: 'challenger', ai: { 1: 2 } });
    expect((await t.games.view(id)).status).toBe('setup');
    const view = await t.games.setupStep(ann, id, { offer: ['apollo', 'pan'] });
    expect(view.setup).toMatchObject({ stage: 'start' });
    expect(view.setup?.chosen.filter((god) => god !== null)).toHaveLength(2);
  });
});

describe('AI seats', () => {
  it('play their turns through the same path, once each, until the game ends', async () => {
    const { id } = await t.games.createGame(ann, { players: 2, gods: 'none', ai: { 1: 4 } });
    let view = await t.games.view(id);
    expect(view.status).toBe('playing');
    while (view.status === 'playing') {
      if (positionOf(view).toMove === 0)
        await t.games.playTurn(ann, id, { seq: view.seq, turn: turnIn(view.position) });
      await t.games.aiIdle();
      view = await t.games.view(id);
    }
    expect(view.status).toBe('finished');
    const aiTurns = (await t.store.turns(id)).filter((turn) => turn.seat === 1);
    expect(aiTurns.length).toBeGreaterThan(0);
    expect(aiTurns.every((turn) => turn.playerId === null)).toBe(true);
    expect(t.chooser.calls).toBe(aiTurns.length);
  });

  it('moves first when the AI seat starts', async () => {
    const { id } = await t.games.createGame(ann, { players: 2, gods: 'none', ai: { 0: 1 }, seat: 1 });
    await t.games.aiIdle();
    expect((await t.games.view(id)).seq).toBe(1);
    await t.games.playTurn(ann, id, { seq: 1, turn: turnIn((await t.games.view(id)).position) });
    await t.games.aiIdle();
    expect((await t.games.view(id)).seq).toBe(3);
  });

  it('resumes a game waiting on an AI seat when a server starts on the store', async () => {
    const silent: TurnChooser = {
      chooseTurn: (_position, _level, options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => {
            reject(new Error('stopped'));
          }),
        ),
      close: () => Promise.resolve(),
    };
    const stopped = new GameService({ store: t.store, bus: t.bus, turnChooser: silent });
    const { id } = await stopped.createGame(ann, { players: 2, gods: 'none', ai: { 0: 1 }, seat: 1 });
    await stopped.close();
    expect(await t.store.turns(id)).toHaveLength(0);
    const restarted = new GameService({ store: t.store, bus: t.bus, turnChooser: t.chooser });
    await restarted.start();
    await restarted.aiIdle();
    expect((await t.store.turns(id)).map((turn) => turn.seat)).toEqual([0]);
    await restarted.close();
  });
});

describe('rematch and chat', () => {
  it('offers a rematch once: the same id to every caller, seats swapped, the caller seated', async () => {
    const id = await twoPlayerGame();
    const messages = t.messages(id);
    expect(await codeOf(t.games.rematch(ann, id))).toBe('not-finished');
    await t.games.resign(bob, id);
    const { id: next } = await t.games.rematch(ann, id);
    expect(await t.games.rematch(bob, id)).toEqual({ id: next });
    expect((await t.games.view(id)).rematch).toBe(next);
    expect(messages).toContainEqual({
      type: 'rematch',
      id: next,
      from: { id: ann.id, name: 'Ann', guest: true },
    });
    const view = await t.games.view(next);
    expect(view.seats.map((seat) => seat.player?.id ?? null)).toEqual([null, ann.id]);
    expect(await t.games.join(bob, next, {})).toEqual({ seat: 0 });
    expectProtocolMessages(messages);
  });

  it('carries chat to the game, capped in length and rate', async () => {
    const id = await twoPlayerGame();
    const eve = await t.guest('Eve');
    const messages = t.messages(id);
    await t.games.chat(eve, id, 'good luck');
    expect(messages[0]).toMatchObject({ type: 'chat', from: { id: eve.id, name: 'Eve' }, text: 'good luck' });
    expect(await codeOf(t.games.chat(eve, id, ''))).toBe('malformed');
    expect(await codeOf(t.games.chat(eve, id, 'x'.repeat(501)))).toBe('malformed');
    expect(await codeOf(t.games.chat(null, id, 'hi'))).toBe('unauthorized');
    for (let line = 1; line < 5; line++) await t.games.chat(eve, id, `line ${line}`);
    expect(await codeOf(t.games.chat(eve, id, 'one too many'))).toBe('rate-limited');
    expect((await t.games.view(id)).chat.map((line) => line.text)).toEqual([
      'good luck',
      'line 1',
      'line 2',
      'line 3',
      'line 4',
    ]);
  });

  it('limits a player’s chat across services on one store (processes)', async () => {
    const id = await twoPlayerGame();
    const other = new GameService({ store: t.store, bus: t.bus, turnChooser: t.chooser });
    for (let line = 0; line < 5; line++)
      await (line % 2 === 0 ? t.games : other).chat(ann, id, `line ${line}`);
    expect(await codeOf(other.chat(ann, id, 'one too many'))).toBe('rate-limited');
    expect(await codeOf(t.games.chat(ann, id, 'one too many'))).toBe('rate-limited');
    await other.close();
  });
});

describe('my games', () => {
  it('finds a player’s game behind more newer games than a page of each status (once 1000)', async () => {
    const { id } = await t.games.createGame(ann, {});
    const row = await t.store.game(id);
    if (row === undefined) throw new Error('the game was not stored');
    const bobs = [
      { playerId: bob.id, ai: null },
      { playerId: null, ai: null },
    ];
    for (let n = 0; n < 1001; n++)
      await t.store.createGame({
        ...row,
        id: `newer${String(n)}`,
        seats: bobs,
        created: row.created + 1 + n,
      });
    expect(await t.games.mine(ann)).toMatchObject([{ id, waiting: false }]);
  });
});
