import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords of the local sign-in provider, hashed with scrypt (memory-hard, in node:crypto): 2^15 × 8 × 128 bytes =
 * 32 MiB and about 0.1 s per hash on this kind of machine, which is what slows guessing down. The stored form names
 * its parameters, so they can be raised later without breaking the hashes already stored.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
// scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless told.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM }, KEY_LENGTH);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash no password matches, for unknown logins: they cost the same time as known ones. */
const UNKNOWN_ACCOUNT_HASH = `scrypt$${String(COST)}$${String(BLOCK_SIZE)}$${String(PARALLELISM)}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** Whether the password matches the stored hash; no hash (an unknown login, a password never set) matches nothing. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = (stored ?? UNKNOWN_ACCOUNT_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(cost), r: Number(blockSize), p: Number(parallelism) },
    expected.length,
  );
  return stored !== null && stored !== undefined && timingSafeEqual(actual, expected);
}
