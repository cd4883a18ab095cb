import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { codeOf } from '../testing/refusals.js';
import { SqliteStore } from '../store/sqliteStore.js';
import type { Store } from '../store/store.js';
import type { KeyDerivation } from './passwords.js';
import { PlayerService } from './playerService.js';
import { Refusal } from './refusal.js';
import { playerView } from './view.js';

const PASSWORD = 'correct horse battery';

/** A fast stand-in for scrypt that counts its calls. */
function countingDerivation(): KeyDerivation & { calls: number } {
  const derive = Object.assign(
    (password: string, salt: string) => {
      derive.calls++;
      return Promise.resolve(createHash('sha512').update(`${salt}:${password}`).digest());
    },
    { calls: 0 },
  );
  return derive;
}

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

async function service(): Promise<{ players: PlayerService; derive: ReturnType<typeof countingDerivation> }> {
  store = await SqliteStore.open(':memory:');
  const derive = countingDerivation();
  return { players: new PlayerService(store, Date.now, derive), derive };
}

async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('PlayerService names', () => {
  it('keeps the normalised name', async () => {
    const { players } = await service();
    const { player } = await players.createSession({ name: '  Ａnn \u00a0 Lee ', password: PASSWORD });
    expect(player.name).toBe('Ann Lee');
    expect((await players.createSession({ name: ' Bob ' })).player.name).toBe('Bob');
  });

  it.each(['Ann', 'ann ', 'ANN', '\u0410nn', 'Ann\u0301', 'Ánn', 'Ａｎｎ'])(
    'makes no second account under %j: taken',
    async (name) => {
      const { players } = await service();
      await players.createSession({ name: 'Ann', password: PASSWORD });
      expect(await codeOf(players.createSession({ name, password: 'another strong passphrase' }))).toBe(
        'taken',
      );
    },
  );

  it('refuses a name with a zero-width space as malformed, before it could be compared', async () => {
    const { players } = await service();
    await players.createSession({ name: 'Ann', password: PASSWORD });
    const refused = await refusalOf(players.createSession({ name: 'A\u200bnn', password: PASSWORD }));
    expect([refused.code, refused.message]).toEqual([
      'malformed',
      'name must not hold invisible or text-direction characters (U+200B)',
    ]);
  });

  it('keeps a guest off an account’s name, in any of its looks, but lets guests share names', async () => {
    const { players } = await service();
    await players.createSession({ name: 'Ann', password: PASSWORD });
    for (const name of ['Ann', 'ann', ' \u0410NN ', 'Ann\u0301']) {
      const refused = await refusalOf(players.createSession({ name }));
      expect([refused.code, refused.message]).toEqual([
        'taken',
        'that name belongs to an account: log in, or choose another name',
      ]);
    }
    expect(await codeOf(players.createSession({ name: 'Bob' }))).toBe('accepted');
    expect(await codeOf(players.createSession({ name: 'bob' }))).toBe('accepted');
  });

  it('marks guests as guests and accounts as neither', async () => {
    const { players } = await service();
    const guest = (await players.createSession({ name: 'Bob' })).player;
    const account = (await players.createSession({ name: 'Ann', password: PASSWORD })).player;
    const bot = (await players.createSession({ name: 'Robo', password: PASSWORD, bot: true })).player;
    expect(playerView(guest)).toEqual({ id: guest.id, name: 'Bob', guest: true });
    expect(playerView(account)).toEqual({ id: account.id, name: 'Ann' });
    expect(playerView(bot)).toEqual({ id: bot.id, name: 'Robo', bot: true });
  });
});

describe('PlayerService passwords', () => {
  it.each(['aaaaaaaa', 'password1', '12345678', 'qwertyuiop', 'ann12345'])(
    'refuses %j as too easy to guess, making no account',
    async (password) => {
      const { players } = await service();
      const refused = await refusalOf(players.createSession({ name: 'Ann', password }));
      expect(refused.code).toBe('malformed');
      expect(refused.message).toMatch(/^password is too easy to guess/);
      expect(await codeOf(players.createSession({ name: 'Ann', password: PASSWORD }))).toBe('accepted');
    },
  );

  it('still refuses passwords under 8 characters for their length', async () => {
    const { players } = await service();
    const refused = await refusalOf(players.createSession({ name: 'Ann', password: 'Zx9#qv' }));
    expect(refused.message).toBe('password must be at least 8 characters long');
  });

  it('logs in by any look of the name, with the password only', async () => {
    const { players } = await service();
    const made = await players.createSession({ name: 'Ann', password: PASSWORD });
    expect((await players.login({ name: ' \u0410NN ', password: PASSWORD })).player.id).toBe(made.player.id);
    expect(await codeOf(players.login({ name: 'Ann', password: 'correct horse' }))).toBe('unauthorized');
  });

  it('derives one key for every login, whether the name has an account or not', async () => {
    const { players, derive } = await service();
    await players.createSession({ name: 'Ann', password: PASSWORD });
    const cases = [
      { name: 'Ann', password: PASSWORD, code: 'accepted' },
      { name: 'Ann', password: 'wrong but long', code: 'unauthorized' },
      { name: 'Nobody', password: PASSWORD, code: 'unauthorized' },
      { name: 'Nobody', password: 'wrong but long', code: 'unauthorized' },
    ];
    for (const { name, password, code } of cases) {
      derive.calls = 0;
      expect(await codeOf(players.login({ name, password }))).toBe(code);
      expect({ name, password, derivations: derive.calls }).toEqual({ name, password, derivations: 1 });
    }
  });

  it('gives the same answer for a wrong password and an unknown name', async () => {
    const { players } = await service();
    await players.createSession({ name: 'Ann', password: PASSWORD });
    const wrong = await refusalOf(players.login({ name: 'Ann', password: 'wrong but long' }));
    const unknown = await refusalOf(players.login({ name: 'Nobody', password: PASSWORD }));
    expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
  });
});
