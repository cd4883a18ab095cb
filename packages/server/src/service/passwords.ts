import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';

const KEY_LENGTH = 64;

/** Derives a password's key from it and a salt: scrypt, or a stand-in in tests that count calls. */
export type KeyDerivation = (password: string, salt: string) => Promise<Buffer>;

/** scrypt with N = 2^14, r = 8, p = 1 (about 50–80 ms here): what every stored hash is. */
export const scryptKey: KeyDerivation = (password, salt) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: 16384, r: 8, p: 1 }, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });

/** A salted scrypt hash of a password: only this is stored. */
export async function hashPassword(
  password: string,
  derive: KeyDerivation = scryptKey,
): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex');
  return { hash: (await derive(password, salt)).toString('hex'), salt };
}

export async function passwordMatches(
  password: string,
  hash: string,
  salt: string,
  derive: KeyDerivation = scryptKey,
): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex');
  const got = await derive(password, salt);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/**
 * What a login for a name no account has is checked against, so that it costs the same scrypt
 * as one for a real account (nobody learns which names exist from the time it takes): a key of
 * zeros no password derives to.
 */
export const NO_ACCOUNT = { passwordHash: '0'.repeat(KEY_LENGTH * 2), passwordSalt: '0'.repeat(32) };

/** A new token: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new id for a player or a game. */
export const newId = (): string => randomBytes(9).toString('base64url');
