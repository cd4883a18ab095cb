import type { LoginRequest, SessionRequest } from '@santorini/protocol';
import { NameTakenError, type PlayerRecord, type Store } from '../store/store.js';
import { checkName, checkPassword, nameKey } from './names.js';
import { checkPasswordStrength } from './passwordStrength.js';
import {
  hashPassword,
  newId,
  newToken,
  NO_ACCOUNT,
  passwordMatches,
  scryptKey,
  tokenHash,
  type KeyDerivation,
} from './passwords.js';
import { refuse } from './refusal.js';

export interface Session {
  readonly player: PlayerRecord;
  readonly token: string;
}

/** Guests, accounts and their tokens (spec §7 Players). */
export class PlayerService {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
    /** How a password's key is derived (scrypt): injected by tests that count derivations. */
    private readonly derive: KeyDerivation = scryptKey,
  ) {}

  /** `POST /api/session`: a guest, or with a password a new account; a token for it. */
  async createSession(request: SessionRequest): Promise<Session> {
    const name = checkName(request.name);
    const password =
      request.password === undefined
        ? undefined
        : await checkPasswordStrength(checkPassword(request.password), name);
    const bot = request.bot === true;
    if (bot && password === undefined)
      return refuse('malformed', 'a bot must be an account: give it a password (guests cannot be bots)');
    const key = nameKey(name);
    let account: { nameKey: string; passwordHash: string; passwordSalt: string } | undefined;
    if (password !== undefined) {
      const { hash, salt } = await hashPassword(password, this.derive);
      account = { nameKey: key, passwordHash: hash, passwordSalt: salt };
    } else if ((await this.store.account(key)) !== undefined)
      return refuse('taken', 'that name belongs to an account: log in, or choose another name');
    let player: PlayerRecord;
    try {
      player = await this.store.createPlayer(
        account === undefined ? { id: newId(), name } : { id: newId(), name, account, bot },
        this.now(),
      );
    } catch (error) {
      if (error instanceof NameTakenError) return refuse('taken', error.message);
      throw error;
    }
    return { player, token: await this.issueToken(player.id) };
  }

  /**
   * `POST /api/login`: a new token for an account. A name no account has costs the same key
   * derivation as a wrong password, so that the time taken does not tell which names exist.
   */
  async login(request: LoginRequest): Promise<Session> {
    const found = await this.store.account(nameKey(request.name));
    const { passwordHash, passwordSalt } = found ?? NO_ACCOUNT;
    const matches = await passwordMatches(request.password, passwordHash, passwordSalt, this.derive);
    if (found === undefined || !matches)
      return refuse('unauthorized', 'no account has that name and password');
    return { player: found.player, token: await this.issueToken(found.player.id) };
  }

  /** The player a token belongs to, or undefined for an unknown token. */
  playerByToken(token: string): Promise<PlayerRecord | undefined> {
    return this.store.playerByToken(tokenHash(token));
  }

  logout(token: string): Promise<void> {
    return this.store.revokeToken(tokenHash(token));
  }

  private async issueToken(playerId: string): Promise<string> {
    const token = newToken();
    await this.store.addToken(tokenHash(token), playerId, this.now());
    return token;
  }
}
