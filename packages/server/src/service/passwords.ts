import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';

const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: 16384, r: 8, p: 1 }, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
}

/** A salted scrypt hash of a password: only this is stored. */
export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex');
  return { hash: (await derive(password, salt)).toString('hex'), salt };
}

export async function passwordMatches(password: string, hash: string, salt: string): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex');
  const got = await derive(password, salt);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/** A new token: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new id for a player or a game. */
export const newId = (): string => randomBytes(9).toString('base64url');
